import { z } from 'zod';
import type { OrderEvent, PaymentMethod, PaymentState, VendorOrder } from './api';
import { foodStatusSchema, type OrderStatus } from './status';

/**
 * The vendor console's rules (DESIGN §7): how the queue is sorted, filtered and counted, the day
 * summary, the WhatsApp link, '4 min ago', and when a timed 'not ready' or a sold-out package ends.
 * Times are epoch milliseconds; calendar questions (today, tomorrow, 14:30) are answered in the
 * vendor's time zone, Lagos (WAT, UTC+1 all year: Nigeria keeps no daylight saving), so the answer
 * is the same on the server, in the browser and in a screenshot, whatever the machine's zone.
 */

/** West Africa Time: UTC+1, no daylight saving. */
export const LAGOS_UTC_OFFSET_MINUTES = 60;
/** The kitchen's day starts here (Lagos time): 'until tomorrow' means until then. */
export const KITCHEN_OPENS_AT_HOUR = 7;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const OFFSET = LAGOS_UTC_OFFSET_MINUTES * MINUTE;

// ── The queue ───────────────────────────────────────────────────────────────────────────────

export const QUEUE_FILTERS = ['pending', 'accepted', 'completed', 'declined', 'all'] as const;
export type QueueFilter = (typeof QUEUE_FILTERS)[number];

const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

/** Pending orders first (they need the vendor), then newest first; the ref breaks ties. */
export function compareQueue(a: VendorOrder, b: VendorOrder): number {
  const pendingFirst = Number(b.status === 'pending') - Number(a.status === 'pending');
  if (pendingFirst !== 0) return pendingFirst;
  return time(b.createdAt) - time(a.createdAt) || b.ref - a.ref;
}

export function sortQueue(orders: readonly VendorOrder[]): VendorOrder[] {
  return [...orders].sort(compareQueue);
}

const digits = (text: string) => text.replace(/\D/g, '');

/** A Nigerian number in its local 11-digit form: +234 803… and 234803… become 0803…. */
export function localPhone(phone: string): string {
  const d = digits(phone);
  return d.startsWith('234') && d.length === 13 ? `0${d.slice(3)}` : d;
}

/**
 * Whether an order answers the search box: a ref ('1042', '#1042') matches from its first digit,
 * a phone number matches anywhere in it, written either way (0803…, +234 803…, with spaces).
 * An empty search matches everything; a search with no digits matches nothing.
 */
export function matchesSearch(order: VendorOrder, search: string): boolean {
  const query = search.trim();
  if (query === '') return true;
  const wanted = digits(query);
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
    counts[order.status] += 1;
    counts.all += 1;
  }
  return counts;
}

/** A new or changed order from the live stream, put in the list in place of its old self. */
export function applyOrderEvent(orders: readonly VendorOrder[], event: OrderEvent): VendorOrder[] {
  return upsertOrders(orders, [event.order]);
}

/** Merges fresher copies of orders into the list (by ref); orders not in `fresh` stay. */
export function upsertOrders(orders: readonly VendorOrder[], fresh: readonly VendorOrder[]): VendorOrder[] {
  const byRef = new Map(orders.map((o) => [o.ref, o]));
  for (const order of fresh) byRef.set(order.ref, order);
  return sortQueue([...byRef.values()]);
}

/** Refs of pending orders in `next` that `known` had not seen: each deserves the sound cue. */
export function newPendingRefs(known: ReadonlySet<number>, next: readonly VendorOrder[]): number[] {
  return next.filter((o) => o.status === 'pending' && !known.has(o.ref)).map((o) => o.ref);
}

// ── One order ───────────────────────────────────────────────────────────────────────────────

/** '4 min ago' from the order's creation to `now`; a clock a little ahead reads 'just now'. */
export function ageText(createdAt: string, now: number): string {
  const elapsed = now - time(createdAt);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) {
    const hours = Math.floor(elapsed / HOUR);
    const minutes = Math.floor((elapsed % HOUR) / MINUTE);
    return minutes === 0 ? `${hours} h ago` : `${hours} h ${minutes} min ago`;
  }
  const days = Math.floor(elapsed / DAY);
  return days === 1 ? 'yesterday' : `${days} days ago`;
}

const STATUS_NOTES: Record<OrderStatus, string> = {
  pending: 'we have it and will confirm soon',
  accepted: 'it is being prepared',
  completed: 'it is ready',
  declined: 'we cannot make it this time',
};

/** What the vendor's WhatsApp chat opens with: it names the order ref and its status. */
export function whatsappMessage(order: Pick<VendorOrder, 'ref' | 'status' | 'customer'>): string {
  return `Hello ${order.customer}, this is Bukka about your order #${order.ref}. Status: ${order.status} (${STATUS_NOTES[order.status]}).`;
}

/**
 * `https://wa.me/234<number without its leading 0>?text=<message>`: WhatsApp wants the number in
 * international form with no plus; the customer typed the local 11-digit form.
 */
export function whatsappLink(
  order: Pick<VendorOrder, 'ref' | 'status' | 'customer' | 'phoneNumber'>,
): string {
  const national = localPhone(order.phoneNumber).replace(/^0/, '');
  return `https://wa.me/234${national}?text=${encodeURIComponent(whatsappMessage(order))}`;
}

/** 0803 123 4567: an 11-digit number in the groups people read it in; anything else as it came. */
export function spacedPhone(phone: string): string {
  const local = localPhone(phone);
  return /^\d{11}$/.test(local) ? `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}` : phone;
}

/** `tel:` link for the Call button. */
export function telLink(phone: string): string {
  return `tel:${localPhone(phone)}`;
}

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  transfer: 'Bank transfer',
  cash: 'Cash',
  paystack: 'Card (Paystack)',
};

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  unpaid: 'Not paid',
  awaiting_confirmation: 'Transfer to confirm',
  cash_due: 'Cash due',
  pending: 'Card not verified',
  paid: 'Paid',
};

/**
 * The vendor can mark an order paid when the money comes to them: a transfer the customer says
 * is sent, or cash taken at the counter. Card payments are verified by the server, never by hand;
 * a declined order takes no money.
 */
export function canConfirmPayment(order: Pick<VendorOrder, 'status' | 'payment'>): boolean {
  if (order.status === 'declined') return false;
  return order.payment.state === 'awaiting_confirmation' || order.payment.state === 'cash_due';
}

// ── Lagos calendar ──────────────────────────────────────────────────────────────────────────

/** The Lagos calendar day of an instant, as 'YYYY-MM-DD'. */
export function lagosDay(at: number): string {
  return new Date(at + OFFSET).toISOString().slice(0, 10);
}

/** 'HH:MM' in Lagos time. */
export function lagosClock(at: number): string {
  return new Date(at + OFFSET).toISOString().slice(11, 16);
}

/** The next time the kitchen opens after `now` (07:00 Lagos time, today or tomorrow). */
export function nextOpening(now: number): number {
  const local = new Date(now + OFFSET);
  const todayOpening =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), KITCHEN_OPENS_AT_HOUR) - OFFSET;
  return todayOpening > now ? todayOpening : todayOpening + DAY;
}

// ── Timed 'not ready' and sold out (the server requests in /tmp/bukka-server-requests.md) ──

export const NOT_READY_CHOICES = ['30min', '1h', 'tomorrow'] as const;
export type NotReadyChoice = (typeof NOT_READY_CHOICES)[number];

export const NOT_READY_CHOICE_LABELS: Record<NotReadyChoice, string> = {
  '30min': '30 min',
  '1h': '1 h',
  tomorrow: 'Until tomorrow',
};

/** When a 'not ready' set now for that long switches itself back to ready. */
export function notReadyUntil(choice: NotReadyChoice, now: number): number {
  switch (choice) {
    case '30min':
      return now + 30 * MINUTE;
    case '1h':
      return now + HOUR;
    case 'tomorrow':
      return nextOpening(now);
  }
}

/** A sold-out package comes back when the kitchen next opens (or sooner, switched back). */
export function soldOutUntil(now: number): number {
  return nextOpening(now);
}

/** Whether a timed state set to end at `until` (ISO, or null for no end) still holds at `now`. */
export function stillHolds(until: string | null | undefined, now: number): boolean {
  return until == null || time(until) > now;
}

/**
 * The caption under a timed state: 'until 14:30' the same Lagos day, 'until tomorrow 07:00' the
 * next, and a date beyond that. Empty when there is no end.
 */
export function untilText(until: string | null | undefined, now: number): string {
  if (until == null) return '';
  const at = time(until);
  const clock = lagosClock(at);
  const day = lagosDay(at);
  if (day === lagosDay(now)) return `until ${clock}`;
  if (day === lagosDay(now + DAY)) return `until tomorrow ${clock}`;
  return `until ${day} ${clock}`;
}

/** PUT /api/vendor/food-status, with the optional end of a 'not ready' (ISO, in the future). */
export const timedFoodStatusUpdateSchema = z.object({
  status: foodStatusSchema,
  until: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type TimedFoodStatusUpdate = z.infer<typeof timedFoodStatusUpdateSchema>;

/** The food switch as the vendor's calls answer it: `until` only while a timed 'not ready' holds. */
export const vendorFoodStatusSchema = z.object({
  status: foodStatusSchema,
  until: z.string().nullable().optional(),
});
export type VendorFoodStatus = z.infer<typeof vendorFoodStatusSchema>;

/** One package marked sold out, and when it comes back by itself. */
export const soldOutEntrySchema = z.object({ id: z.number().int().positive(), until: z.string().nullable() });
export type SoldOutEntry = z.infer<typeof soldOutEntrySchema>;

/** PUT /api/vendor/sold-out/{id}. */
export const soldOutUpdateSchema = z.object({
  soldOut: z.boolean(),
  until: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type SoldOutUpdate = z.infer<typeof soldOutUpdateSchema>;
/** Its answer: the package's state after the change (`until` null when back on sale). */
export const soldOutResponseSchema = z.object({
  id: z.number().int().positive(),
  soldOut: z.boolean(),
  until: z.string().nullable(),
});

/** GET /api/vendor/settings: everything the console's switches show. */
export const vendorSettingsSchema = z.object({
  food: vendorFoodStatusSchema,
  delivery: z.object({ status: z.enum(['available', 'not-available']) }),
  soldOut: z.array(soldOutEntrySchema),
});
export type VendorSettings = z.infer<typeof vendorSettingsSchema>;

/** The packages still sold out at `now` (an entry past its end no longer counts). */
export function soldOutIds(entries: readonly SoldOutEntry[], now: number): Set<number> {
  return new Set(entries.filter((e) => stillHolds(e.until, now)).map((e) => e.id));
}

// ── Today's summary ─────────────────────────────────────────────────────────────────────────

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
    if (lagosDay(time(order.createdAt)) !== today) continue;
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

/** Create-order's 409 when the order holds a package the vendor marked sold out. */
export function soldOutMessage(name: string): string {
  return `${name} is sold out`;
}

/**
 * The cart's notice for its sold-out lines: each named as the server's 409 names it, then what to
 * do, so the drawer and a refused checkout read the same. '' when no line is sold out.
 */
export function soldOutNotice(names: readonly string[]): string {
  if (names.length === 0) return '';
  const them = names.length === 1 ? 'it' : 'them';
  return `${names.map(soldOutMessage).join('. ')}. Remove ${them} from your cart to check out.`;
}
