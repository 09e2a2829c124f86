import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const ENTRY = 'src/app/earlyTaps/install.ts';
/** Where the dev server answers with the script (the build writes a hashed file under assets/). */
const DEV_PATH = '/@bukka/early-taps.js';

/**
 * The early event contract (src/app/earlyTaps/) as a classic script in <head>, the first thing the
 * page runs (issue 12). Angular puts its contract inline in <head> for the same reason: a button
 * of the prerendered page cannot be tapped before the script that holds taps has run, because the
 * parser has not reached the button yet. Our CSP has `script-src 'self'` and no inline script,
 * so it is a file: parser-blocking on purpose, about 1.5 KB, fetched while the rest of the page
 * streams in. (As the `async` module entry, boot.ts, it ran one round trip after the page showed
 * its buttons, and the first tap there was lost.)
 *
 * Built by Vite itself as one IIFE (no module loader, no imports): the module graph would make it
 * an ES module, which cannot block the parser. The app finds it through `window.bukkaEarlyTaps`.
 */
export function earlyTapsScript(): Plugin {
  let root = process.cwd();
  let isBuild = false;
  let src = DEV_PATH;

  const bundle = async (minify: boolean) => {
    const { build } = await import('vite');
    const result = await build({
      configFile: false,
      root,
      logLevel: 'error',
      build: {
        write: false,
        minify,
        target: 'es2022',
        lib: { entry: resolve(root, ENTRY), formats: ['iife'], name: 'bukkaEarlyTapsScript' },
      },
    });
    const outputs = Array.isArray(result) ? result : [result];
    const chunk = outputs
      .flatMap((output) => ('output' in output ? output.output : []))
      .find((file) => file.type === 'chunk');
    if (!chunk || chunk.type !== 'chunk') throw new Error(`${ENTRY} built no script`);
    // lib mode's IIFE assigns its (empty) exports to a global: only the call is needed.
    return chunk.code.replace(/^var bukkaEarlyTapsScript\s*=\s*/, '');
  };

  return {
    name: 'bukka-early-taps',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_request, response, next) => {
        bundle(false).then((code) => {
          response.setHeader('Content-Type', 'text/javascript');
          response.end(code);
        }, next);
      });
    },
    async buildStart() {
      if (!isBuild) return;
      const code = await bundle(true);
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      const fileName = `assets/early-taps-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
      src = `/${fileName}`;
    },
    transformIndexHtml: {
      // After Vite's own HTML processing, which would warn about (and leave) a classic script.
      order: 'post',
      handler: (_html, context) =>
        // Only the storefront's page (app.html is written from it); not Storybook's or Vitest's.
        context.filename === resolve(root, 'index.html')
          ? [{ tag: 'script', attrs: { src }, injectTo: 'head' }]
          : [],
    },
  };
}
