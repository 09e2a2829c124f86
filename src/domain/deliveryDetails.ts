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
