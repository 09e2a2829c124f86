import { z } from './zod';
import { NOT_READY_CHOICES } from './kitchenSwitches';
import { deliveryStatusSchema, foodStatusSchema } from './status';

/**
 * How long a pause or a sold out lasts: the vendor's choice, never an end time. The server turns
 * it into an end by its own clock (`notReadyUntil`), so a phone with a wrong clock cannot pause
 * the shop for the wrong time. `until` is named here only to be refused with a clear message
 * (an older console sent it).
 */
const pauseChoice = {
  for: z.optional(z.enum(NOT_READY_CHOICES)),
  until: z.optional(z.unknown()),
};
export type PauseChoice = z.infer<z.ZodMiniObject<typeof pauseChoice>>;

/** PUT /api/vendor/food-status: `for` (30min, 1h, tomorrow) times a 'not ready'; without it, until switched back. */
export const timedFoodStatusUpdateSchema = z.object({ status: foodStatusSchema, ...pauseChoice });
export type TimedFoodStatusUpdate = z.infer<typeof timedFoodStatusUpdateSchema>;

/** The food switch as the vendor's calls answer it: `until` only while a timed 'not ready' holds. */
export const vendorFoodStatusSchema = z.object({
  status: foodStatusSchema,
  until: z.optional(z.nullable(z.string())),
});
export type VendorFoodStatus = z.infer<typeof vendorFoodStatusSchema>;

/** PUT /api/vendor/delivery-status: the same `for` as the food switch. */
export const timedDeliveryStatusUpdateSchema = z.object({ status: deliveryStatusSchema, ...pauseChoice });
export type TimedDeliveryStatusUpdate = z.infer<typeof timedDeliveryStatusUpdateSchema>;

/** The delivery switch as the vendor's calls answer it: `until` only while a timed pause holds. */
export const vendorDeliveryStatusSchema = z.object({
  status: deliveryStatusSchema,
  until: z.optional(z.nullable(z.string())),
});
export type VendorDeliveryStatus = z.infer<typeof vendorDeliveryStatusSchema>;

/**
 * GET /api/shop/status (anyone): both switches and when their pauses end, for the storefront's
 * banner and cart, the packages sold out now, and the menu's version: an open page polls it and
 * learns a price, a new dish or a sold out within one poll (issue 29 item 4). A pause past its
 * end is already gone from it.
 */
export const shopStatusSchema = z.object({
  food: vendorFoodStatusSchema,
  delivery: vendorDeliveryStatusSchema,
  /** The ids of the packages sold out now (GET /api/menu/sold-out's list). */
  sold_out: z.array(z.number().check(z.int(), z.positive())),
  /** Changes whenever GET /api/menu's answer does: the page reads the menu again then. */
  menu_version: z.string(),
});
export type ShopStatus = z.infer<typeof shopStatusSchema>;

/** One package marked sold out, and when it comes back by itself. */
export const soldOutEntrySchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  until: z.nullable(z.string()),
});
export type SoldOutEntry = z.infer<typeof soldOutEntrySchema>;

/** PUT /api/vendor/sold-out/{id}: `for` times it (the console sends 'tomorrow': back when the kitchen next opens). */
export const soldOutUpdateSchema = z.object({ soldOut: z.boolean(), ...pauseChoice });
export type SoldOutUpdate = z.infer<typeof soldOutUpdateSchema>;
/** Its answer: the package's state after the change (`until` null when back on sale). */
export const soldOutResponseSchema = z.object({
  id: z.number().check(z.int(), z.positive()),
  soldOut: z.boolean(),
  until: z.nullable(z.string()),
});

/** GET /api/vendor/settings: everything the console's switches show. */
export const vendorSettingsSchema = z.object({
  food: vendorFoodStatusSchema,
  delivery: vendorDeliveryStatusSchema,
  soldOut: z.array(soldOutEntrySchema),
});
export type VendorSettings = z.infer<typeof vendorSettingsSchema>;
