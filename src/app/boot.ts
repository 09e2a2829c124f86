// Taps on the prerendered page are held by a script that ran before this one: the early event
// contract (earlyTaps/), a classic script in <head> (scripts/vite-early-taps.ts).

// The page's CSP has no 'unsafe-eval'. Zod's object schemas would otherwise probe `new Function`
// as they are built; the probe is caught, but Chromium still reports a CSP violation (Lighthouse's
// best practices count it). Zod reads its config from this global (the one every copy of zod on a
// page shares), so it is set here, before the app's chunks, zod among them, are loaded. Jitless
// parsing of a few form fields costs nothing a customer can feel; the server keeps the JIT.
(globalThis as { __zod_globalConfig?: object }).__zod_globalConfig = { jitless: true };

/**
 * The page's entry. `/` arrives prerendered (prerender.tsx): let the browser paint it first, then
 * start the app, whose scripts would otherwise hold the first paint back on a slow phone.
 * Anything else (a blank #root) starts at once.
 */
const start = () => void import('./main');

function boot() {
  if (document.getElementById('root')?.firstElementChild) {
    requestAnimationFrame(() => setTimeout(start, 0));
  } else {
    start();
  }
}

// The script is `async` (index.html): it may run before the rest of the page has been parsed.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', boot, { once: true });
else boot();
