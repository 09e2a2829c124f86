/**
 * The service worker's runtime caches (pwa.config.ts), named once: the page fills them itself
 * (keepOffline.ts), and the worker answers from them.
 */
export const MENU_PICTURES_CACHE = 'menu-pictures';
export const FONTS_CACHE = 'fonts';
/** The favicon: the page's own copy, not a second download by the precache. */
export const FAVICON_CACHE = 'favicon';
/** The code of the parts that need the network anyway (sign-up, My orders), once they were used. */
export const LAZY_CODE_CACHE = 'lazy-code';
/** `/` as the server last answered it: the offline home page (the precached one before any). */
export const HOME_PAGE_CACHE = 'home-page';
/**
 * Not a cache: the BroadcastChannel on which the page tells the installing worker that one of the
 * customer's own requests is on its way (nextInLine.ts); public/customer-first-sw.js, plain
 * JavaScript the build does not touch, spells the same name.
 */
export const CUSTOMER_BUSY_CHANNEL = 'bukka-customer-busy';
