import '@fontsource/fredoka/600.css';
import '@fontsource/fredoka/700.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import type { Preview } from '@storybook/react-vite';
import { theme } from '../src/theme/theme';

const preview: Preview = {
  // Every face loaded before the story renders: a popover or tooltip opened on load measures its
  // text once, and would keep the fallback font's widths if the face arrived after it.
  loaders: [
    () =>
      Promise.all(
        ['400 1em Roboto', '500 1em Roboto', '700 1em Roboto', '600 1em Fredoka', '700 1em Fredoka'].map(
          (font) => document.fonts.load(font),
        ),
      ),
  ],
  decorators: [
    (Story) => (
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <Story />
      </ThemeProvider>
    ),
  ],
  // Every story is screenshot-compared (see vitest.setup.ts) unless it opts out with '!visual'.
  tags: ['autodocs', 'visual'],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // Violations fail the story's test, not just the panel.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Phone (360 × 740)', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        desktop: {
          name: 'Desktop (1280 × 800)',
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
};

export default preview;
