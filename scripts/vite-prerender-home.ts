import type { Plugin } from 'vite';
import type { Prerendered } from '../src/app/prerender';

/** The Rolldown plugin that prerenders the home page into dist/index.html after the build writes it. */
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
      const [{ readFile, writeFile }, { join }, { createServer }] = await Promise.all([
        import('node:fs/promises'),
        import('node:path'),
        import('vite'),
      ]);
      const server = await createServer({
        configFile: false,
        root: decodeURIComponent(new URL('..', import.meta.url).pathname),
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { render } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
          render: (path: string) => Promise<Prerendered>;
        };
        const { html: markup, styles, menuData } = await render('/');
        const file = join(output.dir, 'index.html');
        const page = await readFile(file, 'utf8');
        if (!page.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
        // The empty page stays as app.html: the server answers /signup and /vendor with it, so
        // they never flash the home page while their scripts load.
        // Both carry the menu they were built with (the seed): the server writes the stored one in
        // its place on each answer (src/server/home-page.ts); the service worker's copies keep it.
        await writeFile(
          join(output.dir, 'app.html'),
          page.replace('</head>', () => `${menuData}</head>`),
        );
        await writeFile(
          file,
          page
            .replace('</head>', () => `${menuData}${styles}</head>`)
            .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`),
        );
      } finally {
        await server.close();
      }
    },
  };
}
