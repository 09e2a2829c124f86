import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/chromium.ts';
import { earlyTapsScript } from './scripts/vite-early-taps.ts';
import { pathChunks } from './scripts/vite-path-chunks.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { preloadNextTap } from './scripts/vite-preload-next-tap.ts';
import { prerenderHome } from './scripts/vite-prerender-home.ts';
import { stripDebugLabels } from './scripts/vite-strip-debug-labels.ts';
import { pwaPlugin } from './pwa.config.ts';

/**
 * The entry script (boot.ts, 2 KB) fetched at high priority: as an async script it is otherwise
 * fetched at low priority, behind the hero picture (fetchpriority high) and the fonts, and a
 * tap on the prerendered page before it has run is lost (issue 12). Vite rewrites the tag and
 * drops the attribute when it is written in index.html, so it is added to the built page.
 */
function entryFirst(): Plugin {
  return {
    name: 'bukka-entry-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<script (?=[^>]*type="module")(?=[^>]*src="\/assets\/index-)/,
          '<script fetchpriority="high" ',
        ),
    },
  };
}

// The app's code and the cart drawer's first view as one chunk each (scripts/vite-path-chunks.ts).
const chunks = pathChunks();

export default defineConfig({
  // pwaPlugin: the manifest and the service worker (pwa.config.ts, DESIGN §11). precompress: a
  // Brotli copy of every text file, written last (scripts/vite-precompress.ts). preloadNextTap: the
  // app's and the cart's modules asked for as the page arrives (scripts/vite-preload-next-tap.ts).
  plugins: [
    stripDebugLabels(),
    react(),
    earlyTapsScript(),
    pwaPlugin(),
    precompress(),
    entryFirst(),
    preloadNextTap(),
    chunks.plugin,
  ],
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
    // Fonts stay files, however small (Roboto's ₦ is 3 KB): a phone with Roboto (local()) never
    // fetches them, while inlined into index.html every visit would carry them.
    assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
    // The app's code is one chunk (scripts/vite-path-chunks.ts): ~445 KB minified, 123 KB Brotli.
    chunkSizeWarningLimit: 460,
    // scripts/bench-web.ts reads it to add up what the first load really fetches.
    manifest: true,
    modulePreload: {
      // Vite's polyfill for browsers without <link rel="modulepreload"> (0.4 KB in the entry):
      // every browser this shop's customers use has it (Chrome and Android WebView since 66,
      // Safari 17, Firefox 115); elsewhere a preload hint is only skipped, nothing breaks.
      polyfill: false,
      // <link rel="modulepreload"> tags for a dynamic import's dependencies, only where someone
      // waits on that import: a dialog or a page (without them the cart first opened 0.5 s later
      // on a throttled 3G profile). What loads by itself at start-up (the app after boot.ts, the
      // lazy home sections, the app-status chunk, the API client) goes without: adding those tags
      // blocked the main thread for 20–50 ms in Lighthouse's CPU profiles (2x), when it is busiest.
      resolveDependencies: (chunk, deps) =>
        /(Feature|Page|CartCheckout)-/.test(chunk) && !/(Services|Newsletter|AppStatus)Feature-/.test(chunk)
          ? deps
          : [],
    },
    rolldownOptions: {
      // src/domain builds its zod schemas at module level (`const x = z.object(…)`). Marked pure,
      // the ones a chunk never uses are dropped with zod itself: the first load stays under
      // its 150 KB budget, and zod arrives with the forms and the API client that need it.
      treeshake: { manualPureFunctions: ['z'] },
      // The prerender (scripts/vite-prerender-home.ts) takes ~2 s by design (it starts Vite's SSR loader): no timing warning.
      checks: { pluginTimings: false },
      plugins: [prerenderHome()],
      // File hashes in lowercase letters and digits: the first load carries ~75 names of chunks
      // (the import lists and the dialogs' preload lists), and base64's mixed case, '-' and '_'
      // gzip ~80 bytes worse (measured with scripts/lib/firstLoad.ts), bytes the 150 KB budget lacks.
      output: {
        hashCharacters: 'base36',
        // Named as the chunks they replace: main's and CartFeature's, which the preload lists
        // (vite-preload-next-tap.ts, modulePreload.resolveDependencies above) and the tests know.
        codeSplitting: {
          groups: [
            { name: 'main', test: chunks.app, includeDependenciesRecursively: false },
            { name: 'CartFeature', test: chunks.cartView, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  test: {
    // Two at a time even on two cores (Vitest's default there is one): most of the suite waits
    // on browsers, servers and timers rather than computing (tests/e2e/globalSetup.ts).
    maxWorkers: 2,
    // expect.poll waits up to 10 s (Vitest's default is 1 s): under a loaded run a page load or a
    // server round trip takes longer than a second, and a poll that gives up then fails a test
    // whose app was right (customerPhone.test.ts, in a full run at load 13). It stays below
    // Playwright's 30 s action timeout, so a poll on a page still fails before the action would.
    // Projects with `extends: true` inherit it.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // One module graph per worker, not per file (as in api and e2e below).
          isolate: false,
          include: ['tests/domain/**/*.test.ts', 'tests/architecture/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          // One migrated PGlite folder to copy and one PostgreSQL for the run (tests/server/globalSetup.ts).
          globalSetup: ['tests/server/globalSetup.ts'],
          // Each file starts its own server and database; two cores run two at a time.
          fileParallelism: true,
          // A worker runs file after file in one module graph: the server's modules (Fastify,
          // Drizzle, PGlite, sharp) are evaluated once per worker instead of once per file,
          // which took ~29% of the project's time (12 files: 124 s isolated, 76 s not, at a
          // load of 13). Nothing a file starts outlives it (its afterAll stops servers and
          // databases) and no test mocks modules; module-level state in tests/ is limited
          // to counters for unique names (tests/README.md).
          isolate: false,
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
          // Three files at a time, each on its lane's server (tests/e2e/globalSetup.ts): two left
          // the cores idle a fifth of the time, waiting on throttled networks and page loads (the
          // project alone: 233 s at two, 197 s at three, the same 370 s of CPU). A project with
          // workers of its own runs in a group of its own, after the others (Vitest's rule).
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          fileParallelism: true,
          // One module graph per worker, as in api: each e2e file imported the server (flows.ts
          // starts servers in-process) and Playwright anew, 16% of the project's time and the gaps
          // between files where a worker sat idle (15 console files: 129 s of CPU isolated, 100 s
          // not; tests/README.md). The worker's one Chromium is shared by its files in turn
          // (helpers.ts browserForFile): each file closes the contexts and servers it opened.
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        // The stories run on React's and MUI's production builds, as the shop ships (Vitest's
        // NODE_ENV is 'test', which picks their development builds): the same pictures, a quarter
        // less time a story (Console screens 96 → 72 s alone), and the run was CPU-bound. The
        // development builds' warnings were never asserted; `npm run storybook` keeps them.
        // Three places, because Vite reads NODE_ENV apart for the app's code, the pre-bundled
        // dependencies and the JSX transform (jsxDEV has no production build).
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        optimizeDeps: {
          rolldownOptions: {
            transform: { define: { 'process.env.NODE_ENV': JSON.stringify('production') } },
          },
        },
        oxc: { jsx: { development: false } },
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
              // Each Playwright call (a screenshot, a viewport change) fails after 10 s with its
              // log of what it waited for, inside the after-story hook's 30 s, rather than
              // holding the hook to its end (.storybook/vitest.setup.ts).
              actionTimeout: 10_000,
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
