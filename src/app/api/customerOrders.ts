import { customerOrdersResponseSchema } from '../../domain/customerOrders';
import { apiUrl, request } from './client';

/**
 * My orders' calls (issue 13): the customer's own orders, a page at a time, and the address of
 * their live stream. Loaded with `loadCustomerOrdersApi()`: it brings zod, like the client.
 */

export interface MyOrdersOptions {
  /** The previous page's `next_before`. */
  before?: number | undefined;
  /** Only the orders still waiting for their payment step. */
  paymentDue?: boolean;
  signal?: AbortSignal | undefined;
}

export function myOrders(token: string, { before, paymentDue, signal }: MyOrdersOptions = {}) {
  const query = new URLSearchParams();
  if (before !== undefined) query.set('before', String(before));
  if (paymentDue) query.set('payment', 'due');
  const search = query.size > 0 ? `?${query}` : '';
  return request(`/api/account/orders${search}`, { token, schema: customerOrdersResponseSchema, signal });
}

/** GET /api/account/events for EventSource, which cannot send headers: the token goes in the query. */
export const accountEventsUrl = (token: string) =>
  apiUrl(`/api/account/events?token=${encodeURIComponent(token)}`);
