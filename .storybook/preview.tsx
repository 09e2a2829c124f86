import type { Preview } from '@storybook/react-vite';
import { ThemeRoot } from '../src/theme/ThemeRoot';

const preview: Preview = {
  decorators: [
    (Story) => (
      <ThemeRoot>
        <Story />
      </ThemeRoot>
    ),
  ],
  // Every font face index.html declares is loaded before a story renders: a menu positioned while
  // a fallback font was showing lands a few pixels off, and its screenshot differs run to run.
  loaders: [
    async () => {
      await Promise.all([...document.fonts].map((face) => face.load()));
    },
  ],
  // Every story is screenshot-compared (see vitest.setup.ts) unless it opts out with '!visual',
  // and must fit its viewport's width unless it opts out with '!fits-viewport'.
  tags: ['autodocs', 'visual', 'fits-viewport'],
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
