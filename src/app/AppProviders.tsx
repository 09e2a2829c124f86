import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
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
