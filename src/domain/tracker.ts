import { z } from './zod';
import { orderRefSchema } from './api';

export const ORDER_REF_MESSAGE = 'Enter your order number (digits only)';
export const TRACK_ERROR_MESSAGE = 'We could not check that order. Check the number and try again.';

/**
 * What the tracker's reference input accepts: digits only, then a positive order ref. The spec's
 * parse-as-integer let '12abc' and '1e3' through; this is the real positive-integer check.
 */
export const orderRefInputSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.refine((text) => /^\d{1,10}$/.test(text) && orderRefSchema.safeParse(text).success, {
      error: ORDER_REF_MESSAGE,
    }),
  ),
  z.transform((text: string) => orderRefSchema.parse(text)),
);

/** The tracker form: one reference field. */
export const trackOrderFormSchema = z.object({ reference: orderRefInputSchema });
export type TrackOrderFormInput = z.input<typeof trackOrderFormSchema>;
export type TrackOrderFormData = z.output<typeof trackOrderFormSchema>;
