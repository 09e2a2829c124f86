import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import type { PageModule } from '../features/pwa/whenOnline';
import { afterCartCode } from '../hooks/cartCode';
import { HomePage } from './HomePage';
import { RouteError } from './RouteError';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { Shell } from './Shell';

// The yellow bar is only needed once a page is on its way: its chunk (MUI's LinearProgress) is
// fetched once the app is up and the cart's code is in (preloadRouteProgress, hooks/cartCode.ts),
// not with the first load.
const loadRouteProgress = () => import('../../components/RouteProgress/RouteProgress');
const RouteProgress = lazy(() => loadRouteProgress().then((m) => ({ default: m.RouteProgress })));
export const preloadRouteProgress = () => void afterCartCode(loadRouteProgress)();

/**
 * Sign-up and My orders are not precached (pwa.config.ts): opened offline, their code does not
 * load, and the app-status chunk (precached, already loaded) stands in until the network is back.
 */
const whenOnline = (load: () => Promise<PageModule>) => () =>
  load().catch((error: unknown) =>
    import('../features/pwa/AppStatusFeature').then((m) => m.lazyPage(load, error)),
  );
const SignupPage = lazy(whenOnline(() => import('./SignupPage')));
const VendorPage = lazy(() => import('./VendorPage'));
const OrdersPage = lazy(whenOnline(() => import('./OrdersPage')));

/** A page loaded on demand: the yellow bar runs while its chunk loads. */
function LazyPage({ children }: { children: ReactNode }) {
  return (
    <RouteErrorBoundary>
      <Suspense
        fallback={
          <Suspense fallback={null}>
            <RouteProgress active />
          </Suspense>
        }
      >
        {children}
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * `/` is in the first chunk (it is what nearly everyone lands on); `/signup`, `/orders` (My
 * orders) and `/vendor` load on demand. The console at `/vendor` is a page of its own, outside the storefront's shell
 * (product-spec §2's `skipLayout`). The browser (main.tsx) and the build-time prerender of `/`
 * (prerender.tsx) render these same routes.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="vendor"
        element={
          <LazyPage>
            <VendorPage />
          </LazyPage>
        }
      />
      <Route element={<Shell />}>
        <Route
          index
          element={
            <RouteErrorBoundary>
              <HomePage />
            </RouteErrorBoundary>
          }
        />
        <Route
          path="signup"
          element={
            <LazyPage>
              <SignupPage />
            </LazyPage>
          }
        />
        <Route
          path="orders"
          element={
            <LazyPage>
              <OrdersPage />
            </LazyPage>
          }
        />
        <Route path="*" element={<RouteError notFound />} />
      </Route>
    </Routes>
  );
}
