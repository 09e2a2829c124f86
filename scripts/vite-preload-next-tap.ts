import type { IndexHtmlTransformContext, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/**
 * The app's code asked for as soon as the page is in (issue 30): `<link rel="modulepreload">` at
 * the end of <body> for src/app/main.tsx's chunk and every chunk it imports statically. Without
 * them the browser learns of main's own imports only once main itself has arrived (at 250
 * kbit/s, ~7 s later: one more round trip after 90 KB). The network emulation gives every request
 * on its way an equal share of the line, so what starts beside the app's code delays the takeover
 * by its own size: the cart drawer's code is not among them. Its first view (CartFeature and the
 * drawer's lines, totals and button, ~25 KB) waits in `<template id="bukka-cart-code">`, which
 * main.tsx puts in the page as the takeover starts, ahead of the home page's lazy sections
 * (src/app/hooks/cartCode.ts); its checkout part (its fields, react-hook-form, zod and the phone
 * rules, ~60 KB: src/components/CartDrawer/CartCheckout.tsx) in
 * `<template id="bukka-checkout-code">`, put in the page behind it by
 * src/app/features/pwa/nextInLine.ts. Measured with `npm run bench:network` (17fb621's note and
 * the commit after it): preloaded before the takeover, the drawer's first view held the takeover
 * back ~2 s for no earlier cart.
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
        // By its facade, or by its modules where the chunk is a group of them (vite-path-chunks.ts).
        const chunkOf = (path: string) =>
          Object.values(bundle).find(
            (output): output is Chunk =>
              output.type === 'chunk' &&
              (Boolean(output.facadeModuleId?.endsWith(path)) ||
                output.moduleIds.some((id) => id.endsWith(path))),
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
        // The cart's links in inert templates: src/app/hooks/cartCode.ts puts them in the page,
        // in turn, once the app's code runs (the first load has no byte for them).
        return html.replace(
          '</body>',
          `${links(appFiles)}\n` +
            `<template id="bukka-cart-code">${links(cartFiles)}</template>\n` +
            `<template id="bukka-checkout-code">${links(checkoutFiles)}</template>\n</body>`,
        );
      },
    },
  };
}
