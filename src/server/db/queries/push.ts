import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { PushEvent } from '../../../domain/push';
import type { Db } from '../client';
import { orders, pushSent, pushSubscriptions, users, vapidKeys } from '../schema';

export interface StoredPushSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const target = {
  endpoint: pushSubscriptions.endpoint,
  p256dh: pushSubscriptions.p256dh,
  auth: pushSubscriptions.auth,
};

/** Web Push (issue 28): subscriptions, the sent-once ledger and the stored VAPID keys. */
export function pushQueries(db: Db) {
  return {
    /**
     * The stored VAPID pair, made by `generate` on the first start. Two servers starting
     * together both try; the insert of one wins and both read it back.
     */
    async vapidKeys(generate: () => { publicKey: string; privateKey: string }) {
      const [found] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
      if (found) return { publicKey: found.publicKey, privateKey: found.privateKey };
      await db
        .insert(vapidKeys)
        .values({ id: 1, ...generate() })
        .onConflictDoNothing();
      const [stored] = await db.select().from(vapidKeys).where(eq(vapidKeys.id, 1));
      return { publicKey: stored!.publicKey, privateKey: stored!.privateKey };
    },

    /**
     * Saves (or takes over: a browser belongs to whoever subscribed it last) a subscription,
     * then keeps the account's newest `max`.
     */
    async savePushSubscription(
      userId: number,
      subscription: StoredPushSubscription & { events: PushEvent[] },
      max: number,
    ) {
      await db.transaction(async (tx) => {
        const values = { userId, ...subscription, createdAt: new Date() };
        await tx
          .insert(pushSubscriptions)
          .values(values)
          .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
        const keep = tx
          .select({ endpoint: pushSubscriptions.endpoint })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.endpoint))
          .limit(max);
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.endpoint, keep)));
      });
    },

    /** The account's own only: another account's endpoint is left alone. */
    async deletePushSubscription(userId: number, endpoint: string): Promise<boolean> {
      const gone = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
        .returning({ endpoint: pushSubscriptions.endpoint });
      return gone.length > 0;
    },

    async deletePushSubscriptionsOf(userId: number) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },

    /** The push service said 404/410: the browser dropped it. */
    async deletePushEndpoint(endpoint: string) {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    },

    async pushSubscriptionsOf(userId: number) {
      return db
        .select({ ...target, events: pushSubscriptions.events })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(pushSubscriptions.createdAt);
    },

    async pushSubscription(userId: number, endpoint: string): Promise<StoredPushSubscription | undefined> {
      const [found] = await db
        .select(target)
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
      return found;
    },

    /** The vendors' subscriptions that asked for new orders. */
    async vendorPushTargets(): Promise<StoredPushSubscription[]> {
      return db
        .select(target)
        .from(pushSubscriptions)
        .innerJoin(users, eq(users.id, pushSubscriptions.userId))
        .where(and(eq(users.role, 'vendor'), sql`${pushSubscriptions.events} @> '["orders"]'::jsonb`));
    },

    /** The subscriptions of the order's customer that asked for their orders' news. */
    async customerPushTargets(ref: number): Promise<StoredPushSubscription[]> {
      return db
        .select(target)
        .from(pushSubscriptions)
        .innerJoin(orders, eq(orders.userId, pushSubscriptions.userId))
        .where(and(eq(orders.id, ref), sql`${pushSubscriptions.events} @> '["my-orders"]'::jsonb`));
    },

    /**
     * Claims the right to send `event` for the order: true for the one caller (of any server)
     * whose row went in, false for everyone after.
     */
    async claimPush(ref: number, event: string): Promise<boolean> {
      const claimed = await db
        .insert(pushSent)
        .values({ orderId: ref, event })
        .onConflictDoNothing()
        .returning({ orderId: pushSent.orderId });
      return claimed.length > 0;
    },

    async pushClaims(refs: number[]) {
      return db.select().from(pushSent).where(inArray(pushSent.orderId, refs));
    },
  };
}
