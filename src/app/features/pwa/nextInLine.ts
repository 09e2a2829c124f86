/**
 * What the storefront downloads once the app has taken over, in the order of the customer's next
 * tap (issue 30). At 250 kbit/s every request shares the one thin line with every other: a
 * download started early delays all the others. Until the takeover the page asks only for itself,
 * the early-taps contract, the app's code (modulepreload, scripts/vite-preload-next-tap.ts) and
 * the pictures on screen; as the takeover starts, the cart drawer's first view alone (main.tsx,
 * hooks/cartCode.ts: a cart tapped before the takeover opens with it), the home page's lazy
 * sections and this feature's own code behind it; then, here:
 * 1. the cart's checkout part (its fields and their rules, which its first view does without),
 * 2. the menu's pictures and the web fonts (index.html holds them off until now: the page shows
 *    the phone's own Roboto, or its sans-serif, meanwhile),
 * 3. once the network has been quiet for a moment, and never while one of the customer's own
 *    requests (a checkout, a login) is on its way, the service worker and its precache.
 */

import { loadCartCheckout } from '../../hooks/cartCode';

/** How long no request may have been on its way or finished before the network counts as quiet. */
export const QUIET_MS = 1000;

let inFlight = 0;
let lastActivity = performance.now();

/**
 * Counts the page's own requests (the API client's, a checkout's, a login's: all go through
 * fetch) while they are on their way. Installed once, when this module first loads.
 */
function countRequests() {
  const fetchOfPage = window.fetch.bind(window);
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    inFlight += 1;
    try {
      return await fetchOfPage(...args);
    } finally {
      inFlight -= 1;
      lastActivity = performance.now();
    }
  };
  // Scripts, pictures and fonts: each one that finishes moves the quiet moment on.
  if (typeof PerformanceObserver !== 'undefined') {
    new PerformanceObserver(() => (lastActivity = performance.now())).observe({
      type: 'resource',
      buffered: false,
    });
  }
}
countRequests();

/** True while one of the page's own requests is on its way. */
export const requestsInFlight = () => inFlight > 0;

/** Resolves once no request has been on its way or finished for QUIET_MS. */
export function networkQuiet(): Promise<void> {
  return new Promise((done) => {
    const check = () => {
      const quietFor = performance.now() - lastActivity;
      if (inFlight === 0 && quietFor >= QUIET_MS) done();
      else setTimeout(check, Math.max(100, QUIET_MS - quietFor));
    };
    check();
  });
}

/**
 * The cart's checkout part (its fields and their rules: the drawer's first view, asked for as the
 * app takes over, does without them), behind that first view (hooks/cartCode.ts); resolves once
 * each of its files has loaded or failed. The dev server's page has none.
 */
export function loadCart(): Promise<void> {
  return loadCartCheckout();
}

/**
 * The menu's pictures (index.html holds them off the screen until `data-pictures`), then the web
 * fonts' faces (`<style data-fonts media="not all">`), now in force.
 */
export function showPicturesAndFonts() {
  document.documentElement.dataset.pictures = '';
  document.querySelectorAll<HTMLStyleElement>('style[data-fonts]').forEach((style) => {
    style.media = 'all';
  });
}
