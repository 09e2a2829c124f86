import { z } from './zod';
import { addressSchema } from './address';
import { deliveryGaps } from './deliveryDetails';
import { phoneSchema } from './phone';

export { ADDRESS_REQUIRED_MESSAGE, ZONE_REQUIRED_MESSAGE } from './deliveryDetails';

/**
 * The cart drawer's form as one schema, so react-hook-form can report a message per field
 * (product-spec §5): an 11-digit phone always; for delivery also what deliveryGaps asks (a
 * location and a selected, non-blank address). checkout.ts's checkoutBlock adds the rest of the gate.
 */
export const checkoutFormSchema = z
  .object({
    mode: z.enum(['pickup', 'delivery']),
    zone: z.string(),
    phoneNumber: phoneSchema,
    selectedAddress: z.string(),
  })
  .check(
    z.superRefine((form, ctx) => {
      if (form.mode !== 'delivery') return;
      for (const gap of deliveryGaps(form.zone, form.selectedAddress)) {
        const path = [gap.field === 'zone' ? 'zone' : 'selectedAddress'];
        ctx.addIssue({ code: 'custom', path, message: gap.message });
      }
    }),
  );
export type CheckoutFormValues = z.infer<typeof checkoutFormSchema>;

/** The 'add an address' form of the cart drawer and the address panel: blank text is refused. */
export const newAddressFormSchema = z.object({ address: addressSchema });
export type NewAddressFormInput = z.input<typeof newAddressFormSchema>;
