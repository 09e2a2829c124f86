import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePaystackReturn } from '../features/payment/usePaystackReturn';
import { useSessionBootstrap } from '../features/session/useSessionBootstrap';
import { afterCartCode } from '../hooks/cartCode';
import { useStarted } from '../hooks/useStarted';
import { AppRoutes, preloadRouteProgress } from './routes';
import { useHiddenTabReload } from './useHiddenTabReload';
import { useReopenCart } from './useReopenCart';
import { useScrollToHash } from './useScrollToHash';

// The service worker, the update offer and the offline line: after the app has taken over, and
// behind the cart's code (hooks/cartCode.ts).
const AppStatusFeature = lazy(afterCartCode(() => import('../features/pwa/AppStatusFeature')));

/**
 * The service worker, the update offer and the offline line, once the app runs. Its own
 * component: `useStarted` turns true right after hydration, and React applies that change at
 * once (synchronously, in one task). Here it re-renders this alone; in Root it re-rendered the
 * whole page, a ~100 ms long task at 4x CPU right after the hydration's commit.
 */
function AppStatus() {
  // False in the prerender and while hydrating, true once the app runs: the feature stays out of
  // the markup React compares, and its chunk loads after the page has been taken over.
  const started = useStarted();
  const { pathname } = useLocation();
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <AppStatusFeature audience={pathname.startsWith('/vendor') ? 'vendor' : 'customer'} />
    </Suspense>
  );
}

/**
 * The app inside its router: what every page shares (the session, the hidden-tab reload, the
 * scroll to a `#hash`, the return from Paystack), then the page itself.
 */
export function Root() {
  const { pathname } = useLocation();
  useSessionBootstrap();
  useHiddenTabReload(!pathname.startsWith('/vendor'));
  useScrollToHash();
  usePaystackReturn();
  useReopenCart();
  useEffect(() => {
    // The prerendered page looks the same before and after: this says the app has taken over
    // (tests wait for it before they click).
    document.documentElement.dataset.app = 'ready';
    // The taps the customer made on the prerendered page before this moment, now for real.
    // (earlyTaps/: the page's first script holds them.)
    window.bukkaEarlyTaps?.replay();
    preloadRouteProgress();
  }, []);
  return (
    <>
      <AppStatus />
      <AppRoutes />
    </>
  );
}
