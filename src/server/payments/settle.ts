import type { PaymentMethod, PaymentVerifyResponse } from '../../domain/api';
import { toVendorOrder } from '../db/queries/orders';
import type { RouteContext } from '../routes/context';
import { CURRENCY, toMinor } from './payments';
import type { ProviderPayment } from './providers/types';

export type SettleOutcome = PaymentVerifyResponse['outcome'] | 'unknown-order';

/**
 * What a card provider reported (by the verify call or a signed webhook) applied to the order:
 * paid only for a success of exactly the order's own total in naira. Marking paid is a
 * conditional update, so a replayed webhook or a second verify changes nothing and publishes
 * nothing.
 */
export async function settleCardPayment(
  ctx: Pick<RouteContext, 'store' | 'events'>,
  method: PaymentMethod,
  payment: ProviderPayment,
): Promise<SettleOutcome> {
  if (payment.ref === undefined) return 'unknown-order';
  const order = await ctx.store.orderWithCustomer(payment.ref);
  if (!order) return 'unknown-order';
  // Only the attempt this server started counts: an order that never chose this provider, or a
  // reference other than its latest one, is unknown whatever the (signed) event says.
  if (order.paymentMethod !== method || order.paymentReference !== payment.reference) return 'unknown-order';
  if (payment.status !== 'success') return payment.status;
  if (payment.amountMinor !== toMinor(order.total) || payment.currency !== CURRENCY) return 'mismatch';
  // An expired order comes back to pending, paid: the kitchen hears of it (statusAfterPayment).
  const status = await ctx.store.markPaid(order.id, method);
  if (status) {
    ctx.events.publish({
      type: 'updated',
      order: toVendorOrder({ ...order, status, paymentMethod: method, paymentState: 'paid' }),
    });
  }
  return 'paid';
}

export const VERIFY_MESSAGES: Record<PaymentVerifyResponse['outcome'], string> = {
  paid: 'Payment received. Thank you!',
  failed: 'The card payment did not go through. You can try again, or pay by transfer or cash.',
  abandoned: 'The card payment was not completed. You can try again, or pay by transfer or cash.',
  processing: 'Paystack is still processing this payment. Please check again in a moment.',
  mismatch:
    'Paystack reports a different amount for this payment, so it was not accepted. Please contact the vendor.',
};
