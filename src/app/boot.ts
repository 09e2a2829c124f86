// First of all: taps on the prerendered page are held until the app can take them (earlyTaps/).
import './earlyTaps/install';

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
