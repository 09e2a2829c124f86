// No zod here: the words and the timeline of My orders, for its components and their stories.
import type { PaymentState } from './api';
import { isoTime, lagosClock, lagosDay, MINUTE } from './lagosCalendar';
import { statusPath } from './orderMachine';
import type { OrderStatus } from './status';

export type TimelineStepKey = 'placed' | 'accepted' | 'completed' | 'declined' | 'expired';

/** done: happened; current: the latest that happened; next: what the order waits for; todo: later. */
export type TimelineStepState = 'done' | 'current' | 'next' | 'todo';

export interface TimelineStep {
  key: TimelineStepKey;
  label: string;
  state: TimelineStepState;
}

const LABELS: Record<TimelineStepKey, string> = {
  placed: 'Placed',
  accepted: 'Accepted',
  completed: 'Completed',
  declined: 'Declined',
  expired: 'Closed',
};

/** placed → accepted → completed, or placed → declined, or placed → closed unpaid: orderMachine's paths. */
export function orderTimeline(status: OrderStatus): TimelineStep[] {
  const statuses = statusPath(status);
  const reached = statuses.indexOf(status);
  const path = statuses.map((step): TimelineStepKey => (step === 'pending' ? 'placed' : step));
  return path.map((key, index) => ({
    key,
    label: LABELS[key],
    state: index < reached ? 'done' : index === reached ? 'current' : index === reached + 1 ? 'next' : 'todo',
  }));
}

/** One line under the timeline: where the order is, in the customer's words. */
export const ORDER_STATUS_SENTENCES: Record<OrderStatus, string> = {
  pending: 'Waiting for the kitchen to accept your order.',
  accepted: 'The kitchen accepted your order and is preparing it.',
  completed: 'Your order is completed. Enjoy your meal!',
  declined: 'Sorry, the kitchen declined this order.',
  expired: 'Closed: not paid in time.',
};

/**
 * What My orders says of an order the server closed unpaid (issue 25): 'Closed: not paid within
 * 30 minutes', the minutes it actually waited (UNPAID_ORDER_EXPIRY_MIN, or more if the server
 * was down), read from its times since the storefront does not know the server's setting.
 */
export function expiredSentence(order: { createdAt: string; expiredAt?: string | null | undefined }): string {
  if (!order.expiredAt) return ORDER_STATUS_SENTENCES.expired;
  const minutes = Math.max(1, Math.floor((isoTime(order.expiredAt) - isoTime(order.createdAt)) / MINUTE));
  return `Closed: not paid within ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/** The sentence under an order's timeline. */
export function orderStatusSentence(order: {
  status: OrderStatus;
  createdAt: string;
  expiredAt?: string | null | undefined;
}): string {
  return order.status === 'expired' ? expiredSentence(order) : ORDER_STATUS_SENTENCES[order.status];
}

/** The payment's state as the customer reads it (the console has its own words). */
export const MY_PAYMENT_LABELS: Record<PaymentState, string> = {
  unpaid: 'Not paid yet',
  awaiting_confirmation: 'Transfer sent, the kitchen will confirm it',
  cash_due: 'Cash on pickup or delivery',
  pending: 'Card payment not verified yet',
  paid: 'Paid',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '23 Nov 2026, 13:05' in Lagos time: the same in every browser and in a screenshot. */
export function orderPlacedAt(createdAt: string): string {
  const at = isoTime(createdAt);
  const [year, month, day] = lagosDay(at).split('-').map(Number) as [number, number, number];
  return `${day} ${MONTHS[month - 1]} ${year}, ${lagosClock(at)}`;
}

/** The statuses a customer is told about while the tab is hidden (vibration, notification). */
export function worthTelling(status: OrderStatus): boolean {
  return status === 'accepted' || status === 'completed';
}

/** The system notification's words for an order that moved. */
export function orderNotification(ref: number, status: OrderStatus): { title: string; body: string } {
  return {
    title: `Order #${ref}: ${LABELS[status === 'pending' ? 'placed' : status]}`,
    body: ORDER_STATUS_SENTENCES[status],
  };
}
