import { z } from './zod';
import type { VendorOrder } from './api';
import { DAY, isoTime, lagosDay, lagosDayStart } from './lagosCalendar';
import { orderStatusSchema, type OrderStatus } from './status';
import { orderMoney } from './takings';

/**
 * Today's summary in the vendor console (DESIGN §7, issue 15): what was ordered and, apart,
 * what the till should hold. 'Today' is the Lagos calendar day the order was placed on.
 *
 * The money, three figures that do not overlap in meaning (the rule is takings.ts', shared with
 * the Reports tab): received (money in, by how it came), completed (the food that left, paid or
 * not) and owed (completed, not paid).
 */

export const bestSellerSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  quantity: z.number().check(z.int()),
});
export type BestSeller = z.infer<typeof bestSellerSchema>;

const naira = z.number().check(z.int(), z.nonnegative());

/** GET /api/vendor/today: the server's summary over every order of the day, not just those the console holds. */
export const daySummarySchema = z.object({
  /** The Lagos day, 'YYYY-MM-DD'. */
  day: z.string(),
  /** Orders placed today (Lagos), by status. */
  byStatus: z.record(orderStatusSchema, z.number().check(z.int())),
  total: z.number().check(z.int()),
  /** Naira in: confirmed card payments, and transfers and cash the vendor confirmed. */
  received: naira,
  /** `received` by how it came. */
  receivedBy: z.object({ card: naira, transfer: naira, cash: naira }),
  /** Naira of today's completed orders, paid or not. */
  completedValue: naira,
  /** Naira of today's completed orders not paid yet. */
  owed: naira,
  /** Of today's orders that were not declined. */
  pickup: z.number().check(z.int()),
  delivery: z.number().check(z.int()),
  /** The most-ordered packages of today's orders that were not declined, most first (at most `top`). */
  bestSellers: z.array(bestSellerSchema),
});
export type DaySummary = z.infer<typeof daySummarySchema>;

/** The Lagos day `now` falls in, as [start, end) epoch ms: the server reads the orders placed in it. */
export function todayBounds(now: number): { start: number; end: number } {
  const start = lagosDayStart(now);
  return { start, end: start + DAY };
}

export function daySummary(orders: readonly VendorOrder[], now: number, top = 3): DaySummary {
  const today = lagosDay(now);
  const byStatus: Record<OrderStatus, number> = {
    pending: 0,
    accepted: 0,
    completed: 0,
    declined: 0,
    expired: 0,
  };
  const receivedBy = { card: 0, transfer: 0, cash: 0 };
  let completedValue = 0;
  let owed = 0;
  let pickup = 0;
  let delivery = 0;
  const sold = new Map<number, BestSeller>();
  let total = 0;
  for (const order of orders) {
    if (lagosDay(isoTime(order.createdAt)) !== today) continue;
    total += 1;
    byStatus[order.status] += 1;
    const money = orderMoney({
      status: order.status,
      paymentState: order.payment.state,
      paymentMethod: order.payment.method,
    });
    if (!money.counted) continue;
    if (money.receivedBy) receivedBy[money.receivedBy] += order.total;
    if (money.completed) completedValue += order.total;
    if (money.owed) owed += order.total;
    if (order.delivery) delivery += 1;
    else pickup += 1;
    for (const item of order.items) {
      const seller = sold.get(item.id) ?? { id: item.id, name: item.name, quantity: 0 };
      seller.quantity += item.quantity;
      sold.set(item.id, seller);
    }
  }
  const bestSellers = [...sold.values()]
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name))
    .slice(0, top);
  const received = receivedBy.card + receivedBy.transfer + receivedBy.cash;
  return {
    day: today,
    byStatus,
    total,
    received,
    receivedBy,
    completedValue,
    owed,
    pickup,
    delivery,
    bestSellers,
  };
}
