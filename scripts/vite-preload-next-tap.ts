import type { IndexHtmlTransformContext, Plugin } from 'vite';

type Bundle = NonNullable<IndexHtmlTransformContext['bundle']>;
type Chunk = Extract<Bundle[string], { type: 'chunk' }>;

/**
 * The app's code asked for as soon as the page is in (issue 30): `<link rel="modulepreload">` at
 * the end of <body> for src/app/main.tsx's chunk and every chunk it imports statically. Without
 * them the browser learns of main's own imports only once main itself has arrived (at 250
 * kbit/s, ~7 s later: one more round trip after 90 KB). The cart's code is not among them:
 * the network emulation gives every request on its way an equal share of the line, so whatever
 * starts beside the app's code delays the takeover by its own size. Its links wait in
 * `<template id="bukka-cart-code">`, and src/app/features/pwa/nextInLine.ts puts them in the page
 * once the app has taken over.
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
        // Not the storefront's build (Storybook's, a test's): nothing to add.
        if (!app || !cart) return html;
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
        // The cart's links in an inert template: nextInLine.ts puts them in the page once the app
        // has taken over (a feature may not import another, and the first load has no byte for it).
        return html.replace(
          '</body>',
          `${links(appFiles)}\n<template id="bukka-cart-code">${links(cartFiles)}</template>\n</body>`,
        );
      },
    },
  };
}
