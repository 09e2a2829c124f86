/**
 * The service worker's runtime caches (pwa.config.ts), named once: the page fills them itself
 * (keepOffline.ts), and the worker answers from them.
 */
export const MENU_PICTURES_CACHE = 'menu-pictures';
export const FONTS_CACHE = 'fonts';
