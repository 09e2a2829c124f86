import { z } from './zod';
import type { DeliveryZoneKey } from './delivery';

/** A delivery location the fee table knows (delivery.ts), for forms and the create-order body. */
export const deliveryZoneKeySchema = z.enum([
  'inside_school',
  'outside_school',
  'outside_town',
] as const satisfies readonly DeliveryZoneKey[]);
