import { z } from './zod';
import {
  orderRefParamSchema,
  paymentMethodSchema,
  paymentStateSchema,
  vendorOrderItemSchema,
  type PaymentState,
  type VendorOrder,
} from './api';
import { paymentStepDone } from './orderMachine';
import { orderStatusSchema, type OrderStatus } from './status';

/**
 * A customer's own orders (issue 13): GET /api/account/orders, the pages of My orders, and
 * GET /api/account/events, the live stream of their changes. The customer sees what the kitchen
 * sees of their order, less their own name.
 */

export const customerOrderSchema = z.object({
  ref: z.number().check(z.int(), z.positive()),
  status: orderStatusSchema,
  items: z.array(vendorOrderItemSchema),
  /** Naira, as charged when the order was placed. */
  total: z.number(),
  delivery: z.boolean(),
  deliveryLocation: z.string(),
  selectedAddress: z.string(),
  payment: z.object({ method: z.nullable(paymentMethodSchema), state: paymentStateSchema }),
  /** ISO 8601. */
  createdAt: z.string(),
  /** ISO 8601: when the server closed it unpaid (issue 25). */
  expiredAt: z.optional(z.nullable(z.string())),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** Orders per page of My orders. */
export const CUSTOMER_ORDERS_PAGE = 20;

/**
 * `?before=<ref>`: the page after that order (the previous answer's `next_before`), which must be
 * one of the customer's own. `?payment=due`: only the orders still waiting for their payment step.
 */
export const customerOrdersQuerySchema = z.object({
  before: z.optional(orderRefParamSchema),
  payment: z.optional(z.literal('due')),
});
export type CustomerOrdersQuery = z.infer<typeof customerOrdersQuerySchema>;

export const customerOrdersResponseSchema = z.object({
  orders: z.array(customerOrderSchema),
  /** The `before` of the next page; null when this page is the last. */
  next_before: z.nullable(z.number().check(z.int(), z.positive())),
});
export type CustomerOrdersResponse = z.infer<typeof customerOrdersResponseSchema>;

/** One event of GET /api/account/events (event name `order`, data this JSON). */
export const customerOrderEventSchema = z.object({
  type: z.enum(['created', 'updated']),
  order: customerOrderSchema,
});
export type CustomerOrderEvent = z.infer<typeof customerOrderEventSchema>;

/** The console's view of an order, as its customer sees it. */
export function toCustomerOrder(order: VendorOrder): CustomerOrder {
  const {
    ref,
    status,
    items,
    total,
    delivery,
    deliveryLocation,
    selectedAddress,
    payment,
    createdAt,
    expiredAt,
  } = order;
  return {
    ref,
    status,
    items,
    total,
    delivery,
    deliveryLocation,
    selectedAddress,
    payment,
    createdAt,
    ...(expiredAt ? { expiredAt } : {}),
  };
}

/** orderMachine's payment table says which states are due; re-exported for the server's queries. */
export { PAYMENT_DUE_STATES } from './orderMachine';

/**
 * The order still needs its payment step ('Pay for order #N') and the vendor has not declined it.
 * GET /api/account/orders?payment=due asks the database the same question.
 */
export function awaitsPayment(order: { status: OrderStatus; payment: { state: PaymentState } }): boolean {
  return order.status !== 'declined' && order.status !== 'expired' && !paymentStepDone(order.payment.state);
}
