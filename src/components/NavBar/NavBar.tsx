import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { SCROLL_THRESHOLD_PX } from '../../domain/constants';
import { formatNaira } from '../../domain/money';
import { NAV_LINKS } from './navLinks';

const MobileMenu = lazy(() => import('../MobileMenu/MobileMenu').then((m) => ({ default: m.MobileMenu })));
const ProfileMenu = lazy(() => import('./ProfileMenu').then((m) => ({ default: m.ProfileMenu })));

export interface NavBarProps {
  /**
   * The signed-in user's name; absent for a guest (who sees Login and Signup).
   * @default undefined
   */
  username?: string;
  /**
   * The payment step of the last order is done: 'Track your Order' shows only then.
   * @default false
   */
  paymentVerified?: boolean;
  /**
   * Total quantity in the cart, shown on the cart badges.
   * @default 0
   */
  cartCount?: number;
  /**
   * What the cart's packages come to (₦, before any delivery fee), on the floating cart button.
   * @default 0
   */
  cartTotal?: number;
  /**
   * How many items are on the wishlist, shown on its badge.
   * @default 0
   */
  wishlistCount?: number;
  /**
   * Whether the page is scrolled past 50 px (near-white bar). Leave it out and the bar listens
   * to the window's scroll itself.
   * @default undefined
   */
  scrolled?: boolean;
  /** Opens the auth modal in login mode. */
  onLogin: () => void;
  /** Opens the auth modal in sign-up mode. */
  onSignup: () => void;
  /** Logs the user out. */
  onLogout: () => void;
  /** Opens the order tracker. */
  onTrackOrder: () => void;
  /** Opens the cart drawer. */
  onOpenCart: () => void;
  /** Opens the wishlist panel. */
  onOpenWishlist: () => void;
  /** Opens the saved-addresses panel. */
  onOpenAddresses: () => void;
  /**
   * The ref of the signed-in customer's order still waiting for its payment step: 'Pay for order
   * #N' shows in the header, the profile menu and the mobile menu.
   * @default undefined
   */
  orderToPay?: number | undefined;
  /**
   * Opens the payment dialog on `orderToPay`.
   * @default undefined
   */
  onPayOrder?: (() => void) | undefined;
  /**
   * Opens My orders; for a signed-in customer the header's 'My orders' button (every width, one
   * tap from any page) and the menus' entry show when given.
   * @default undefined
   */
  onOpenOrders?: (() => void) | undefined;
  /**
   * Whether the mobile menu is open, when the caller holds it (the back button closes it); left
   * out, the bar holds it itself.
   * @default undefined
   */
  mobileMenuOpen?: boolean | undefined;
  /**
   * The mobile menu opens or closes (with `mobileMenuOpen`).
   * @default undefined
   */
  onMobileMenuOpenChange?: ((open: boolean) => void) | undefined;
}

function useScrolledPast(threshold: number, override: boolean | undefined): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (override !== undefined) return;
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold, override]);
  return override ?? scrolled;
}

/**
 * The header of every page: logo, links, the shop icons and the account actions. Transparent at
 * the top of the page, near-white once scrolled. Below `md` the links move into the slide-in
 * MobileMenu and a floating cart button stays within thumb reach.
 */
export function NavBar({
  username,
  paymentVerified = false,
  cartCount = 0,
  cartTotal = 0,
  wishlistCount = 0,
  scrolled: scrolledProp,
  onLogin,
  onSignup,
  onLogout,
  onTrackOrder,
  onOpenCart,
  onOpenWishlist,
  onOpenAddresses,
  orderToPay,
  onPayOrder,
  onOpenOrders,
  mobileMenuOpen,
  onMobileMenuOpenChange,
}: NavBarProps) {
  const scrolled = useScrolledPast(SCROLL_THRESHOLD_PX, scrolledProp);
  const [ownMobileOpen, setOwnMobileOpen] = useState(false);
  const mobileOpen = mobileMenuOpen ?? ownMobileOpen;
  const setMobileOpen = (open: boolean) => {
    setOwnMobileOpen(open);
    onMobileMenuOpenChange?.(open);
  };
  const [profileAnchor, setProfileAnchor] = useState<HTMLElement | null>(null);
  // Once a menu has been opened it stays mounted, so it can play its closing transition.
  const [mobileLoaded, setMobileLoaded] = useState(false);
  const [profileLoaded, setProfileLoaded] = useState(false);
  const profileMenuId = useId();
  const signedIn = username !== undefined && username !== '';
  const cartLabel = `Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`;
  const toPay = signedIn && orderToPay !== undefined && onPayOrder ? orderToPay : undefined;

  const closeProfile = () => setProfileAnchor(null);

  return (
    <>
      <AppBar
        position="sticky"
        color="transparent"
        className={scrolled ? 'Bukka-scrolled' : undefined}
        data-scrolled={scrolled}
      >
        <Toolbar component="nav" aria-label="Main">
          <IconButton
            aria-label="Open menu"
            edge="start"
            onClick={() => {
              setMobileLoaded(true);
              setMobileOpen(true);
            }}
            sx={{ display: { md: 'none' }, mr: 1 }}
          >
            <MenuIcon />
          </IconButton>
          <Link href="/" underline="none" color="inherit" className="Bukka-logo">
            <Box component="span" className="Bukka-logo-mark" aria-hidden>
              B
            </Box>
            <Typography component="span" variant="h3">
              Bukka
            </Typography>
          </Link>
          <Box component="ul" className="Bukka-navlinks" sx={{ display: { xs: 'none', md: 'flex' } }}>
            {NAV_LINKS.map((link) => (
              <li key={link.href}>
                <Link href={link.href} underline="none" color="inherit">
                  {link.label}
                </Link>
              </li>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          {/* The greeting and its buttons before the icons: they change as the page starts (a guest's
              Login until the stored token is read, 'Hi, there' until the name comes, then the
              name), and at the bar's end they moved the cart from under a tap aimed at it. */}
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1, mr: 1 }}>
            {signedIn ? (
              <>
                <Typography component="p" className="Bukka-hi" title={username}>
                  Hi, {username}
                </Typography>
                {paymentVerified && (
                  <Button variant="contained" onClick={onTrackOrder}>
                    Track your Order
                  </Button>
                )}
                <Button variant="outlined" color="secondary" onClick={onLogout}>
                  Logout
                </Button>
              </>
            ) : (
              <>
                <Button variant="outlined" color="secondary" onClick={onLogin}>
                  Login
                </Button>
                <Button variant="contained" onClick={onSignup}>
                  Signup
                </Button>
              </>
            )}
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <IconButton
              aria-label={`Wishlist, ${wishlistCount} ${wishlistCount === 1 ? 'item' : 'items'}`}
              onClick={onOpenWishlist}
            >
              <FavoriteBorderIcon />
              <Count value={wishlistCount} />
            </IconButton>
            {signedIn && onOpenOrders && (
              // A customer's current orders, one tap away from every page (issue 29 item 1).
              <IconButton aria-label="My orders" onClick={onOpenOrders}>
                <ReceiptLongOutlinedIcon />
              </IconButton>
            )}
            <IconButton
              aria-label="Saved addresses"
              onClick={onOpenAddresses}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              <LocationOnOutlinedIcon />
            </IconButton>
            <IconButton
              aria-label={signedIn ? `Account of ${username}` : 'Account'}
              aria-haspopup="menu"
              aria-controls={profileAnchor ? profileMenuId : undefined}
              aria-expanded={profileAnchor ? true : undefined}
              onClick={(event) => {
                setProfileLoaded(true);
                setProfileAnchor(event.currentTarget);
              }}
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              <PersonOutlinedIcon />
            </IconButton>
            <IconButton aria-label={cartLabel} onClick={onOpenCart}>
              <ShoppingBagOutlinedIcon />
              <Count value={cartCount} />
            </IconButton>
          </Box>
        </Toolbar>
        {toPay !== undefined && (
          // The order stays one tap away until its payment step is done (issue 13).
          <Box className="Bukka-pay-strip">
            <Typography variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
              Your order #{toPay} is waiting for payment.
            </Typography>
            <Button
              variant="contained"
              color="secondary"
              size="small"
              startIcon={<PaymentsOutlinedIcon />}
              onClick={onPayOrder}
            >
              Pay for order #{toPay}
            </Button>
          </Box>
        )}
      </AppBar>
      {/* The two menus load on first open: their popover and drawer code is not needed for the
          first paint of every page (the first-load budget is 150 KB). */}
      <Suspense fallback={null}>
        {profileAnchor !== null || profileLoaded ? (
          <ProfileMenu
            id={profileMenuId}
            anchorEl={profileAnchor}
            username={signedIn ? username : undefined}
            paymentVerified={paymentVerified}
            orderToPay={toPay}
            onClose={closeProfile}
            onLogin={onLogin}
            onSignup={onSignup}
            onLogout={onLogout}
            onTrackOrder={onTrackOrder}
            onPayOrder={onPayOrder}
            onOpenOrders={onOpenOrders}
          />
        ) : null}
      </Suspense>
      <Button
        variant="contained"
        size="large"
        // The visible words are a part of the name, as speech control needs (WCAG 2.5.3, axe's
        // label-content-name-mismatch): "3 items · ₦3,900" in "Open Cart, 3 items, ₦3,900".
        aria-label={`Open ${cartLabel}${cartCount > 0 ? `, ${formatNaira(cartTotal)}` : ''}`}
        onClick={onOpenCart}
        className="Bukka-cart-fab"
        startIcon={<ShoppingBagOutlinedIcon />}
        sx={{ display: { md: 'none' } }}
      >
        {cartCount > 0
          ? `${cartCount} ${cartCount === 1 ? 'item' : 'items'} · ${formatNaira(cartTotal)}`
          : `Cart · ${cartCount}`}
      </Button>
      <Suspense fallback={null}>
        {mobileOpen || mobileLoaded ? (
          <MobileMenu
            open={mobileOpen}
            username={username}
            paymentVerified={paymentVerified}
            orderToPay={toPay}
            onClose={() => setMobileOpen(false)}
            onLogin={onLogin}
            onSignup={onSignup}
            onLogout={onLogout}
            onTrackOrder={onTrackOrder}
            onOpenAddresses={onOpenAddresses}
            onPayOrder={onPayOrder}
            onOpenOrders={onOpenOrders}
          />
        ) : null}
      </Suspense>
    </>
  );
}

/**
 * A count on an icon button (the theme's `.Bukka-count`, drawn as the early-taps script draws
 * its stand-in, earlyTaps/contract.ts): nothing at 0. Not MUI's Badge, whose code the first
 * load had no room for (issue 29).
 */
function Count({ value }: { value: number }) {
  return value > 0 ? <span className="Bukka-count">{value}</span> : null;
}
