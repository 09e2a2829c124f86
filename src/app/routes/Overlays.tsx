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
// with the forms (react-hook-form, zod) they would blow the 150 KB first-load budget. Each opens
// while its atom holds a truthy value (the auth modal's mode, the others' open flag).
const AUTH = { open: authModeAtom, Feature: lazy(() => import('../features/auth/AuthFeature')) };
const PANELS = [
  { open: cartOpenAtom, Feature: lazy(() => import('../features/cart/CartFeature')) },
  { open: paymentPopupOpenAtom, Feature: lazy(() => import('../features/payment/PaymentFeature')) },
  { open: trackerOpenAtom, Feature: lazy(() => import('../features/tracker/TrackerFeature')) },
  { open: wishlistOpenAtom, Feature: lazy(() => import('../features/wishlist/WishlistFeature')) },
  { open: addressesOpenAtom, Feature: lazy(() => import('../features/addresses/AddressesFeature')) },
];

/** Mounts a lazy overlay the first time it opens, then keeps it mounted for its close animation. */
function OnceOpened({ open, Feature }: (typeof PANELS)[number] | typeof AUTH) {
  const isOpen = Boolean(useAtomValue(open));
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened ? (
    <Suspense fallback={null}>
      <Feature />
    </Suspense>
  ) : null;
}

/** The auth modal, the cart drawer and the other panels of the shell. */
export function Overlays({ withAuth }: { withAuth: boolean }) {
  // Decrypts a remembered username (if any) as the page starts, so the login form it prefills
  // has it from its first render.
  useAtomValue(rememberedUsernameAtom);
  return (withAuth ? [AUTH, ...PANELS] : PANELS).map((overlay, index) => (
    <OnceOpened key={index} {...overlay} />
  ));
}
