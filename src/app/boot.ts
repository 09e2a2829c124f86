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
