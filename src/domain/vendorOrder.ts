import type { PaymentMethod, PaymentState, VendorOrder } from './api';
import type { OrderStatus } from './status';
import { DAY, HOUR, isoTime, MINUTE } from './lagosCalendar';
import { formatNaira } from './money';

/** '4 min ago' from the order's creation to `now`; a clock a little ahead reads 'just now'. */
export function ageText(createdAt: string, now: number): string {
  const elapsed = now - isoTime(createdAt);
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

/** An order's status as the console names it (its chip, the filter tabs, today's summary). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  completed: 'Completed',
  declined: 'Declined',
  expired: 'Expired',
};

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

/** The button that marks an order paid: cash taken at the counter, or a transfer seen. */
export function confirmPaymentLabel(state: PaymentState): string {
  return state === 'cash_due' ? 'Cash received' : 'Confirm payment received';
}

/**
 * The vendor can mark an order paid when the money comes to them: a transfer the customer says
 * is sent, or cash taken at the counter. Card payments are verified by the server, never by hand;
 * a declined order takes no money.
 */
export function canConfirmPayment(order: Pick<VendorOrder, 'status' | 'payment'>): boolean {
  if (order.status === 'declined') return false;
  return order.payment.state === 'awaiting_confirmation' || order.payment.state === 'cash_due';
}

/**
 * Completing an accepted order whose transfer or cash the vendor has not confirmed asks first
 * (issue 15): the food leaves, so the till must say whether its money came with it. The question,
 * or null when there is nothing to ask (paid, a card the server verifies, no method chosen).
 */
export function receivedQuestion(order: Pick<VendorOrder, 'status' | 'payment' | 'total'>): string | null {
  if (order.status !== 'accepted' || !canConfirmPayment(order)) return null;
  return `Mark ${formatNaira(order.total)} received?`;
}
