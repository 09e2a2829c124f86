import { atom } from 'jotai';
import { decreaseInCart, removeFromCart } from '../../domain/cart';
import type { FulfilmentMode } from '../../domain/delivery';
import { updateCartAtom } from './cart';
import { draftFieldAtom } from './checkoutDraft';

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

// Kept in the tab's checkoutDraft, so the login or sign-up reload keeps them (issue 13).
const fulfilmentBaseAtom = draftFieldAtom('mode');
export const fulfilmentModeAtom = atom(
  (get) => get(fulfilmentBaseAtom),
  (_get, set, mode: FulfilmentMode) => set(fulfilmentBaseAtom, mode),
);
fulfilmentModeAtom.debugLabel = 'fulfilmentMode/rw';

/** The delivery location (zone key), '' until one is chosen. */
export const deliveryZoneAtom = draftFieldAtom('zone');

/**
 * The phone as the cart's phone field keeps it: digits only, at most 11, whatever is typed or
 * pasted; a number written for abroad (+234 803…) becomes 0803… once complete. The field
 * (FulfilmentFields) normalizes what it hands on (normalizePhoneInput); the atom does not again,
 * so the cart's first view carries no phone rules (issue 30: they come with its checkout part).
 */
export const phoneNumberAtom = draftFieldAtom('phone');
