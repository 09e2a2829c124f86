import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { brand } from '../src/theme/palette';
import { ThemeRoot } from '../src/theme/ThemeRoot';

const phone = (width: number, height: number) => ({
  name: `Phone (${width} × ${height})`,
  styles: { width: `${width}px`, height: `${height}px` },
  type: 'mobile' as const,
});

// MSW's worker answers the screen stories' API calls (stories/screens/handlers.ts, through each
// story's parameters.msw.handlers); any other request (pictures, fonts, the code) goes through.
initialize({ onUnhandledRequest: 'bypass', quiet: true });

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
    mswLoader,
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
    // Violations fail the story's test, not just the panel. axe lists every node of a violation
    // and one of anything else: a rush screen's thousands of passing nodes were each listed, then
    // copied by the addon, and nobody reads them (Checks/Guards Violations Still Found).
    a11y: { test: 'error', options: { resultTypes: ['violations'] } },
    // The brand's grounds, from the palette: white pages, the cream of the hero, the console's ink.
    backgrounds: {
      options: {
        white: { name: 'White', value: brand.white },
        cream: { name: 'Cream', value: brand.cream },
        ink: { name: 'Ink', value: brand.ink },
      },
    },
    viewport: {
      options: {
        // The phones the shop is judged on: the narrowest, the reference (Konga's average
        // customer's), the widest common Android; then a tablet and the desktop.
        phoneSmall: phone(320, 640),
        mobile: phone(360, 740),
        phoneLarge: phone(412, 915),
        tablet: { name: 'Tablet (768 × 1024)', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
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
