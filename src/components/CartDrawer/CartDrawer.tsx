import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useReducer, useRef } from 'react';
import { SidePanel } from '../SidePanel/SidePanel';
import type { CartCheckout } from './CartCheckout';
import { CartFoot } from './CartFoot';
import type { CartDrawerProps } from './CartDrawerProps';
import { CartLineItem } from './CartLineItem';
import { BusyButton } from '../Form/BusyButton';
import { cartCount, cartLines, totalsOf } from '../../domain/cart';
import { menuPictureSources } from '../../domain/menuPicture';
import { CART_EMPTY_MESSAGE, CHECKOUT_LABEL } from '../../domain/messages';

export type { CartDrawerProps };

/** The empty cart shows a plate of the Jumbo Package: what it could hold. */
const EMPTY_CART_PICTURE = menuPictureSources('/food/jumbo-package.webp');

/**
 * The checkout part (CartCheckout.tsx: the fields, their form and the rules of checkout) comes
 * as code of its own, asked for as soon as this module runs (issue 30): at 250 kbit/s the form
 * stack and the phone rules are ~60 KB, 2 s of line the cart's first view does not wait for.
 */
let CheckoutPart: typeof CartCheckout | undefined;
let checkoutPartLoading: Promise<void> | undefined;
/** Loads the checkout part (again after a failure); resolves once it can be drawn. */
export function loadCheckoutPart(): Promise<void> {
  checkoutPartLoading ??= import('./CartCheckout').then(
    (part) => {
      CheckoutPart = part.CartCheckout;
    },
    (error: unknown) => {
      checkoutPartLoading = undefined;
      throw error;
    },
  );
  return checkoutPartLoading;
}
loadCheckoutPart().catch(() => undefined);

/**
 * The checkout fields' place while their code is on its way: the height they take in Pickup and
 * in Delivery with nothing chosen yet (measured at 360 px; tests/e2e/nextTap.test.ts checks it).
 */
const FIELDS_HEIGHT = { pickup: 182, delivery: 456 } as const;

/**
 * The cart: a line per item, the total, Pickup or Delivery with its location, address and phone,
 * and 'Proceed to checkout', enabled only when the rules of product-spec §5 hold.
 * The container owns every value; the drawer reports changes through its callbacks. The fields
 * and the button's rules are its checkout part (CartCheckout.tsx), drawn once its code is in;
 * until then the lines, the total and the button stand where they will stay, the fields' place
 * is kept, and a tap on the button is passed on to the part when it arrives.
 */
export function CartDrawer({ open, items, menu, onClose, ...checkout }: CartDrawerProps) {
  const { mode, zone, phone, foodReady = true, submitting = false, soldOutIds = [], notice = '' } = checkout;
  const { onIncrease, onDecrease, onRemove } = checkout;
  const lines = cartLines(items, menu);
  const count = cartCount(items);
  const totals = totalsOf(lines, mode === 'delivery', zone);
  const [, partArrived] = useReducer((n: number) => n + 1, 0);
  // Whether this render drew the part, not whether it is in by the effect: it can arrive between
  // the two (effects run after the paint, and the drawer's first render comes with its own code,
  // not with the tap), and a drawer that asked only if the part was missing at effect time kept
  // its placeholder for good (two whole test runs: the fields never came, every chunk loaded).
  // Asked again at each opening, so a load that failed (a dropped line) is tried again too.
  const drawnWithPart = CheckoutPart !== undefined;
  useEffect(() => {
    if (open && !drawnWithPart) loadCheckoutPart().then(partArrived, () => undefined);
  }, [open, drawnWithPart]);
  // A tap on the first view's checkout button, passed on once the checkout part is drawn (its
  // fields in place to be focused).
  const tappedEarly = useRef(false);
  const tapCheckout = useRef<() => void>(null);
  useEffect(() => {
    if (!tappedEarly.current || !tapCheckout.current) return;
    tappedEarly.current = false;
    tapCheckout.current();
  });

  const list = (
    <Box component="ul" aria-label="Items in your cart" className="Bukka-cart-lines">
      {lines.map(({ item, quantity, lineTotal }) => (
        <CartLineItem
          key={item.id}
          item={item}
          quantity={quantity}
          lineTotal={lineTotal}
          soldOut={soldOutIds.includes(item.id)}
          onIncrease={onIncrease}
          onDecrease={onDecrease}
          onRemove={onRemove}
        />
      ))}
    </Box>
  );

  return (
    <SidePanel open={open} title={`Your Cart (${count})`} closeLabel="Close cart" onClose={onClose}>
      {lines.length === 0 ? (
        <Stack className="Bukka-empty" sx={{ alignItems: 'center', textAlign: 'center', gap: 2, p: 4 }}>
          <img
            src={EMPTY_CART_PICTURE?.src}
            srcSet={EMPTY_CART_PICTURE?.srcSet}
            sizes="160px"
            alt=""
            width={160}
            height={120}
          />
          <Typography component="p" variant="h4">
            {CART_EMPTY_MESSAGE}
          </Typography>
          <Link href="/#menu" onClick={onClose}>
            Browse the menu
          </Link>
        </Stack>
      ) : CheckoutPart ? (
        <CheckoutPart {...checkout} lines={lines} count={count} totals={totals} tapRef={tapCheckout}>
          {list}
        </CheckoutPart>
      ) : (
        // The first view, the checkout part still on its way: the lines, the total and the
        // button where they will stay. A tap on the button counts once the part is in.
        <>
          <Box className="Bukka-panel-body">
            {list}
            <Box aria-busy="true" className="Bukka-fields-coming" sx={{ height: FIELDS_HEIGHT[mode] }} />
          </Box>
          <CartFoot
            mode={mode}
            zone={zone}
            totals={totals}
            foodReady={foodReady}
            reason={phone === '' ? '' : null}
            notice={notice}
          >
            <BusyButton
              fullWidth
              busy={submitting}
              busyLabel="Checking out"
              aria-disabled
              className="Bukka-not-yet"
              onClick={() => (tappedEarly.current = true)}
            >
              {CHECKOUT_LABEL}
            </BusyButton>
          </CartFoot>
        </>
      )}
    </SidePanel>
  );
}
