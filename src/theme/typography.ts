import type { ThemeOptions } from '@mui/material/styles';

// Fredoka for headings (round, friendly, food-stall lettering), Roboto for everything read at length.
// Both are bundled with @fontsource, so pages and screenshots never depend on the machine's fonts.
export const DISPLAY_FONT = '"Fredoka", "Roboto", sans-serif';

export const typography: ThemeOptions['typography'] = {
  fontFamily: '"Roboto", "Helvetica", "Arial", sans-serif',
  h1: { fontFamily: DISPLAY_FONT, fontWeight: 700, fontSize: '2.6rem', lineHeight: 1.1 },
  h2: { fontFamily: DISPLAY_FONT, fontWeight: 700, fontSize: '2rem', lineHeight: 1.15 },
  h3: { fontFamily: DISPLAY_FONT, fontWeight: 600, fontSize: '1.5rem', lineHeight: 1.2 },
  h4: { fontFamily: DISPLAY_FONT, fontWeight: 600, fontSize: '1.25rem' },
  h5: { fontFamily: DISPLAY_FONT, fontWeight: 600, fontSize: '1.1rem' },
  h6: { fontFamily: DISPLAY_FONT, fontWeight: 600, fontSize: '1rem' },
  button: { fontWeight: 700, textTransform: 'none', letterSpacing: 0.2 },
};
