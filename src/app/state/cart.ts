import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { addToCart, cartCount, cartLines, cartOnMenu, sanitizeCart, type CartItem } from '../../domain/cart';
import { CART_PRICES_KEY, findMenuItem } from '../../domain/menu';
import { menuAtom } from './menu';
import { soldOutIdsAtom } from './soldOut';
import { jsonStorage, safeGet, safeSet } from './storage';

/**
 * The cart as the first chunk of the page knows it: `cartItems` in sessionStorage, its count,
 * and adding from the menu. The rest (lines, totals, the checkout form) is in checkout.ts,
 * loaded with the drawer. src/domain/cart.ts is zod-free, so these rules cost the first load
 * almost nothing.
 */

// The stored cart is repaired on the way out: unknown ids, bad quantities and duplicates go.
const cartItemsBaseAtom = atomWithStorage<CartItem[]>('cartItems', [], jsonStorage('session', sanitizeCart), {
  getOnInit: true,
});
cartItemsBaseAtom.debugLabel = 'cartItems';

/**
 * The cart as `[{id, quantity}]`, read-only: write through the action atoms. Lines of packages
 * the menu no longer holds (the vendor hid them) are left out of every view and total.
 */
export const cartItemsAtom = atom((get) => cartOnMenu(get(cartItemsBaseAtom), get(menuAtom)));
cartItemsAtom.debugLabel = 'cartItems/read';

/** Total quantity (the badges). */
export const cartCountAtom = atom((get) => cartCount(get(cartItemsAtom)));
cartCountAtom.debugLabel = 'cartCount';

/** What the cart's packages come to, before any delivery fee (the floating cart button: issue 29). */
export const cartSubtotalAtom = atom((get) =>
  cartLines(get(cartItemsAtom), get(menuAtom)).reduce((sum, line) => sum + line.lineTotal, 0),
);
cartSubtotalAtom.debugLabel = 'cartSubtotal';

/** Applies one of the domain's cart operations to the cart as it is at that moment. */
export const updateCartAtom = atom(null, (get, set, update: (cart: readonly CartItem[]) => CartItem[]) => {
  set(cartItemsBaseAtom, update(get(cartItemsBaseAtom)));
});
updateCartAtom.debugLabel = 'updateCart';

/**
 * One more of an item (new → 1, existing → +1, capped), from the menu, the wishlist or the drawer;
 * nothing for an item the vendor marked sold out.
 */
export const addToCartAtom = atom(null, (get, set, id: number) => {
  if (get(soldOutIdsAtom).includes(id)) return;
  set(updateCartAtom, (cart) => addToCart(cart, id));
  // The price it went in at: the drawer says so when the vendor changes it (features/cart/reprice.ts).
  const prices = storedPrices();
  prices[id] ??= findMenuItem(get(menuAtom), id)?.price ?? 0;
  safeSet('session', CART_PRICES_KEY, JSON.stringify(prices));
});
addToCartAtom.debugLabel = 'addToCart';

/**
 * The stored prices, never a throw: unreadable JSON is none, and `Object()` makes any other JSON
 * value (null, a number, a string) something a price can be written to. Only the write is on
 * the first load (whose 150 KB budget has no room for more); the drawer reads them through the
 * full repair (state/cartPrices.ts), which drops every entry that is not a price.
 */
function storedPrices(): Record<number, number> {
  try {
    return Object(JSON.parse(safeGet('session', CART_PRICES_KEY)!)) as Record<number, number>;
  } catch {
    return {};
  }
}
