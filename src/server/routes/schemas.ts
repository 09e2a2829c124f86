import { z } from '../../domain/zod';
import { apiErrorSchema, orderRefParamSchema } from '../../domain/api';

/** A path's `:ref`: an order reference. */
export const refParams = z.object({ ref: orderRefParamSchema });

/** The error statuses a route may answer with, each in the API's one error shape (DESIGN §6). */
export function errorAnswers<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    Status,
    typeof apiErrorSchema
  >;
}
