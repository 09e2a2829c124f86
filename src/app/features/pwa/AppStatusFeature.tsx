import { useRegisterSW } from 'virtual:pwa-register/react';
import { AppBanner } from '../../../components/AppBanner/AppBanner';
import { useOnline } from './useOnline';

/**
 * The installed app's state above every page (DESIGN §11): registers the service worker
 * (pwa.config.ts), offers "A new version is ready — reload" when a new build has been installed
 * beside the running one (it waits: never a swap mid-checkout), and says when the phone is
 * offline. Loaded after the app has taken over (Root.tsx): nothing here is on the first load.
 */
export default function AppStatusFeature({ audience }: { audience: 'customer' | 'vendor' }) {
  const online = useOnline();
  const {
    needRefresh: [updateReady],
    updateServiceWorker,
  } = useRegisterSW({ immediate: true });
  return (
    <>
      {updateReady && <AppBanner kind="update" onReload={() => void updateServiceWorker(true)} />}
      {!online && <AppBanner kind="offline" audience={audience} />}
    </>
  );
}
