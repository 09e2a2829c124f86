import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { authModeAtom } from '../state/ui';
import { VendorGate } from '../features/vendor/VendorGate';
import { useConsoleManifest } from '../features/vendor/useConsoleManifest';

// The login modal of the storefront, loaded only when a guest asks for it (from the 'not allowed'
// page). Here, not in VendorGate: one feature does not import another.
const AuthFeature = lazy(() => import('../features/auth/AuthFeature'));

/**
 * `/vendor`: the kitchen console (DESIGN §7), loaded on demand and shown outside the storefront's
 * shell (`skipLayout`). Guests and customers see a 'not allowed' page with a way to log in.
 */
export default function VendorPage() {
  const authMode = useAtomValue(authModeAtom);
  // Installs as its own app, "Bukka Kitchen" (scope /vendor), not as the storefront.
  useConsoleManifest();
  return (
    <>
      <VendorGate />
      {authMode !== '' && (
        <Suspense fallback={null}>
          <AuthFeature />
        </Suspense>
      )}
    </>
  );
}
