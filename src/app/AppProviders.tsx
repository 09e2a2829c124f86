import { Provider as JotaiProvider, type createStore } from 'jotai';
import { StrictMode, type ReactNode } from 'react';
import { ThemeRoot } from '../theme/ThemeRoot';

interface AppProvidersProps {
  children: ReactNode;
  /** The Jotai store; the browser makes its own to look at the saved state before it renders. */
  store?: ReturnType<typeof createStore>;
}

/** Theme, baseline styles and the Jotai store around the router: the browser and the prerender. */
export function AppProviders({ children, store }: AppProvidersProps) {
  return (
    <StrictMode>
      <ThemeRoot>
        <JotaiProvider store={store}>{children}</JotaiProvider>
      </ThemeRoot>
    </StrictMode>
  );
}
