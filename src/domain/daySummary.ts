import type { VendorOrder } from './api';
import { isoTime, lagosDay } from './lagosCalendar';
import type { OrderStatus } from './status';

/** Today's summary in the vendor console (DESIGN §7). */

export interface BestSeller {
  id: number;
  name: string;
  quantity: number;
}

export interface DaySummary {
  /** Orders placed today (Lagos), by status. */
  byStatus: Record<OrderStatus, number>;
  total: number;
  /** Naira from today's completed orders. */
  takings: number;
  /** Of today's orders that were not declined. */
  pickup: number;
  delivery: number;
  /** The most-ordered packages of today's orders that were not declined, most first (at most `top`). */
  bestSellers: BestSeller[];
}

export function daySummary(orders: readonly VendorOrder[], now: number, top = 3): DaySummary {
  const today = lagosDay(now);
  const byStatus: Record<OrderStatus, number> = { pending: 0, accepted: 0, completed: 0, declined: 0 };
  let takings = 0;
  let pickup = 0;
  let delivery = 0;
  const sold = new Map<number, BestSeller>();
  let total = 0;
  for (const order of orders) {
    if (lagosDay(isoTime(order.createdAt)) !== today) continue;
    total += 1;
    byStatus[order.status] += 1;
    if (order.status === 'completed') takings += order.total;
    if (order.status === 'declined') continue;
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
  return { byStatus, total, takings, pickup, delivery, bestSellers };
}
