import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { PAYMENT_DUE_STATES, type CustomerOrder } from '../../../domain/customerOrders';
import type { Db } from '../client';
import { orders } from '../schema';

type OrderRow = typeof orders.$inferSelect;

/** The columns an order is shown from. */
type ShownOrderRow = Pick<
  OrderRow,
  | 'id'
  | 'status'
  | 'items'
  | 'total'
  | 'delivery'
  | 'deliveryLocation'
  | 'selectedAddress'
  | 'paymentMethod'
  | 'paymentState'
  | 'createdAt'
  | 'expiredAt'
>;

/** A stored order as its customer reads it (My orders); the console's adds who and their phone. */
export function toCustomerOrderRow(row: ShownOrderRow): CustomerOrder {
  return {
    ref: row.id,
    status: row.status,
    items: row.items,
    total: row.total,
    delivery: row.delivery,
    deliveryLocation: row.deliveryLocation,
    selectedAddress: row.selectedAddress,
    payment: { method: row.paymentMethod ?? null, state: row.paymentState },
    createdAt: new Date(row.createdAt).toISOString(),
    ...(row.expiredAt ? { expiredAt: new Date(row.expiredAt).toISOString() } : {}),
  };
}

/** The customer's own orders: every query here is bounded by `userId`. */
export function customerOrderQueries(db: Db) {
  return {
    /**
     * One customer's orders, newest first (creation time, then ref: refs are random), only those
     * listed after their order `before`; `paymentDue`: only those whose payment step is not done
     * and that the vendor has not declined. undefined when `before` is not one of their orders.
     */
    async ordersOfCustomer(
      userId: number,
      filter: { before?: number | undefined; paymentDue?: boolean; limit: number },
    ): Promise<OrderRow[] | undefined> {
      if (filter.before !== undefined) {
        const [own] = await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.id, filter.before), eq(orders.userId, userId)));
        if (!own) return undefined;
      }
      return db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            filter.paymentDue
              ? and(
                  notInArray(orders.status, ['declined', 'expired']),
                  inArray(orders.paymentState, [...PAYMENT_DUE_STATES]),
                )
              : undefined,
            filter.before !== undefined
              ? sql`(${orders.createdAt}, ${orders.id}) < (select b.created_at, b.id from ${orders} b where b.id = ${filter.before})`
              : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(filter.limit);
    },
  };
}
