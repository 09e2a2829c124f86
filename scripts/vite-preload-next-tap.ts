import type { IndexHtmlTransformContext, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/**
 * The app's code asked for as soon as the page is in (issue 30): `<link rel="modulepreload">` at
 * the end of <body> for src/app/main.tsx's chunk and every chunk it imports statically. Without
 * them the browser learns of main's own imports only once main itself has arrived (at 250
 * kbit/s, ~7 s later: one more round trip after 90 KB). With them, the cart drawer's first view
 * (CartFeature and the drawer's lines, totals and button, ~25 KB): a cart tapped at 6.5 s opens as
 * the app takes over, where asked for after it, its code shared the line with the home page's lazy
 * sections and came ~2 s later. The network emulation gives every request on its way an equal
 * share of the line, so what starts beside the app's code delays the takeover by its own size:
 * the drawer's checkout part (its fields, react-hook-form, zod and the phone rules, ~60 KB:
 * src/components/CartDrawer/CartCheckout.tsx) is not among them. Its links wait in
 * `<template id="bukka-checkout-code">`, and src/app/features/pwa/nextInLine.ts puts them in the
 * page once the app has taken over.
 *
 * Links, not imports: the entry (boot.ts) stays as small as the first-load budget counts it
 * (scripts/lib/firstLoad.ts reads scripts, not links), and these are the files it counts.
 */
export function preloadNextTap(): Plugin {
  return {
    name: 'bukka-preload-next-tap',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => {
        const bundle = context.bundle;
        if (!bundle || !html.includes('<div id="root">')) return html;
        const chunkOf = (path: string) =>
          Object.values(bundle).find(
            (output): output is Chunk =>
              output.type === 'chunk' && Boolean(output.facadeModuleId?.endsWith(path)),
          );
        const app = chunkOf('/src/app/main.tsx');
        const cart = chunkOf('/src/app/features/cart/CartFeature.tsx');
        const checkout = chunkOf('/src/components/CartDrawer/CartCheckout.tsx');
        // Not the storefront's build (Storybook's, a test's): nothing to add.
        if (!app || !cart || !checkout) return html;
        /** A chunk and every chunk it imports statically, less those already named. */
        const graph = (fileName: string, files: Set<string>, except = new Set<string>()) => {
          if (files.has(fileName) || except.has(fileName) || html.includes(`/${fileName}"`)) return files;
          files.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') chunk.imports.forEach((next) => graph(next, files, except));
          return files;
        };
        const links = (files: Set<string>) =>
          [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
        const appFiles = graph(app.fileName, new Set());
        const cartFiles = graph(cart.fileName, new Set(), appFiles);
        const checkoutFiles = graph(checkout.fileName, new Set(), new Set([...appFiles, ...cartFiles]));
        // The checkout part's links in an inert template: nextInLine.ts puts them in the page once
        // the app has taken over (a feature may not import another, and the first load has no
        // byte for it).
        return html.replace(
          '</body>',
          `${links(appFiles)}${links(cartFiles)}\n` +
            `<template id="bukka-checkout-code">${links(checkoutFiles)}</template>\n</body>`,
        );
      },
    },
  };
}
