import { addressSchema } from './address';
import type { FulfilmentMode } from './delivery';
import { deliveryZoneKeySchema } from './deliveryZoneSchema';
import { phoneSchema } from './phone';

export interface CheckoutForm {
  itemCount: number;
  mode: FulfilmentMode;
  zone: string;
  phoneNumber: string;
  selectedAddress: string;
}

/**
 * Whether 'Proceed to checkout' may be pressed (product-spec §5): something in the cart, an
 * 11-digit phone, and for delivery a chosen location and a selected address as well.
 */
export function canProceedToCheckout(form: CheckoutForm): boolean {
  if (form.itemCount <= 0) return false;
  if (!phoneSchema.safeParse(form.phoneNumber).success) return false;
  if (form.mode === 'pickup') return true;
  return (
    deliveryZoneKeySchema.safeParse(form.zone).success &&
    addressSchema.safeParse(form.selectedAddress).success
  );
}
