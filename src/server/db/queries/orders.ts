import { and, desc, eq, gte, inArray, lt, ne, notInArray, sql } from 'drizzle-orm';
import type { PaymentMethod, PaymentState, VendorOrder } from '../../../domain/api';
import type { OrderStatus } from '../../../domain/status';
import type { Db } from '../client';
import { Batcher } from '../batcher';
import { PAYMENT_DUE_STATES } from '../../../domain/customerOrders';
import { toCustomerOrderRow } from './customer-orders';
import { OrderStatusCache } from '../order-status-cache';
import { randomOrderRef, withRandomRefs, type OrderRefSource } from '../order-refs';
import { orders, users, type StoredOrderItem } from '../schema';

/** 'expired' → 'pending', any other status as it is: SQL's side of statusAfterPayment. */
const reviveStatus = sql<OrderStatus>`case when ${orders.status} = 'expired' then 'pending' else ${orders.status} end`;

export interface NewOrder {
  userId: number;
  orderName: string;
  items: StoredOrderItem[];
  total: number;
  delivery: boolean;
  deliveryLocation: string;
  selectedAddress: string;
  phoneNumber: string;
}

type OrderRow = typeof orders.$inferSelect;
type OrderWithCustomer = OrderRow & { customer: string; customerEmail?: string };

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  orderName: orders.orderName,
  status: orders.status,
  items: orders.items,
  total: orders.total,
  delivery: orders.delivery,
  deliveryLocation: orders.deliveryLocation,
  selectedAddress: orders.selectedAddress,
  phoneNumber: orders.phoneNumber,
  paymentMethod: orders.paymentMethod,
  paymentState: orders.paymentState,
  paymentReference: orders.paymentReference,
  createdAt: orders.createdAt,
  expiredAt: orders.expiredAt,
  customer: users.username,
  customerEmail: users.email,
};

/** An order as the vendor console reads it (DESIGN §6): what its customer sees, and who and how to call. */
export function toVendorOrder(row: OrderWithCustomer): VendorOrder {
  return { ...toCustomerOrderRow(row), customer: row.customer, phoneNumber: row.phoneNumber };
}

export interface OrderQueryOptions {
  /**
   * How long an order's status is served from memory. On PGlite this process is the only
   * writer (the folder lock sees to it) and every change goes through the cache, so it never
   * goes stale: Infinity. On a PostgreSQL shared by several servers, a change made by another
   * server shows here within this time.
   */
  statusCacheMs: number;
  /** Order-insert batches in flight at once: 1 on PGlite (one connection), more on a pool. */
  insertConcurrency?: number;
  /** Where new order refs come from; default random (order-refs.ts). Tests only. */
  orderRefs?: OrderRefSource | undefined;
}

export function orderQueries(db: Db, options: OrderQueryOptions) {
  const orderStatusByRef = db
    .select({ status: orders.status, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, sql.placeholder('ref')))
    .prepare('bukka_order_status');
  const statuses = new OrderStatusCache(options.statusCacheMs);

  const insertOrder = db
    .insert(orders)
    .values({
      id: sql.placeholder('id'),
      userId: sql.placeholder('userId'),
      orderName: sql.placeholder('orderName'),
      items: sql.placeholder('items'),
      total: sql.placeholder('total'),
      delivery: sql.placeholder('delivery'),
      deliveryLocation: sql.placeholder('deliveryLocation'),
      selectedAddress: sql.placeholder('selectedAddress'),
      phoneNumber: sql.placeholder('phoneNumber'),
    })
    .onConflictDoNothing({ target: [orders.userId, orders.orderName] })
    .returning({ id: orders.id, createdAt: orders.createdAt })
    .prepare('bukka_insert_order');

  type Inserted = { id: number; createdAt: Date } | undefined;
  const refSource = options.orderRefs ?? randomOrderRef;
  const orderInserts = new Batcher<NewOrder, Inserted>(
    (batch) =>
      withRandomRefs(batch.length, refSource, (refs) =>
        insertOrders(batch.map((order, i) => ({ ...order, id: refs[i]! }))),
      ),
    options.insertConcurrency ?? 1,
  );
  async function insertOrders(batch: (NewOrder & { id: number })[]): Promise<Inserted[]> {
    if (batch.length === 1) {
      // Drizzle encodes the jsonb column itself, placeholders included.
      const [row] = await insertOrder.execute({ ...batch[0]! });
      return [row];
    }
    const rows = await db
      .insert(orders)
      .values(batch)
      .onConflictDoNothing({ target: [orders.userId, orders.orderName] })
      .returning({
        id: orders.id,
        userId: orders.userId,
        orderName: orders.orderName,
        createdAt: orders.createdAt,
      });
    const byKey = new Map(rows.map((row) => [`${row.userId}\u0000${row.orderName}`, row]));
    // The same order_name twice in one batch: the first request gets the new order, the
    // second finds it as a replay.
    return batch.map((order) => {
      const key = `${order.userId}\u0000${order.orderName}`;
      const row = byKey.get(key);
      byKey.delete(key);
      return row;
    });
  }

  /** What an update answered, in the status cache too. */
  function remember(ref: number, row: { status: OrderStatus; userId: number } | undefined) {
    statuses.delete(ref);
    if (row) statuses.set(ref, row.userId, row.status);
    return row?.status;
  }

  async function orderWithCustomer(ref: number): Promise<OrderWithCustomer | undefined> {
    const [row] = await db
      .select(orderColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, ref));
    return row;
  }

  return {
    /** Inserts the order, or finds the one this user already placed under that order_name. */
    async placeOrder(
      order: NewOrder,
      customer: string,
    ): Promise<{ created: boolean; order: OrderWithCustomer }> {
      const inserted = await orderInserts.add(order);
      if (inserted) {
        statuses.set(inserted.id, order.userId, 'pending');
        return {
          created: true,
          order: {
            ...order,
            id: inserted.id,
            createdAt: inserted.createdAt,
            status: 'pending',
            paymentMethod: null,
            paymentState: 'unpaid',
            paymentReference: null,
            expiredAt: null,
            customer,
          },
        };
      }
      const [existing] = await db
        .select(orderColumns)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(eq(orders.userId, order.userId), eq(orders.orderName, order.orderName)));
      if (!existing) throw new Error('Order vanished between insert and select');
      return { created: false, order: existing };
    },

    /** The status of the user's own order; undefined for a missing ref or someone else's. */
    async orderStatus(ref: number, userId: number): Promise<OrderStatus | undefined> {
      let known = statuses.get(ref);
      if (!known) {
        const [row] = await orderStatusByRef.execute({ ref });
        if (!row) return undefined;
        known = row;
        statuses.set(ref, row.userId, row.status);
      }
      return known.userId === userId ? known.status : undefined;
    },

    orderWithCustomer,

    /** Another server changed this order: read it from the database next time. */
    forgetOrder(ref: number) {
      statuses.delete(ref);
    },

    /** Other servers' changes may have gone unheard (the listener was away): read every order again. */
    forgetOrders() {
      statuses.clear();
    },

    /**
     * The console's orders, newest first: those of some statuses (`statuses`), or of every status
     * but some (`notStatuses`); only those listed after the order `before` (paging: newer first
     * by creation time, then ref, since refs are random); at most `limit` (undefined: all of them).
     */
    async ordersForVendor(filter: {
      statuses?: readonly OrderStatus[] | undefined;
      notStatuses?: readonly OrderStatus[] | undefined;
      before?: number | undefined;
      limit?: number | undefined;
      /** Placed in [from, to) (epoch ms): today's summary reads one Lagos day. */
      placed?: { from: number; to: number } | undefined;
    }) {
      const query = db
        .select(orderColumns)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(
          and(
            filter.statuses ? inArray(orders.status, [...filter.statuses]) : undefined,
            filter.notStatuses ? notInArray(orders.status, [...filter.notStatuses]) : undefined,
            filter.before !== undefined
              ? sql`(${orders.createdAt}, ${orders.id}) < (select b.created_at, b.id from ${orders} b where b.id = ${filter.before})`
              : undefined,
            filter.placed ? gte(orders.createdAt, new Date(filter.placed.from)) : undefined,
            filter.placed ? lt(orders.createdAt, new Date(filter.placed.to)) : undefined,
          ),
        )
        .orderBy(desc(orders.createdAt), desc(orders.id));
      return filter.limit === undefined ? query : query.limit(filter.limit);
    },

    /** Moves the status only if nobody moved it since it was read (two vendor tabs). */
    async moveOrder(ref: number, from: OrderStatus, to: OrderStatus): Promise<boolean> {
      const moved = await db
        .update(orders)
        .set({ status: to })
        .where(and(eq(orders.id, ref), eq(orders.status, from)))
        .returning({ id: orders.id, userId: orders.userId });
      statuses.delete(ref);
      if (moved[0]) statuses.set(ref, moved[0].userId, to);
      return moved.length === 1;
    },

    /**
     * The customer's payment step. `revive`: a transfer said sent on an expired order brings it
     * back to pending (kitchenAttention.ts statusAfterPayment); without it an expired order is
     * left as it is. Answers the order's status after the call, undefined when nothing changed.
     */
    async setPayment(
      ref: number,
      method: PaymentMethod | null,
      state: PaymentState,
      revive = false,
    ): Promise<OrderStatus | undefined> {
      const rows = await db
        .update(orders)
        .set({
          ...(method ? { paymentMethod: method, paymentState: state } : { paymentState: state }),
          ...(revive ? { status: reviveStatus } : {}),
        })
        .where(and(eq(orders.id, ref), revive ? undefined : ne(orders.status, 'expired')))
        .returning({ status: orders.status, userId: orders.userId });
      return remember(ref, rows[0]);
    },

    /**
     * Closes every order placed before `cutoff` whose payment step was never done (issue 25):
     * one UPDATE … RETURNING, so with several servers sweeping the same PostgreSQL each order is
     * closed, and published, by exactly one of them; a payment that lands first keeps its order.
     */
    async expireUnpaidOrders(cutoff: Date, at: Date): Promise<OrderWithCustomer[]> {
      const closed = await db
        .update(orders)
        .set({ status: 'expired', expiredAt: at })
        .where(
          and(
            eq(orders.status, 'pending'),
            inArray(orders.paymentState, [...PAYMENT_DUE_STATES]),
            lt(orders.createdAt, cutoff),
          ),
        )
        .returning({ id: orders.id, userId: orders.userId });
      if (closed.length === 0) return [];
      for (const row of closed) {
        statuses.delete(row.id);
        statuses.set(row.id, row.userId, 'expired');
      }
      return db
        .select(orderColumns)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(
          inArray(
            orders.id,
            closed.map((row) => row.id),
          ),
        );
    },

    /** A card payment was started: the order waits for the provider under this reference. */
    async startCardPayment(ref: number, method: PaymentMethod, reference: string) {
      await db
        .update(orders)
        .set({ paymentMethod: method, paymentState: 'pending', paymentReference: reference })
        .where(and(eq(orders.id, ref), ne(orders.paymentState, 'paid')));
    },

    /**
     * Marks the order paid by `method` unless it already is: true only for the call that changed
     * it, so a replayed webhook or a second verify publishes nothing.
     */
    async markPaid(ref: number, method: PaymentMethod): Promise<OrderStatus | undefined> {
      // An expired order paid late comes back to pending: the money is not lost (statusAfterPayment).
      const rows = await db
        .update(orders)
        .set({ paymentMethod: method, paymentState: 'paid', status: reviveStatus })
        .where(and(eq(orders.id, ref), ne(orders.paymentState, 'paid')))
        .returning({ status: orders.status, userId: orders.userId });
      return remember(ref, rows[0]);
    },
  };
}
