import { ADDRESS_BLANK_MESSAGE, addressSchema } from './address';
import { deliveryZoneKeySchema } from './deliveryZoneSchema';

export const ZONE_REQUIRED_MESSAGE = 'Choose a delivery location';
export const ADDRESS_REQUIRED_MESSAGE = 'Choose a delivery address';

/** A missing delivery detail: which one, and the message its field shows. */
export interface DeliveryGap {
  field: 'zone' | 'address';
  message: string;
}

/**
 * The zone/address rule of product-spec §5, stated once: a delivery needs a chosen location (one
 * of the zone keys) and a selected, non-blank address. The cart's form (checkoutForm.ts), the
 * order payload the server checks (order.ts) and the checkout gate (checkout.ts) all ask here;
 * a pickup needs neither. The gaps come in the form's order: location first, then address.
 */
export function deliveryGaps(zone: string, selectedAddress: string): DeliveryGap[] {
  const gaps: DeliveryGap[] = [];
  if (!deliveryZoneKeySchema.safeParse(zone).success) {
    gaps.push({ field: 'zone', message: ZONE_REQUIRED_MESSAGE });
  }
  const address = addressSchema.safeParse(selectedAddress);
  if (!address.success) {
    // Nothing chosen says so; chosen but blank (or too long) gets the address rule's own words.
    const message = selectedAddress === '' ? ADDRESS_REQUIRED_MESSAGE : address.error.issues[0]?.message;
    gaps.push({ field: 'address', message: message ?? ADDRESS_BLANK_MESSAGE });
  }
  return gaps;
}

/** What a customer chose for their last order, as the cart's draft takes it. */
export interface LastDeliveryChoice {
  mode: 'pickup' | 'delivery';
  zone: string;
  /** The delivery address, trimmed; '' for a pickup. */
  address: string;
}

/**
 * The cart of a returning customer starts where their last order left off (issue 29: the second
 * order in three taps): Pickup, or Delivery to the same location and address. Null when there is
 * no last order, or its location is no longer one the shop delivers to.
 */
export function lastDeliveryChoice(
  order: { delivery: boolean; deliveryLocation: string; selectedAddress: string } | undefined,
): LastDeliveryChoice | null {
  if (!order) return null;
  if (!order.delivery) return { mode: 'pickup', zone: '', address: '' };
  if (deliveryGaps(order.deliveryLocation, order.selectedAddress).length > 0) return null;
  return { mode: 'delivery', zone: order.deliveryLocation, address: order.selectedAddress.trim() };
}
