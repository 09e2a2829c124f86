import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router';
import { NavBar } from '../../../components/NavBar/NavBar';
import { cartCountAtom, cartSubtotalAtom } from '../../state/cart';
import { orderToPayAtom, payForOrderAtom, paymentVerifiedAtom } from '../../state/order';
import { isSignedInAtom, userNameAtom } from '../../state/session';
import {
  addressesOpenAtom,
  authModeAtom,
  cartOpenAtom,
  mobileMenuOpenAtom,
  trackerOpenAtom,
  wishlistOpenAtom,
} from '../../state/ui';
import { wishlistAtom } from '../../state/wishlist';
import { useBackCloses } from '../../hooks/useBackCloses';
import { useLogout } from '../../hooks/useLogout';
import { useOrderToPay } from '../../hooks/useOrderToPay';

/** The header wired to the session, the cart and wishlist counts, the order to pay and the panels. */
export function NavBarFeature() {
  const signedIn = useAtomValue(isSignedInAtom);
  const userName = useAtomValue(userNameAtom);
  const paymentVerified = useAtomValue(paymentVerifiedAtom);
  const cartCount = useAtomValue(cartCountAtom);
  const cartTotal = useAtomValue(cartSubtotalAtom);
  const wishlistCount = useAtomValue(wishlistAtom).length;
  const orderToPay = useAtomValue(orderToPayAtom);
  const payForOrder = useSetAtom(payForOrderAtom);
  const setAuthMode = useSetAtom(authModeAtom);
  const setCartOpen = useSetAtom(cartOpenAtom);
  const setTrackerOpen = useSetAtom(trackerOpenAtom);
  const setWishlistOpen = useSetAtom(wishlistOpenAtom);
  const setAddressesOpen = useSetAtom(addressesOpenAtom);
  const [mobileMenuOpen, setMobileMenuOpen] = useAtom(mobileMenuOpenAtom);
  const navigate = useNavigate();
  // A customer's own phone: a failed logout keeps them signed in; a done one reloads the page.
  const logout = useLogout({ forgetOnFailure: false, reload: true });
  useOrderToPay();
  useBackCloses(mobileMenuOpen, () => setMobileMenuOpen(false));

  return (
    <NavBar
      // Signed in but the name not yet known (GET /me in flight): a neutral greeting, not Login.
      username={signedIn ? userName || 'there' : undefined}
      paymentVerified={signedIn && paymentVerified}
      cartCount={cartCount}
      cartTotal={cartTotal}
      wishlistCount={wishlistCount}
      orderToPay={orderToPay?.ref}
      mobileMenuOpen={mobileMenuOpen}
      onMobileMenuOpenChange={setMobileMenuOpen}
      onLogin={() => setAuthMode('login')}
      onSignup={() => setAuthMode('signup')}
      onLogout={() => void logout()}
      onTrackOrder={() => setTrackerOpen(true)}
      onOpenCart={() => setCartOpen((open) => !open)}
      onOpenWishlist={() => setWishlistOpen(true)}
      onOpenAddresses={() => setAddressesOpen(true)}
      onPayOrder={() => orderToPay && payForOrder(orderToPay)}
      // From the mobile menu, whose history entry the page takes over: back leaves My orders.
      onOpenOrders={() => void navigate('/orders', { replace: mobileMenuOpen })}
    />
  );
}
