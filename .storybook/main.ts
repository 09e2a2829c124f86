import type { StorybookConfig } from '@storybook/react-vite';
import type { PluginOption } from 'vite';
import { appFontFaces } from './appFonts.ts';

const config: StorybookConfig = {
  stories: ['../stories/docs/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The fonts index.html's @font-face rules name (appFonts.ts), at the same address in a static build.
  staticDirs: ['../public', { from: '../src/assets/fonts', to: '/src/assets/fonts' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The app's fonts, from index.html: the same files and weights, not @fontsource's full CSS.
  previewHead: (head) => `${head ?? ''}${appFontFaces()}`,
  // vite.config.ts is the storefront's build: its service worker (whose precache refuses
  // Storybook's 3 MB manager bundle and failed `storybook build`), the home page's prerender,
  // the early-taps script and the Brotli copies belong to the shop, not to the component library.
  viteFinal: (config) => ({
    ...config,
    plugins: withoutShopBuild(config.plugins ?? []),
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

export default config;
