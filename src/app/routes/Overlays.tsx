import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { paymentPopupOpenAtom } from '../state/order';
import { rememberedUsernameAtom } from '../state/session';
import {
  addressesOpenAtom,
  authModeAtom,
  cartOpenAtom,
  trackerOpenAtom,
  wishlistOpenAtom,
} from '../state/ui';

// Dialogs and drawers load on first use: none of them is needed to paint the page, and together
// with the forms (react-hook-form, zod) they would blow the 150 KB first-load budget.
const AuthFeature = lazy(() => import('../features/auth/AuthFeature'));
const CartFeature = lazy(() => import('../features/cart/CartFeature'));
const PaymentFeature = lazy(() => import('../features/payment/PaymentFeature'));
const TrackerFeature = lazy(() => import('../features/tracker/TrackerFeature'));
const WishlistFeature = lazy(() => import('../features/wishlist/WishlistFeature'));
const AddressesFeature = lazy(() => import('../features/addresses/AddressesFeature'));

/** Mounts a lazy overlay the first time it opens, then keeps it mounted for its close animation. */
function OnceOpened({ open, children }: { open: boolean; children: React.ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** The auth modal, the cart drawer and the other panels of the shell. */
export function Overlays({ withAuth }: { withAuth: boolean }) {
  const authMode = useAtomValue(authModeAtom);
  const cartOpen = useAtomValue(cartOpenAtom);
  const paymentOpen = useAtomValue(paymentPopupOpenAtom);
  const trackerOpen = useAtomValue(trackerOpenAtom);
  const wishlistOpen = useAtomValue(wishlistOpenAtom);
  const addressesOpen = useAtomValue(addressesOpenAtom);
  // Decrypts a remembered username (if any) as the page starts, so the login form it prefills
  // has it from its first render.
  useAtomValue(rememberedUsernameAtom);
  return (
    <>
      {withAuth && (
        <OnceOpened open={authMode !== ''}>
          <AuthFeature />
        </OnceOpened>
      )}
      <OnceOpened open={cartOpen}>
        <CartFeature />
      </OnceOpened>
      <OnceOpened open={paymentOpen}>
        <PaymentFeature />
      </OnceOpened>
      <OnceOpened open={trackerOpen}>
        <TrackerFeature />
      </OnceOpened>
      <OnceOpened open={wishlistOpen}>
        <WishlistFeature />
      </OnceOpened>
      <OnceOpened open={addressesOpen}>
        <AddressesFeature />
      </OnceOpened>
    </>
  );
}
