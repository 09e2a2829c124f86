import type { VendorOrder } from './api';
import { isoTime } from './lagosCalendar';
import { awaitsPaymentStep, isNewForKitchen } from './kitchenAttention';
import { localPhone, onlyDigits } from './phone';

/** The vendor console's queue (DESIGN §7): how it is sorted, filtered and counted. */

export const QUEUE_FILTERS = ['pending', 'accepted', 'completed', 'declined', 'all'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

/**
 * Pending orders first (they need the vendor), the oldest of them on top: the customer who has
 * waited longest is served first. Every other order follows, newest first (what just happened
 * is what the vendor looks for). The ref breaks ties.
 */
export function compareQueue(a: VendorOrder, b: VendorOrder): number {
  const pendingFirst = Number(b.status === 'pending') - Number(a.status === 'pending');
  if (pendingFirst !== 0) return pendingFirst;
  if (a.status === 'pending') return isoTime(a.createdAt) - isoTime(b.createdAt) || a.ref - b.ref;
  return isoTime(b.createdAt) - isoTime(a.createdAt) || b.ref - a.ref;
}

export function sortQueue(orders: readonly VendorOrder[]): VendorOrder[] {
  return [...orders].sort(compareQueue);
}

/**
 * Whether an order answers the search box: a ref ('1042', '#1042') matches from its first digit,
 * a phone number matches anywhere in it, written either way (0803…, +234 803…, with spaces).
 * An empty search matches everything; a search with no digits matches nothing.
 */
export function matchesSearch(order: VendorOrder, search: string): boolean {
  const query = search.trim();
  if (query === '') return true;
  const wanted = onlyDigits(query);
  if (wanted === '') return false;
  if (String(order.ref).startsWith(wanted)) return true;
  const phone = localPhone(order.phoneNumber);
  // '+234 803…' typed in part: compare it in the local form too.
  const local = wanted.startsWith('234') && wanted.length > 3 ? `0${wanted.slice(3)}` : wanted;
  return phone.includes(wanted) || phone.includes(local);
}

/** The orders under a filter tab that answer the search, in queue order. */
export function filterQueue(orders: readonly VendorOrder[], filter: QueueFilter, search = ''): VendorOrder[] {
  return sortQueue(
    orders.filter((o) => (filter === 'all' || o.status === filter) && matchesSearch(o, search)),
  );
}

/** The count on each filter tab. */
export function queueCounts(orders: readonly VendorOrder[]): Record<QueueFilter, number> {
  const counts: Record<QueueFilter, number> = { pending: 0, accepted: 0, completed: 0, declined: 0, all: 0 };
  for (const order of orders) {
    // An expired order has no tab of its own (issue 25): it is counted under 'all' only.
    if (order.status !== 'expired') counts[order.status] += 1;
    counts.all += 1;
  }
  return counts;
}

/** Merges fresher copies of orders into the list (by ref); orders not in `fresh` stay. */
export function upsertOrders(orders: readonly VendorOrder[], fresh: readonly VendorOrder[]): VendorOrder[] {
  const byRef = new Map(orders.map((o) => [o.ref, o]));
  for (const order of fresh) byRef.set(order.ref, order);
  return sortQueue([...byRef.values()]);
}

/**
 * Refs of orders in `next` that are new for the kitchen (kitchenAttention.ts) and were not in
 * `known`: each deserves the sound cue. `known` holds the orders the console already rang for
 * or that need no ring; an order still awaiting its payment step stays out of it, so it rings
 * the moment its customer commits (issue 25).
 */
export function newPendingRefs(known: ReadonlySet<number>, next: readonly VendorOrder[]): number[] {
  return next.filter((o) => isNewForKitchen(o) && !known.has(o.ref)).map((o) => o.ref);
}

/** The refs a console holding `orders` has rung for, or never will: all but those awaiting payment. */
export function alertedRefs(orders: readonly VendorOrder[]): Set<number> {
  return new Set(orders.filter((o) => !awaitsPaymentStep(o)).map((o) => o.ref));
}
