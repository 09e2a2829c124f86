import { z } from './zod';
import { savedAddressSchema } from './address';
import { phoneSchema } from './phone';

/** How many saved addresses an account keeps: a hostel, home, a friend's, work… with room to spare. */
export const MAX_SAVED_ADDRESSES = 20;

/**
 * What a signed-in customer's account remembers between tabs and phones (issue 13):
 * `GET /api/account/profile` answers it, `PUT` replaces it. Addresses as the spec's `addresses`
 * entries (`{id, value}`, ids unique), the phone as the kitchen dials it ('' when none yet).
 * The same rules as the checkout form: phoneSchema, addressSchema.
 */
export const accountProfileSchema = z.object({
  addresses: z.array(savedAddressSchema).check(
    z.maxLength(MAX_SAVED_ADDRESSES, { error: `Keep at most ${MAX_SAVED_ADDRESSES} addresses` }),
    z.refine((list) => new Set(list.map((a) => a.id)).size === list.length, {
      error: 'Each address needs its own id',
    }),
  ),
  phoneNumber: z.pipe(
    z.string().check(z.maxLength(32)),
    z.transform((text: string, ctx) => {
      // '' when no phone is kept yet; anything else by the checkout's phone rule, its message kept.
      if (text === '') return '';
      const phone = phoneSchema.safeParse(text);
      if (phone.success) return phone.data;
      // Mini's transform has no addIssue: its issues go on the payload, as the classic one's did.
      for (const issue of phone.error.issues) {
        ctx.issues.push({ code: 'custom', message: issue.message, input: text });
      }
      return z.NEVER;
    }),
  ),
});
export type AccountProfile = z.output<typeof accountProfileSchema>;
export type AccountProfileInput = z.input<typeof accountProfileSchema>;

// Its answer, accountProfileResponseSchema, is in api.ts: the API client would otherwise bring
// phoneSchema and libphonenumber-js into every first visit (a bundler cannot split a module).
