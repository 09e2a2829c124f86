import { atom } from 'jotai';
import { decreaseInCart, removeFromCart } from '../../domain/cart';
import type { FulfilmentMode } from '../../domain/delivery';
import { normalizePhoneInput } from '../../domain/phone';
import { updateCartAtom } from './cart';

/** The drawer's view of the cart and its checkout form: loaded with the drawer (see cart.ts). */

export const decreaseInCartAtom = atom(null, (_get, set, id: number) => {
  set(updateCartAtom, (cart) => decreaseInCart(cart, id));
});
decreaseInCartAtom.debugLabel = 'decreaseInCart';

export const removeFromCartAtom = atom(null, (_get, set, id: number) => {
  set(updateCartAtom, (cart) => removeFromCart(cart, id));
});
removeFromCartAtom.debugLabel = 'removeFromCart';

export const clearCartAtom = atom(null, (_get, set) => {
  set(updateCartAtom, () => []);
});
clearCartAtom.debugLabel = 'clearCart';

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
/**
 * The phone field keeps digits only, at most 11, whatever is typed or pasted; a number written
 * for abroad (+234 803…) becomes 0803… once complete (normalizePhoneInput).
 */
export const phoneNumberAtom = atom(
  (get) => get(phoneBaseAtom),
  (_get, set, raw: string) => set(phoneBaseAtom, normalizePhoneInput(raw)),
);
phoneNumberAtom.debugLabel = 'phoneNumber/rw';
