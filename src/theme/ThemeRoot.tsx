import CssBaseline from '@mui/material/CssBaseline';
// For a theme without CSS variables, @mui/material's ThemeProvider only renders this one; importing
// it would also bring its CSS variables provider (3 KB gzip) into the first load.
import ThemeProvider from '@mui/system/ThemeProvider';
import type { ReactNode } from 'react';
import { theme } from './theme';

/**
 * The theme and MUI's baseline styles, as the app renders them: the storefront, the prerender and
 * Storybook all go through here, so a screenshot is taken with the provider a customer gets.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
