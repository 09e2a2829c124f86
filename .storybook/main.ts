import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { appFontFaces } from './appFonts.ts';

const config: StorybookConfig = {
  stories: ['../stories/docs/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The fonts index.html's @font-face rules name (appFonts.ts), at the same address in a static build;
  // MSW's worker (`mockServiceWorker.js`, written by `npx msw init`, kept by package.json's
  // msw.workerDirectory) at the root, where the screen stories' handlers run (stories/screens).
  staticDirs: ['../public', './msw', { from: '../src/assets/fonts', to: '/src/assets/fonts' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The app's fonts, from index.html: the same files and weights, not @fontsource's full CSS.
  previewHead: (head) => `${head ?? ''}${appFontFaces()}`,
  // vite.config.ts is the storefront's build: its service worker (whose precache refuses
  // Storybook's 3 MB manager bundle and failed `storybook build`), the home page's prerender,
  // the early-taps script and the Brotli copies belong to the shop, not to the component library.
  // Without the PWA plugin, `virtual:pwa-register` (the app's AppStatusFeature, rendered by the
  // screen stories) is a stub that registers nothing: the app's worker would take the page from
  // MSW's, which answers the stories' API calls.
  viteFinal: (config) => ({
    ...config,
    plugins: withoutShopBuild(config.plugins ?? []),
    resolve: {
      ...config.resolve,
      alias: [
        ...aliases(config.resolve?.alias),
        {
          find: /^virtual:pwa-register$/,
          replacement: fileURLToPath(new URL('./pwaRegister.ts', import.meta.url)),
        },
      ],
    },
    build: { ...config.build, rolldownOptions: { ...config.build?.rolldownOptions, plugins: [] } },
  }),
};

const SHOP_BUILD = /^(vite-plugin-pwa|bukka-(offline-scripts|precompress|prerender-home|early-taps))/;

function withoutShopBuild(plugins: PluginOption[]): PluginOption[] {
  return plugins
    .flat(Infinity as 1)
    .filter(
      (plugin) => !(plugin && typeof plugin === 'object' && 'name' in plugin && SHOP_BUILD.test(plugin.name)),
    );
}

type Aliases = NonNullable<
  NonNullable<Parameters<NonNullable<StorybookConfig['viteFinal']>>[0]['resolve']>['alias']
>;

/** Vite takes aliases as an object or an array: as an array, to add one. */
function aliases(alias: Aliases | undefined) {
  if (!alias) return [];
  return Array.isArray(alias)
    ? alias
    : Object.entries(alias).map(([find, replacement]) => ({ find, replacement }));
}

export default config;
