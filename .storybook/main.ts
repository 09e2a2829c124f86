import type { StorybookConfig } from '@storybook/react-vite';
import { appFontFaces } from './appFonts.ts';

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // The app's fonts, from index.html: the same files and weights, not @fontsource's full CSS.
  previewHead: (head) => `${head ?? ''}${appFontFaces()}`,
};

export default config;
