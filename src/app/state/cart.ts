import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { CartItem } from '../../domain/cart';
import { repairStoredCart } from './repair';
import { soldOutIdsAtom } from './soldOut';
import { jsonStorage } from './storage';

/**
 * The cart as the first chunk of the page knows it: `cartItems` in sessionStorage, its count,
 * and adding from the menu. The rest (lines, totals, the checkout form) is in checkout.ts,
 * loaded with the drawer.
 *
 * Why the cart rules of src/domain/cart.ts are imported lazily here: that module imports
 * delivery.ts, whose zod schema keeps all of zod (25 KB gzip) in whichever chunk holds it, and
 * the first load has a 150 KB budget. `import()` of it resolves with the drawer's chunk.
 */

// The stored cart is repaired on the way out: unknown ids, bad quantities and duplicates go.
const cartItemsBaseAtom = atomWithStorage<CartItem[]>(
  'cartItems',
  [],
  jsonStorage('session', repairStoredCart),
  {
    getOnInit: true,
  },
);
cartItemsBaseAtom.debugLabel = 'cartItems';

/** The cart as `[{id, quantity}]`, read-only: write through the action atoms. */
export const cartItemsAtom = atom((get) => get(cartItemsBaseAtom));
cartItemsAtom.debugLabel = 'cartItems/read';

/** Total quantity (the badges). The same sum as cartCount of src/domain/cart.ts. */
export const cartCountAtom = atom((get) =>
  get(cartItemsBaseAtom).reduce((sum, item) => sum + item.quantity, 0),
);
cartCountAtom.debugLabel = 'cartCount';

/** Applies one of the domain's cart operations to the cart as it is at that moment. */
export const updateCartAtom = atom(null, (get, set, update: (cart: readonly CartItem[]) => CartItem[]) => {
  set(cartItemsBaseAtom, update(get(cartItemsBaseAtom)));
});
updateCartAtom.debugLabel = 'updateCart';

const loadCartRules = () => import('../../domain/cart');

/**
 * One more of an item (new → 1, existing → +1, capped), from the menu, the wishlist or the drawer;
 * nothing for an item the vendor marked sold out.
 */
export const addToCartAtom = atom(null, async (get, set, id: number) => {
  if (get(soldOutIdsAtom).includes(id)) return;
  const { addToCart } = await loadCartRules();
  set(updateCartAtom, (cart) => addToCart(cart, id));
});
addToCartAtom.debugLabel = 'addToCart';

/** Fetches the cart rules once the page is idle, so the first Add does not wait for them. */
export function preloadCartRules() {
  void loadCartRules();
}
