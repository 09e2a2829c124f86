import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, type ReactNode } from 'react';
import { theme } from '../theme/theme';

/** Theme, baseline styles and the Jotai store around the router: the browser and the prerender. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <JotaiProvider>{children}</JotaiProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
