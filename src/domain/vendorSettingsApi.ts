import { z } from 'zod';
import { foodStatusSchema } from './status';

/** PUT /api/vendor/food-status, with the optional end of a 'not ready' (ISO, in the future). */
export const timedFoodStatusUpdateSchema = z.object({
  status: foodStatusSchema,
  until: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type TimedFoodStatusUpdate = z.infer<typeof timedFoodStatusUpdateSchema>;

/** The food switch as the vendor's calls answer it: `until` only while a timed 'not ready' holds. */
export const vendorFoodStatusSchema = z.object({
  status: foodStatusSchema,
  until: z.string().nullable().optional(),
});
export type VendorFoodStatus = z.infer<typeof vendorFoodStatusSchema>;

/** One package marked sold out, and when it comes back by itself. */
export const soldOutEntrySchema = z.object({ id: z.number().int().positive(), until: z.string().nullable() });
export type SoldOutEntry = z.infer<typeof soldOutEntrySchema>;

/** PUT /api/vendor/sold-out/{id}. */
export const soldOutUpdateSchema = z.object({
  soldOut: z.boolean(),
  until: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type SoldOutUpdate = z.infer<typeof soldOutUpdateSchema>;
/** Its answer: the package's state after the change (`until` null when back on sale). */
export const soldOutResponseSchema = z.object({
  id: z.number().int().positive(),
  soldOut: z.boolean(),
  until: z.string().nullable(),
});

/** GET /api/vendor/settings: everything the console's switches show. */
export const vendorSettingsSchema = z.object({
  food: vendorFoodStatusSchema,
  delivery: z.object({ status: z.enum(['available', 'not-available']) }),
  soldOut: z.array(soldOutEntrySchema),
});
export type VendorSettings = z.infer<typeof vendorSettingsSchema>;
