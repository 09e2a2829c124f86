import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PaymentMethod, PaymentState, Role } from '../../domain/api';
import type { OrderStatus } from '../../domain/status';

/** One PostgreSQL schema for PGlite and real PostgreSQL alike; drizzle-kit turns it into drizzle/. */

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** scrypt$N$r$p$salt$hash (base64), see auth/passwords.ts. */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<Role>().notNull().default('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // 'Ada' and 'ada' are one person to a vendor reading names off a screen.
  (t) => [uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the token: a leaked database does not hand out working tokens. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export interface StoredOrderItem {
  id: number;
  name: string;
  price: number;
  quantity: number;
}

export const orders = pgTable(
  'orders',
  {
    /**
     * The order ref the customer tracks: a positive integer, drawn at random by the server
     * (order-refs.ts) so that refs do not count the shop's orders. Older orders keep theirs.
     */
    id: integer('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderName: text('order_name').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    items: jsonb('items').$type<StoredOrderItem[]>().notNull(),
    /** Naira, recomputed by the server from the catalogue and fee table. */
    total: integer('total').notNull(),
    delivery: boolean('delivery').notNull(),
    deliveryLocation: text('delivery_location').notNull(),
    selectedAddress: text('selected_address').notNull(),
    phoneNumber: text('phone_number').notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>(),
    paymentState: text('payment_state').$type<PaymentState>().notNull().default('unpaid'),
    /** The provider's reference of the latest card payment started for this order (Paystack). */
    paymentReference: text('payment_reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the server closed it unpaid (status 'expired', issue 25); kept if a late payment revives it. */
    expiredAt: timestamp('expired_at', { withTimezone: true }),
  },
  (t) => [
    // A double-click sends the same order_name twice: the second insert finds the first order.
    uniqueIndex('orders_user_order_name_key').on(t.userId, t.orderName),
    index('orders_status_idx').on(t.status, t.id),
    // The console pages newest first by creation time, then ref: refs are random.
    index('orders_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * An order's lines as rows (issue 31): the Reports tab's best sellers and fees group them in SQL
 * instead of expanding every order's `items` jsonb per query (216–455 ms p95 for a month on
 * PostgreSQL). `orders.items` stays what the API reads; these rows are made from it by the
 * trigger of drizzle/0009 in the statement that inserts the order (every writer, one
 * transaction), and an order's lines never change after.
 */
export const orderLines = pgTable(
  'order_lines',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The line's place in `orders.items`, from 1. */
    line: integer('line').notNull(),
    itemId: integer('item_id').notNull(),
    name: text('name').notNull(),
    /** Naira a unit, as charged. */
    price: integer('price').notNull(),
    quantity: integer('quantity').notNull(),
    /** The order's created_at (it never changes): a range of lines is read by its own index. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.line] }),
    // Best sellers read a month's lines by this and join their orders (status) on the key:
    // 2x faster on PGlite than seq-scanning every line into a hash join with the month's orders.
    index('order_lines_created_idx').on(t.createdAt),
  ],
);

/** Shop-wide switches (food ready, delivery available): one row per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Packages (catalogue ids) the vendor marked sold out; `until` null: until switched back. */
export const soldOut = pgTable('sold_out', {
  itemId: integer('item_id').primaryKey(),
  until: timestamp('until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  email: text('email').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit counters on PostgreSQL, so every server behind a proxy counts the same tries
 * (rate-limit-store.ts). One row per limited key; a row past `resetAt` is a fresh window.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * The menu (issue 16): what the storefront sells, edited by the vendor. Seeded on first start
 * with product-spec §3's nine packages (src/domain/menuSeed.ts, ids 1–9); new packages take ids
 * from 10 on. `picture` is a path under public/ (`/food/…webp`) for a shipped picture, or the
 * sha256 of an upload in `menu_pictures`. Names are unique whatever their case: the create-order
 * payload is keyed by name.
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10 }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Whole naira. */
    price: integer('price').notNull(),
    picture: text('picture').notNull().default(''),
    /** The storefront's heading for it ('Packages', 'Burgers': issue 29); empty: none. */
    category: text('category').notNull().default(''),
    /** The storefront shows packages by position, then id. */
    position: integer('position').notNull(),
    visible: boolean('visible').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('menu_items_name_lower_key').on(sql`lower(${t.name})`)],
);

export interface MenuSnapshot {
  name: string;
  description: string;
  price: number;
  picture: string;
  /** Absent in changes recorded before categories (drizzle/0008). */
  category?: string;
  position: number;
  visible: boolean;
}

/** Every change to the menu: who, when, which package, before and after (null before: created). */
export const menuChanges = pgTable(
  'menu_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemId: integer('item_id').notNull(),
    /** The vendor's username at the time (kept if the account goes). */
    changedBy: text('changed_by').notNull(),
    before: jsonb('before').$type<MenuSnapshot | null>(),
    after: jsonb('after').$type<MenuSnapshot>().notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('menu_changes_changed_at_idx').on(t.changedAt)],
);

/** Raw bytes: PGlite and pg both hand back a Uint8Array/Buffer for bytea. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The vendor's pictures, as WebP at each width the storefront shows, in the database itself:
 * a backup carries them and every server behind a proxy serves the same bytes. Keyed by the
 * sha256 of the uploaded file; served at /media/<sha256>-<width>w.webp, never changing.
 */
export const menuPictures = pgTable(
  'menu_pictures',
  {
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sha256, t.width] })],
);

/**
 * What a customer's account remembers (issue 13): saved addresses and the phone, one row per
 * customer, replaced whole by PUT /api/account/profile.
 */
export const accountProfiles = pgTable('account_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  addresses: jsonb('addresses').$type<{ id: number; value: string }[]>().notNull().default([]),
  phoneNumber: text('phone_number').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Web Push subscriptions (issue 28): a browser's push endpoint and keys, owned by one account
 * (a second account subscribing the same browser takes it over). At most 5 per account.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** 'orders' (the vendor's new orders) and/or 'my-orders' (the customer's own). */
    events: jsonb('events').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The notifications already sent, one row per order and event ('new', or a status): the server
 * whose insert wins sends it, so a change is pushed once however many servers and paths see it.
 */
export const pushSent = pgTable(
  'push_sent',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.event] })],
);

/**
 * The VAPID key pair when VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY are unset: made at the first start
 * and kept here, so every server signs with one key, subscriptions survive restarts, and a
 * backup carries it. One row (id 1).
 */
export const vapidKeys = pgTable('vapid_keys', {
  id: integer('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
