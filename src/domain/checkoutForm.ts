import { z } from './zod';
import { ADDRESS_BLANK_MESSAGE, addressSchema } from './address';
import { deliveryZoneKeySchema } from './deliveryZoneSchema';
import { phoneSchema } from './phone';

export const ZONE_REQUIRED_MESSAGE = 'Choose a delivery location';
export const ADDRESS_REQUIRED_MESSAGE = 'Choose a delivery address';

/**
 * The cart drawer's form as one schema, so react-hook-form can report a message per field.
 * The rule canProceedToCheckout applies (product-spec §5), minus the item count the form does not hold:
 * an 11-digit phone always; for delivery also a location and a selected, non-blank address.
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
      if (!deliveryZoneKeySchema.safeParse(form.zone).success) {
        ctx.addIssue({ code: 'custom', path: ['zone'], message: ZONE_REQUIRED_MESSAGE });
      }
      const address = addressSchema.safeParse(form.selectedAddress);
      if (!address.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['selectedAddress'],
          message: form.selectedAddress === '' ? ADDRESS_REQUIRED_MESSAGE : ADDRESS_BLANK_MESSAGE,
        });
      }
    }),
  );
export type CheckoutFormValues = z.infer<typeof checkoutFormSchema>;

/** The 'add an address' form of the cart drawer and the address panel: blank text is refused. */
export const newAddressFormSchema = z.object({ address: addressSchema });
export type NewAddressFormInput = z.input<typeof newAddressFormSchema>;
