import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { pwaPlugin } from './pwa.config.ts';
import type { Prerendered } from './src/app/prerender';

// Debian's Chromium: test tools cannot download a browser of their own on these machines.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Screenshots must not depend on the machine's fonts or colour profile.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

export default defineConfig({
  // pwaPlugin: the manifest and the service worker (pwa.config.ts, DESIGN §11).
  plugins: [react(), pwaPlugin()],
  resolve: {
    alias: [
      {
        // MUI's theme engine for CSS variables, which Bukka's theme does not use (why and how to
        // undo it: src/theme/withoutCssVariables.ts). Only @mui/material/styles imports this path.
        find: /^\.\/createThemeWithVars\.mjs$/,
        replacement: fileURLToPath(new URL('./src/theme/withoutCssVariables.ts', import.meta.url)),
      },
    ],
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3000}` },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 400,
    // scripts/bench-web.ts reads it to add up what the first load really fetches.
    manifest: true,
    modulePreload: {
      // <link rel="modulepreload"> tags for a dynamic import's dependencies, only where someone
      // waits on that import: a dialog or a page (without them the cart first opened 0.5 s later
      // on a throttled 3G profile). What loads by itself at start-up (the app after boot.ts, the
      // lazy home sections, the API client) goes without: adding those tags blocked the main
      // thread for 20–50 ms in Lighthouse's CPU profiles (2x), when it is busiest.
      resolveDependencies: (chunk, deps) =>
        /(Feature|Page)-/.test(chunk) && !/(Services|Newsletter)Feature-/.test(chunk) ? deps : [],
    },
    rolldownOptions: {
      // src/domain builds its zod schemas at module level (`const x = z.object(…)`). Marked pure,
      // the ones a chunk never uses are dropped with zod itself: the first load stays under
      // its 150 KB budget, and zod arrives with the forms and the API client that need it.
      treeshake: { manualPureFunctions: ['z'] },
      // The prerender below takes ~2 s by design (it starts Vite's SSR loader): no timing warning.
      checks: { pluginTimings: false },
      plugins: [
        {
          // The home page prerendered into dist/index.html (src/app/prerender.tsx): `/` paints
          // from HTML and CSS alone while the scripts load. Only for the storefront's own build.
          name: 'bukka-prerender-home',
          async writeBundle(output, bundle) {
            const isStorefront =
              'index.html' in bundle &&
              Object.values(bundle).some(
                (chunk) =>
                  chunk.type === 'chunk' && chunk.moduleIds.some((id) => id.endsWith('/src/app/main.tsx')),
              );
            if (!isStorefront || !output.dir) return;
            const [{ readFile, writeFile }, { join }, { createServer }] = await Promise.all([
              import('node:fs/promises'),
              import('node:path'),
              import('vite'),
            ]);
            const server = await createServer({
              configFile: false,
              root: decodeURIComponent(new URL('.', import.meta.url).pathname),
              logLevel: 'error',
              appType: 'custom',
              server: { middlewareMode: true, hmr: false, ws: false },
              optimizeDeps: { noDiscovery: true, include: [] },
            });
            try {
              const { render } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
                render: (path: string) => Promise<Prerendered>;
              };
              const { html: markup, styles } = await render('/');
              const file = join(output.dir, 'index.html');
              const page = await readFile(file, 'utf8');
              if (!page.includes('<div id="root"></div>')) throw new Error('index.html has no empty #root');
              // The empty page stays as app.html: the server answers /signup and /vendor with it, so
              // they never flash the home page while their scripts load.
              await writeFile(join(output.dir, 'app.html'), page);
              await writeFile(
                file,
                page
                  .replace('</head>', () => `${styles}</head>`)
                  .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`),
              );
            } finally {
              await server.close();
            }
          },
        },
      ],
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['tests/domain/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // Each file starts its own server and database; two cores run two at a time.
          fileParallelism: true,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The assembled app in Chromium, driven from Node by Playwright (login and logout reload
        // the page, which Vitest's browser mode cannot survive), against the real server on a
        // fresh PGlite folder. globalSetup builds once and starts that one server.
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          // One server, one set of vendor switches: files take turns.
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromium, args: chromiumArgs },
            }),
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: {
                  // Anti-aliasing noise only: a changed colour or a moved element fails.
                  threshold: 0.1,
                  allowedMismatchedPixelRatio: 0.0005,
                },
              },
            },
          },
        },
      },
    ],
  },
});
