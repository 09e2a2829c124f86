import type { VendorOrder } from './api';
import { paymentStepDone } from './orderMachine';

/**
 * Which pending orders the kitchen should hear about (issue 25). The order is created at
 * 'Proceed to checkout', before any payment choice (product-spec §4), so a customer who closes
 * the payment dialog leaves a pending order nobody will come for. Such an order waits apart,
 * silent and without a red age, until its payment step is done: cash chosen, a transfer
 * 'I have sent it', a card paid. Then it is new: it rings and ages like any order.
 */

type Attention = Pick<VendorOrder, 'status' | 'payment'>;

/** Pending, and the customer has not yet done the payment step (nothing chosen, or a card not verified). */
export function awaitsPaymentStep(order: Attention): boolean {
  return order.status === 'pending' && !paymentStepDone(order.payment.state);
}

/** Pending and committed: the kitchen should accept or decline it. Only these alert. */
export function isNewForKitchen(order: Attention): boolean {
  return order.status === 'pending' && paymentStepDone(order.payment.state);
}

/** UNPAID_ORDER_EXPIRY_MIN's default: an order waiting this long for its payment step is closed. */
export const DEFAULT_UNPAID_ORDER_EXPIRY_MIN = 30;

/**
 * Orders placed before this moment (epoch ms) and still awaiting their payment step are closed
 * as 'expired' by the server's sweep, which asks the database the same question as
 * awaitsPaymentStep (status pending, payment state unpaid or pending).
 */
export function unpaidExpiryCutoff(now: number, expiryMinutes: number): number {
  return now - expiryMinutes * 60_000;
}

/**
 * A payment that arrives for an expired order (a card paid late, a transfer 'I have sent it'):
 * the money may already be with the vendor, so the order is revived to pending and, its payment
 * step now done, is new for the kitchen. The vendor then accepts it, or declines it and pays the
 * money back as for any declined paid order. Reviving beats a refund flag: the customer paid for
 * food, and a revived order rings where the vendor looks, instead of a list nobody reads.
 */
export function statusAfterPayment<S extends string>(status: S): S | 'pending' {
  return status === 'expired' ? 'pending' : status;
}
