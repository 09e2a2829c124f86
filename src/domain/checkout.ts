import { checkoutFormSchema } from './checkoutForm';
import type { FulfilmentMode } from './delivery';

export interface CheckoutForm {
  itemCount: number;
  mode: FulfilmentMode;
  zone: string;
  phoneNumber: string;
  selectedAddress: string;
}

/**
 * Whether 'Proceed to checkout' may be pressed (product-spec §5): something in the cart and the
 * checkout form's schema satisfied (an 11-digit phone, and for delivery a chosen location and a
 * selected address as well). The schema is the one rule; this adds only the item count.
 */
export function canProceedToCheckout(form: CheckoutForm): boolean {
  return form.itemCount > 0 && checkoutFormSchema.safeParse(form).success;
}
