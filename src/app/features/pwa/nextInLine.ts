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
 *    requests (a checkout, a login) is on its way, the service worker and its precache; which
 *    then holds while one is (countRequests below, public/customer-first-sw.js).
 */

import { loadCartCheckout } from '../../hooks/cartCode';
import { CUSTOMER_BUSY_CHANNEL } from './cacheNames';

/** How long no request may have been on its way or finished before the network counts as quiet. */
export const QUIET_MS = 1000;

let inFlight = 0;
let lastActivity = performance.now();

/**
 * The customer's own requests on their way, told to the service worker while it installs (its
 * precache): public/customer-first-sw.js holds the precache until their answers are all in. A
 * BroadcastChannel reaches a worker that controls no page yet. Each by an id unique across the
 * phone's open pages.
 */
const customerBusy = new Set<string>();
const pageId = Math.random().toString(36).slice(2);
let nextId = 0;
const busyChannel =
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CUSTOMER_BUSY_CHANNEL);
// A worker that starts installing asks what is already on its way: it was not there to hear it.
busyChannel?.addEventListener('message', ({ data }: MessageEvent<{ kind?: string }>) => {
  if (data?.kind === 'ask') busyChannel.postMessage({ kind: 'state', busy: [...customerBusy] });
});

/**
 * The customer's own requests are the ones that are not GETs: placing the order, paying, logging
 * in, signing up (and the account's other writes). The page's GETs (the menu, the switches' poll,
 * an order's status) never hold the precache: the poll alone would hold it for good.
 */
function customersOwn([input, init]: Parameters<typeof fetch>): boolean {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  return method !== 'GET' && method !== 'HEAD';
}

/**
 * Counts the page's own requests (the API client's, a checkout's, a login's: all go through
 * fetch) while they are on their way, and tells the installing worker about the customer's.
 * Installed once, when this module first loads: before the worker is registered (the page
 * registers it once this module says the network is quiet), so the worker hears of every
 * request that matters to it.
 */
function countRequests() {
  const fetchOfPage = window.fetch.bind(window);
  const ended = (id: string) => {
    customerBusy.delete(id);
    busyChannel?.postMessage({ kind: 'done', id });
  };
  window.fetch = async (...args: Parameters<typeof fetch>) => {
    inFlight += 1;
    const id = customersOwn(args) ? `${pageId}-${nextId++}` : undefined;
    if (id) {
      customerBusy.add(id);
      busyChannel?.postMessage({ kind: 'busy', id });
    }
    try {
      const response = await fetchOfPage(...args);
      // fetch resolves with the headers; the request is over once its body is all in (a copy of
      // it is read here, the caller reads its own).
      if (id)
        void response
          .clone()
          .arrayBuffer()
          .catch(() => undefined)
          .then(() => ended(id));
      return response;
    } catch (error) {
      if (id) ended(id);
      throw error;
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
