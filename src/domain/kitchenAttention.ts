import { paymentStepDone, type VendorOrder } from './api';

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
