import type { RouteObject } from 'react-router';
import { RouteProgress } from '../../components/RouteProgress/RouteProgress';
import type { RouteHandle } from './handle';
import { HomePage } from './HomePage';
import { Root } from './Root';
import { RouteError } from './RouteError';

/**
 * `/` is in the first chunk (it is what nearly everyone lands on); `/signup` and `/vendor` load
 * on demand, and the yellow RouteProgress shows while they do. The browser router (router.tsx)
 * and the build-time prerender of `/` (prerender.tsx) share these.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Root />,
    errorElement: <RouteError />,
    // Landing straight on a lazy route: the yellow bar runs while its chunk loads.
    hydrateFallbackElement: <RouteProgress active />,
    children: [
      { index: true, element: <HomePage /> },
      {
        path: 'signup',
        lazy: async () => ({ Component: (await import('./SignupPage')).default }),
      },
      {
        path: 'vendor',
        handle: { skipLayout: true } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./VendorPage')).default }),
      },
      { path: '*', element: <RouteError /> },
    ],
  },
];
