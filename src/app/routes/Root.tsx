import { useEffect } from 'react';
import { Outlet, useMatches, useNavigation } from 'react-router';
import { Footer } from '../../components/Footer/Footer';
import { RouteProgress } from '../../components/RouteProgress/RouteProgress';
import { NavBarFeature } from '../features/navbar/NavBarFeature';
import { usePaystackReturn } from '../features/payment/paystackReturn';
import { useSessionBootstrap } from '../features/session/useSessionBootstrap';
import { isRouteHandle } from './handle';
import { Overlays } from './Overlays';
import { useHiddenTabReload } from './useHiddenTabReload';
import { useScrollToHash } from './useScrollToHash';

/**
 * The page shell (product-spec §2): header, auth modal, the page, footer. A route whose handle
 * says `skipLayout` is rendered alone. The yellow bar shows while a lazy route loads.
 */
export function Root() {
  const navigation = useNavigation();
  const matches = useMatches();
  const skipLayout = matches.some((match) => isRouteHandle(match.handle) && match.handle.skipLayout === true);
  useSessionBootstrap();
  useHiddenTabReload();
  useScrollToHash();
  usePaystackReturn();
  useEffect(() => {
    // The prerendered page looks the same before and after: this says the app has taken over
    // (tests wait for it before they click).
    document.documentElement.dataset.app = 'ready';
  }, []);

  const progress = <RouteProgress active={navigation.state !== 'idle'} />;
  if (skipLayout) {
    return (
      <>
        {progress}
        <Outlet />
      </>
    );
  }
  return (
    <>
      {progress}
      <NavBarFeature />
      <Overlays withAuth />
      <main id="content">
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
