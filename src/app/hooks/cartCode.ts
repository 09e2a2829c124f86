/**
 * The cart's code, asked for first once the app's own code runs (issue 30). At 250 kbit/s every
 * download shares the one thin line with every other, so what starts beside the app's code
 * delays the takeover by its own size, and what starts beside the cart's code delays the cart.
 * The build (scripts/vite-preload-next-tap.ts) leaves the cart drawer's first view (its lines,
 * steppers, total and checkout button) and its checkout part (the fields and their rules) as
 * modulepreload links in two inert `<template>`s; main.tsx asks for the first view as it starts
 * the takeover, and everything else that loads by itself then (the home page's lazy sections,
 * the app-status feature, the route progress bar) waits behind it (`afterCartCode`); the
 * app-status feature then asks for the checkout part (features/pwa/nextInLine.ts). The dev server's page, Storybook's and
 * the prerender (Node) have no templates: nothing waits there.
 */

/** The template holding the drawer's first view (CartFeature and what it imports). */
export const CART_CODE_TEMPLATE = 'bukka-cart-code';
/** The template holding the drawer's checkout part (CartCheckout.tsx and what it imports). */
export const CHECKOUT_CODE_TEMPLATE = 'bukka-checkout-code';

/** Puts the modulepreload links of one `<template>` in the page; resolves once each is in or failed. */
function preloadTemplate(id: string): Promise<void> {
  if (typeof document === 'undefined') return Promise.resolve();
  const template = document.getElementById(id);
  if (!(template instanceof HTMLTemplateElement)) return Promise.resolve();
  const links = [...template.content.querySelectorAll('link')].map((link) => document.importNode(link));
  template.remove();
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((done) => {
          link.addEventListener('load', () => done(), { once: true });
          link.addEventListener('error', () => done(), { once: true });
          document.head.append(link);
        }),
    ),
  ).then(() => undefined);
}

let firstView: Promise<void> | undefined;
let checkoutPart: Promise<void> | undefined;

/** Asks for the drawer's first view (once); resolves once its files are in or failed. */
export function loadCartFirstView(): Promise<void> {
  return (firstView ??= preloadTemplate(CART_CODE_TEMPLATE));
}

/** Asks for the drawer's checkout part (once), after its first view; resolves once it is in. */
export function loadCartCheckout(): Promise<void> {
  return (checkoutPart ??= loadCartFirstView().then(() => preloadTemplate(CHECKOUT_CODE_TEMPLATE)));
}

/**
 * A lazy import asked for only once the drawer's first view is in, when it has been asked for
 * (main.tsx, on the storefront's pages); at once otherwise (the console, the prerender).
 */
export const afterCartCode =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    (firstView ?? Promise.resolve()).then(load);
