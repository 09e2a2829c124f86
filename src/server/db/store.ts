import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { PaymentMethod, PaymentState, Role, VendorOrder } from '../../domain/api';
import type { DeliveryStatus, FoodStatus, OrderStatus } from '../../domain/status';
import type { Db } from './client';
import { Batcher } from './batcher';
import { OrderStatusCache } from './order-status-cache';
import { randomOrderRef, withRandomRefs, type OrderRefSource } from './order-refs';
import {
  newsletterSubscribers,
  orders,
  sessions,
  settings,
  soldOut,
  users,
  type StoredOrderItem,
} from './schema';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: Role;
}

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
  customer: users.username,
  customerEmail: users.email,
};

/** An order as the vendor console reads it (DESIGN §6). */
export function toVendorOrder(row: OrderWithCustomer): VendorOrder {
  return {
    ref: row.id,
    status: row.status,
    customer: row.customer,
    items: row.items,
    total: row.total,
    delivery: row.delivery,
    deliveryLocation: row.deliveryLocation,
    selectedAddress: row.selectedAddress,
    phoneNumber: row.phoneNumber,
    payment: { method: row.paymentMethod ?? null, state: row.paymentState },
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** PostgreSQL's unique_violation, under Drizzle's DrizzleQueryError wrapper or not. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export type SettingKey = 'food_status' | 'delivery_status' | 'food_until';
const SETTING_DEFAULTS = { food_status: 'ready', delivery_status: 'available' } as const;

/** A sold-out package as stored: `until` null means until the vendor switches it back. */
export interface StoredSoldOut {
  id: number;
  until: Date | null;
}

/**
 * Every query the server runs, in one place. The hot paths (token lookup, order status) are
 * prepared statements on one index each.
 */
export interface StoreOptions {
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

export function createStore(db: Db, options: StoreOptions = { statusCacheMs: 0 }) {
  const sessionByHash = db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('bukka_session_by_hash');

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

  const selectSettings = db.select({ key: settings.key, value: settings.value }).from(settings);
  const selectSoldOut = db
    .select({ id: soldOut.itemId, until: soldOut.until })
    .from(soldOut)
    .orderBy(soldOut.itemId);

  async function orderWithCustomer(ref: number): Promise<OrderWithCustomer | undefined> {
    const [row] = await db
      .select(orderColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, ref));
    return row;
  }

  return {
    async createUser(user: { username: string; email: string; passwordHash: string; role?: Role }) {
      const [row] = await db
        .insert(users)
        .values({ ...user, role: user.role ?? 'customer' })
        .returning({ id: users.id, username: users.username });
      return row!;
    },

    async userByUsername(username: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    async firstVendor() {
      const [row] = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(eq(users.role, 'vendor'))
        .orderBy(users.id)
        .limit(1);
      return row;
    },

    /** A new password ends every session of the old one (open event streams see it too). */
    async setUserPasswordAndRole(id: number, passwordHash: string, role: Role) {
      await db.update(users).set({ passwordHash, role }).where(eq(users.id, id));
      await db.delete(sessions).where(eq(sessions.userId, id));
    },

    async createSession(tokenHash: string, userId: number, expiresAt: Date) {
      await db.insert(sessions).values({ tokenHash, userId, expiresAt });
    },

    async sessionUser(tokenHash: string): Promise<(SessionUser & { expiresAt: Date }) | undefined> {
      const [row] = await sessionByHash.execute({ hash: tokenHash });
      return row ? { ...row, expiresAt: new Date(row.expiresAt) } : undefined;
    },

    async deleteSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteExpiredSessions() {
      await db.delete(sessions).where(sql`${sessions.expiresAt} <= now()`);
    },

    async settings(): Promise<{
      food_status: FoodStatus;
      delivery_status: DeliveryStatus;
      /** ISO instant a timed 'not ready' ends, or null. */
      food_until: string | null;
      sold_out: StoredSoldOut[];
    }> {
      const [rows, soldRows] = await Promise.all([selectSettings, selectSoldOut]);
      const found = Object.fromEntries(rows.map((r) => [r.key, r.value]));
      return {
        food_status: (found.food_status ?? SETTING_DEFAULTS.food_status) as FoodStatus,
        delivery_status: (found.delivery_status ?? SETTING_DEFAULTS.delivery_status) as DeliveryStatus,
        food_until: found.food_until || null,
        sold_out: soldRows.map((r) => ({ id: r.id, until: r.until ? new Date(r.until) : null })),
      };
    },

    /** Marks a package sold out (until `until`, or until switched back), or back on sale. */
    async setSoldOut(id: number, soldOutNow: boolean, until: Date | null) {
      if (!soldOutNow) {
        await db.delete(soldOut).where(eq(soldOut.itemId, id));
        return;
      }
      await db
        .insert(soldOut)
        .values({ itemId: id, until })
        .onConflictDoUpdate({ target: soldOut.itemId, set: { until, updatedAt: sql`now()` } });
    },

    async setSetting(key: SettingKey, value: string) {
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
    },

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
     * The console's orders, newest first: those of one status, or (`notPending`) every other
     * status; only those listed after the order `before` (paging: newer first by creation
     * time, then ref, since refs are random); at most `limit` (undefined: all of them).
     */
    async ordersForVendor(filter: {
      status?: OrderStatus | undefined;
      notPending?: boolean;
      before?: number | undefined;
      limit?: number | undefined;
    }) {
      const query = db
        .select(orderColumns)
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(
          and(
            filter.status ? eq(orders.status, filter.status) : undefined,
            filter.notPending ? ne(orders.status, 'pending') : undefined,
            filter.before !== undefined
              ? sql`(${orders.createdAt}, ${orders.id}) < (select b.created_at, b.id from ${orders} b where b.id = ${filter.before})`
              : undefined,
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

    async setPayment(ref: number, method: PaymentMethod | null, state: PaymentState) {
      await db
        .update(orders)
        .set(method ? { paymentMethod: method, paymentState: state } : { paymentState: state })
        .where(eq(orders.id, ref));
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
    async markPaid(ref: number, method: PaymentMethod): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ paymentMethod: method, paymentState: 'paid' })
        .where(and(eq(orders.id, ref), ne(orders.paymentState, 'paid')))
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    /** True when the address was new. */
    async subscribe(email: string): Promise<boolean> {
      const rows = await db
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoNothing()
        .returning({ email: newsletterSubscribers.email });
      return rows.length === 1;
    },
  };
}

export type Store = ReturnType<typeof createStore>;
