import type { VendorOrder } from './api';
import { awaitsPaymentStep, isNewForKitchen } from './kitchenAttention';
import { isoTime } from './lagosCalendar';

/**
 * The console's queue at lunch rush, in sections (issue 25 item 4): what to accept first, then
 * the orders still waiting on their payment step (quiet: nobody may come for them), then what is
 * cooking, then everything else. Any status other than pending and accepted (completed,
 * declined, and whatever is added later) falls into the last section, so a new status needs no
 * change here.
 */
export const QUEUE_SECTIONS = ['new', 'awaiting', 'cooking', 'done'] as const;
export type QueueSectionKey = (typeof QUEUE_SECTIONS)[number];

export const QUEUE_SECTION_TITLES: Record<QueueSectionKey, string> = {
  new: 'New',
  awaiting: 'Awaiting payment',
  cooking: 'Cooking',
  done: 'Done',
};

export interface QueueSection {
  key: QueueSectionKey;
  title: string;
  orders: VendorOrder[];
}

export function queueSectionOf(order: Pick<VendorOrder, 'status' | 'payment'>): QueueSectionKey {
  if (isNewForKitchen(order)) return 'new';
  if (awaitsPaymentStep(order)) return 'awaiting';
  if (order.status === 'accepted') return 'cooking';
  return 'done';
}

const oldestFirst = (a: VendorOrder, b: VendorOrder) =>
  isoTime(a.createdAt) - isoTime(b.createdAt) || a.ref - b.ref;
const newestFirst = (a: VendorOrder, b: VendorOrder) => oldestFirst(b, a);

/**
 * The orders in their sections, empty sections left out. New, awaiting and cooking run oldest
 * first (the customer who has waited longest is served first); done runs newest first (what
 * just happened is what the vendor looks for).
 */
export function queueSections(orders: readonly VendorOrder[]): QueueSection[] {
  const by = new Map<QueueSectionKey, VendorOrder[]>(QUEUE_SECTIONS.map((key) => [key, []]));
  for (const order of orders) by.get(queueSectionOf(order))!.push(order);
  return QUEUE_SECTIONS.flatMap((key) => {
    const list = by.get(key)!;
    if (list.length === 0) return [];
    list.sort(key === 'done' ? newestFirst : oldestFirst);
    return [{ key, title: QUEUE_SECTION_TITLES[key], orders: list }];
  });
}
