// No zod here: the words and the timeline of My orders, for its components and their stories.
import type { PaymentState } from './api';
import { isoTime, lagosClock, lagosDay } from './lagosCalendar';
import type { OrderStatus } from './status';

export type TimelineStepKey = 'placed' | 'accepted' | 'completed' | 'declined';

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
};

/** placed → accepted → completed, or placed → declined (the moves of status.ts). */
export function orderTimeline(status: OrderStatus): TimelineStep[] {
  const path: TimelineStepKey[] =
    status === 'declined' ? ['placed', 'declined'] : ['placed', 'accepted', 'completed'];
  const reached = status === 'pending' ? 0 : path.indexOf(status);
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
};

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
