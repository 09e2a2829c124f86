import { useEffect, useRef, useState } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { AppBanner } from '../../../components/AppBanner/AppBanner';
import { useOnline } from '../../hooks/useOnline';
import { useShopStatusPoll } from '../../hooks/useShopStatusPoll';
import { PauseBanners } from './PauseBanners';
import { keepMenuOffline } from './keepOffline';
import { loadCart, networkQuiet, requestsInFlight, showPicturesAndFonts } from './nextInLine';

// Here, not in a chunk of its own: a new chunk importing the first load's modules (Button,
// Typography…) made Rolldown split them out of it, ~1.8 KB gzip more on the first load.
export { lazyPage } from './whenOnline';

/**
 * The installed app's state above every page (DESIGN §11): registers the service worker
 * (pwa.config.ts), offers "A new version is ready — reload" when a new build has been installed
 * beside the running one (it waits: never a swap mid-checkout), and says when the phone is
 * offline. Loaded after the app has taken over (Root.tsx): nothing here is on the first load.
 */
export default function AppStatusFeature({ audience }: { audience: 'customer' | 'vendor' }) {
  const online = useOnline();
  // The switches, live on the storefront (the paused banner, an open cart); the console reads its own.
  useShopStatusPoll(audience === 'customer');
  const [updateReady, setUpdateReady] = useState(false);
  const update = useRef<(reload?: boolean) => Promise<void>>(undefined);
  useEffect(() => {
    // In the order of the customer's next tap (nextInLine.ts): the cart's code, the pictures and
    // fonts, then,
    // on a quiet network, the service worker. Its first install downloads the whole precache: at
    // 250 kbit/s that must not compete with what the customer is waiting for.
    let cancelled = false;
    void (async () => {
      if (audience === 'customer') await loadCart();
      showPicturesAndFonts();
      do await networkQuiet();
      while (requestsInFlight());
      if (cancelled) return;
      update.current = registerSW({ immediate: true, onNeedRefresh: () => setUpdateReady(true) });
      // The console is never offline-capable; the storefront keeps its menu's pictures.
      if (audience === 'customer') void keepMenuOffline();
    })();
    return () => {
      cancelled = true;
    };
  }, [audience]);
  return (
    <>
      {updateReady && <AppBanner kind="update" onReload={() => void update.current?.(true)} />}
      {!online && <AppBanner kind="offline" audience={audience} />}
      {audience === 'customer' && <PauseBanners />}
    </>
  );
}
