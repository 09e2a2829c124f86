import { z } from './zod';
import { ORDER_EXPIRED_MESSAGE } from './messages';

/**
 * The spec's four words, and 'expired' (issue 25): the server closed a pending order whose
 * payment step was never done within UNPAID_ORDER_EXPIRY_MIN (kitchenAttention.ts).
 */
export const orderStatusSchema = z.enum(['pending', 'accepted', 'declined', 'completed', 'expired']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const foodStatusSchema = z.enum(['ready', 'not-ready']);
export type FoodStatus = z.infer<typeof foodStatusSchema>;

export const deliveryStatusSchema = z.enum(['available', 'not-available']);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

/**
 * The tracker's message for each order status (product-spec §4, word for word), and one of our
 * own for 'expired', which the spec does not know: the tracker answers `Order_Status: 'expired'`.
 */
export function orderStatusMessage(status: OrderStatus): string {
  switch (status) {
    case 'pending':
      return 'Your order is pending. Please wait for further updates.';
    case 'accepted':
    case 'completed':
      return `Congratulations! Your order is ${status}.`;
    case 'declined':
      return 'Sorry, your order is declined.';
    case 'expired':
      return ORDER_EXPIRED_MESSAGE;
  }
}

/** Every status but pending ends the tracking: the tracker runs its closing sequence. */
export function closesTracker(status: OrderStatus): boolean {
  return status !== 'pending';
}
