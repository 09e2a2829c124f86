// The fonts' CSS is the entry's, so the build puts it in the page's <head> (inlined by the
// prerender plugin, vite.config.ts): the prerendered page asks for its fonts while it parses,
// instead of reflowing once the app's chunk brings them a second later.
import './fonts.css';

/**
 * The page's entry. `/` arrives prerendered (prerender.tsx): let the browser paint it first, then
 * start the app, whose scripts would otherwise hold the first paint back on a slow phone.
 * Anything else (a blank #root) starts at once.
 */
const start = () => void import('./main');

if (document.getElementById('root')?.firstElementChild) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
