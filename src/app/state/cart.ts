import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import {
  addToCart,
  cartCount,
  cartLines,
  cartTotal,
  decreaseInCart,
  removeFromCart,
  type CartItem,
} from '../../domain/cart';
import { deliveryFee, type FulfilmentMode } from '../../domain/delivery';
import { normalizePhoneInput } from '../../domain/phone';
import { jsonStorage } from './storage';
import { repairStoredCart } from './repair';

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

/** The cart as `[{id, quantity}]`, read-only: write through the action atoms below. */
export const cartItemsAtom = atom((get) => get(cartItemsBaseAtom));
cartItemsAtom.debugLabel = 'cartItems/read';

export const cartCountAtom = atom((get) => cartCount(get(cartItemsBaseAtom)));
cartCountAtom.debugLabel = 'cartCount';

export const cartLinesAtom = atom((get) => cartLines(get(cartItemsBaseAtom)));
cartLinesAtom.debugLabel = 'cartLines';

export const addToCartAtom = atom(null, (get, set, id: number) => {
  set(cartItemsBaseAtom, addToCart(get(cartItemsBaseAtom), id));
});
addToCartAtom.debugLabel = 'addToCart';

export const decreaseInCartAtom = atom(null, (get, set, id: number) => {
  set(cartItemsBaseAtom, decreaseInCart(get(cartItemsBaseAtom), id));
});
decreaseInCartAtom.debugLabel = 'decreaseInCart';

export const removeFromCartAtom = atom(null, (get, set, id: number) => {
  set(cartItemsBaseAtom, removeFromCart(get(cartItemsBaseAtom), id));
});
removeFromCartAtom.debugLabel = 'removeFromCart';

export const clearCartAtom = atom(null, (_get, set) => {
  set(cartItemsBaseAtom, []);
});
clearCartAtom.debugLabel = 'clearCart';

// ── The checkout form of the drawer ───────────────────────────────────────────────────────

const fulfilmentBaseAtom = atom<FulfilmentMode>('pickup');
fulfilmentBaseAtom.debugLabel = 'fulfilmentMode';
export const fulfilmentModeAtom = atom(
  (get) => get(fulfilmentBaseAtom),
  (_get, set, mode: FulfilmentMode) => set(fulfilmentBaseAtom, mode),
);
fulfilmentModeAtom.debugLabel = 'fulfilmentMode/rw';

/** The delivery location (zone key), '' until one is chosen. */
export const deliveryZoneAtom = atom('');
deliveryZoneAtom.debugLabel = 'deliveryZone';

const phoneBaseAtom = atom('');
phoneBaseAtom.debugLabel = 'phoneNumber';
/** The phone field keeps digits only, at most 11, whatever is typed or pasted. */
export const phoneNumberAtom = atom(
  (get) => get(phoneBaseAtom),
  (_get, set, raw: string) => set(phoneBaseAtom, normalizePhoneInput(raw)),
);
phoneNumberAtom.debugLabel = 'phoneNumber/rw';

export const deliveryFeeAtom = atom((get) =>
  get(fulfilmentBaseAtom) === 'delivery' ? deliveryFee(get(deliveryZoneAtom)) : 0,
);
deliveryFeeAtom.debugLabel = 'deliveryFee';

/** Σ price × quantity, plus the zone's fee when Delivery is chosen. */
export const cartTotalAtom = atom((get) =>
  cartTotal(get(cartItemsBaseAtom), get(fulfilmentBaseAtom), get(deliveryZoneAtom)),
);
cartTotalAtom.debugLabel = 'cartTotal';
