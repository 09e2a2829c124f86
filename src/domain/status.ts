import { z } from './zod';

export const orderStatusSchema = z.enum(['pending', 'accepted', 'declined', 'completed']);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const foodStatusSchema = z.enum(['ready', 'not-ready']);
export type FoodStatus = z.infer<typeof foodStatusSchema>;

export const deliveryStatusSchema = z.enum(['available', 'not-available']);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

/** The tracker's message for each order status (product-spec §4). */
export function orderStatusMessage(status: OrderStatus): string {
  switch (status) {
    case 'pending':
      return 'Your order is pending. Please wait for further updates.';
    case 'accepted':
    case 'completed':
      return `Congratulations! Your order is ${status}.`;
    case 'declined':
      return 'Sorry, your order is declined.';
  }
}

/** Every status but pending ends the tracking: the tracker runs its closing sequence. */
export function closesTracker(status: OrderStatus): boolean {
  return status !== 'pending';
}

const MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['accepted', 'declined'],
  accepted: ['completed'],
  declined: [],
  completed: [],
};

/** Order status moves pending → accepted | declined, accepted → completed, and nothing else. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return MOVES[from].includes(to);
}

export function nextOrderStatuses(from: OrderStatus): readonly OrderStatus[] {
  return MOVES[from];
}
