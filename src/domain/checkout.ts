import { deliveryGaps } from './deliveryDetails';
import type { FulfilmentMode } from './delivery';
import { phoneSchema } from './phone';

/** What the checkout gate looks at: the cart's size, the form's values and the shop's switches. */
export interface CheckoutState {
  itemCount: number;
  mode: FulfilmentMode;
  zone: string;
  phoneNumber: string;
  selectedAddress: string;
  /** Food status is not 'not-ready' (unknown counts as ready: the server checks again). */
  foodReady: boolean;
  /** Delivery status is not 'not-available' (unknown counts as available). */
  deliveryAvailable: boolean;
  /** A line of the cart is a package the vendor marked sold out. */
  holdsSoldOut: boolean;
}

/**
 * Why checkout cannot go on, first reason first: the cart, then the shop (the red 'Food Is Not
 * Ready', Delivery switched off, a sold-out line), then the form's fields in the order the cart
 * shows them (location, address, phone).
 */
export type CheckoutBlock =
  'cart-empty' | 'food-not-ready' | 'delivery-off' | 'sold-out' | 'zone' | 'address' | 'phone';

/**
 * The one can-checkout rule (product-spec §4, §5, §9): null when 'Proceed to checkout' may go on,
 * else the first reason it may not. The cart drawer (the button and what it says under it), the
 * checkout hook (again, with the statuses just read) and the server's create-order ask here.
 */
export function checkoutBlock(state: CheckoutState): CheckoutBlock | null {
  if (state.itemCount <= 0) return 'cart-empty';
  if (!state.foodReady) return 'food-not-ready';
  const delivery = state.mode === 'delivery';
  if (delivery && !state.deliveryAvailable) return 'delivery-off';
  if (state.holdsSoldOut) return 'sold-out';
  const gap = delivery ? deliveryGaps(state.zone, state.selectedAddress)[0] : undefined;
  if (gap) return gap.field;
  return phoneSchema.safeParse(state.phoneNumber).success ? null : 'phone';
}

/**
 * What a checkout held back by a field says under its button (issue 29): the field to fill, in
 * the words of a request. The other reasons have their own place (the red button, the notices).
 */
export const CHECKOUT_FIELD_REASONS = {
  zone: 'Choose a delivery area',
  address: 'Add or choose your delivery address',
  phone: 'Add your phone number',
} as const satisfies Partial<Record<CheckoutBlock, string>>;

/** The checkout button while an address is typed but not added: the tap adds and selects it. */
export const ADD_TYPED_ADDRESS_LABEL = 'Add this address';

/** The checkout button while a price changed since its package went in: the tap confirms them. */
export const PRICES_CHANGED_LABEL = 'Prices changed — check and confirm';
