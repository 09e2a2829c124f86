import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import type { renderPage, withMenuData } from '../src/app/prerender';
import { SSR_ENTRY, ssrDirOf } from '../src/server/ssr-bundle.ts';
import { stripDebugLabels } from './vite-strip-debug-labels.ts';

/**
 * The Rolldown plugin that prerenders the home page into dist/index.html after the build writes it,
 * and leaves the renderer it used as a Node bundle in dist-ssr/ (`ssrDirOf`): the server renders
 * `/` with the vendor's menu through the very same code (src/server/home-page.ts, issue 16).
 */
export function prerenderHome(): Plugin {
  return {
    // The home page prerendered into dist/index.html (src/app/prerender.tsx): `/` paints
    // from HTML and CSS alone while the scripts load. Only for the storefront's own build.
    name: 'bukka-prerender-home',
    async writeBundle(output, bundle) {
      const isStorefront =
        'index.html' in bundle &&
        Object.values(bundle).some(
          (chunk) => chunk.type === 'chunk' && chunk.moduleIds.some((id) => id.endsWith('/src/app/main.tsx')),
        );
      if (!isStorefront || !output.dir) return;
      const [{ readFile, writeFile }, { join }, { pathToFileURL }, { build }] = await Promise.all([
        import('node:fs/promises'),
        import('node:path'),
        import('node:url'),
        import('vite'),
      ]);
      const ssrDir = ssrDirOf(output.dir);
      // The renderer for Node, built from the storefront's own sources with its own transforms,
      // so its markup and Emotion class names are the browser's and React hydrates them. Every
      // dependency is bundled in (`noExternal`): the server's image prunes dev dependencies
      // (@emotion/server), and React and MUI are read as their production builds whatever the
      // server's NODE_ENV (development builds name Emotion's classes differently).
      // The vite.config.ts alias of MUI's createThemeWithVars only drops code the theme never runs.
      await build({
        configFile: false,
        root: decodeURIComponent(new URL('..', import.meta.url).pathname),
        mode: 'production',
        logLevel: 'warn',
        plugins: [stripDebugLabels(), react()],
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        ssr: { noExternal: true, target: 'node' },
        build: {
          ssr: 'src/app/prerender.tsx',
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
          target: 'node20',
          minify: false,
          reportCompressedSize: false,
          rolldownOptions: {
            // The service worker's registration (vite-plugin-pwa's module) runs in the browser only.
            external: ['virtual:pwa-register'],
            output: { entryFileNames: SSR_ENTRY },
            checks: { pluginTimings: false },
          },
        },
      });
      // A query of its own: a second build in this process must not get the first's module.
      const renderer = (await import(
        `${pathToFileURL(join(ssrDir, SSR_ENTRY)).href}?build=${Date.now()}`
      )) as {
        renderPage: typeof renderPage;
        withMenuData: typeof withMenuData;
      };

      const file = join(output.dir, 'index.html');
      const page = await readFile(file, 'utf8');
      if (!page.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
      // The empty page stays as app.html: the server answers /signup and /vendor with it, so
      // they never flash the home page while their scripts load.
      // Both carry the menu they were built with (the seed): the server writes the stored one in
      // its place on each answer, and `/` rendered with it (src/server/home-page.ts); the
      // service worker's copies keep the seed.
      const shell = renderer.withMenuData(page);
      await writeFile(join(output.dir, 'app.html'), shell);
      await writeFile(file, await renderer.renderPage(shell, '/'));
    },
  };
}
