import { z } from './zod';
import { ADDRESS_MAX_LENGTH } from './constants';

export const ADDRESS_BLANK_MESSAGE = 'Enter an address';
export { ADDRESS_MAX_LENGTH };

/** A saved delivery address: blank or whitespace-only text is not an address (product-spec §5). */
export const addressSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, { error: ADDRESS_BLANK_MESSAGE }),
    z.maxLength(ADDRESS_MAX_LENGTH, { error: `Keep the address under ${ADDRESS_MAX_LENGTH} characters` }),
  );

export const savedAddressSchema = z.object({
  /** A creation timestamp (product-spec §3). */
  id: z.number().check(z.int(), z.nonnegative()),
  value: addressSchema,
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;
