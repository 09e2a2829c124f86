import { useEffect } from 'react';
import { usePaystackReturn } from '../features/payment/paystackReturn';
import { useSessionBootstrap } from '../features/session/useSessionBootstrap';
import { AppRoutes, preloadRouteProgress } from './routes';
import { useHiddenTabReload } from './useHiddenTabReload';
import { useScrollToHash } from './useScrollToHash';

/**
 * The app inside its router: what every page shares (the session, the hidden-tab reload, the
 * scroll to a `#hash`, the return from Paystack), then the page itself.
 */
export function Root() {
  useSessionBootstrap();
  useHiddenTabReload();
  useScrollToHash();
  usePaystackReturn();
  useEffect(() => {
    // The prerendered page looks the same before and after: this says the app has taken over
    // (tests wait for it before they click).
    document.documentElement.dataset.app = 'ready';
    // The taps the customer made on the prerendered page before this moment, now for real.
    // (earlyTaps/: the page's first script holds them.)
    window.bukkaEarlyTaps?.replay();
    preloadRouteProgress();
  }, []);
  return <AppRoutes />;
}
