import CssBaseline from '@mui/material/CssBaseline';
// For a theme without CSS variables, @mui/material's ThemeProvider only renders this one; importing
// it would also bring its CSS variables provider (3 KB gzip) into the first load.
import ThemeProvider from '@mui/system/ThemeProvider';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { StrictMode, type ReactNode } from 'react';
import { theme } from '../theme/theme';

interface AppProvidersProps {
  children: ReactNode;
  /** The Jotai store; the browser makes its own to look at the saved state before it renders. */
  store?: ReturnType<typeof createStore>;
}

/** Theme, baseline styles and the Jotai store around the router: the browser and the prerender. */
export function AppProviders({ children, store }: AppProvidersProps) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <JotaiProvider store={store}>{children}</JotaiProvider>
      </ThemeProvider>
    </StrictMode>
  );
}
