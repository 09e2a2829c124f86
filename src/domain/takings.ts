import type { PaymentMethod, PaymentState } from './api';
import type { OrderStatus } from './status';

/**
 * The one rule for an order's money (issue 15's Today, issue 31's Reports): the day summary,
 * the reports' domain figures and the reports' SQL (src/server/db/queries/reports.ts builds its
 * conditions from these constants) all read it from here.
 *
 * - counted: declined and expired orders take neither money nor food (DESIGN §7, issue 25);
 * - received: a counted order whose payment is confirmed (card by the provider, transfer or
 *   cash by the vendor), by how it came;
 * - completed value: a counted order that is completed, paid or not (the food that left);
 * - owed: of the completed ones, those not paid: food handed over, money still to come.
 */

/** Statuses whose orders count for neither money nor food. */
export const UNCOUNTED_STATUSES = ['declined', 'expired'] as const satisfies readonly OrderStatus[];
/** The payment state that means the money is in. */
export const PAID_STATE = 'paid' satisfies PaymentState;
/** The status whose food left the kitchen. */
export const COMPLETED_STATUS = 'completed' satisfies OrderStatus;

export type ReceivedBy = 'card' | 'transfer' | 'cash';
export const RECEIVED_BY: Record<PaymentMethod, ReceivedBy> = {
  paystack: 'card',
  transfer: 'transfer',
  cash: 'cash',
};

export interface OrderMoneyInput {
  status: OrderStatus;
  paymentState: PaymentState;
  paymentMethod: PaymentMethod | null;
}

export interface OrderMoney {
  counted: boolean;
  /** How the money came, when it is in; null when not received. */
  receivedBy: ReceivedBy | null;
  completed: boolean;
  owed: boolean;
}

export function isCounted(status: OrderStatus): boolean {
  return !(UNCOUNTED_STATUSES as readonly OrderStatus[]).includes(status);
}

export function orderMoney(order: OrderMoneyInput): OrderMoney {
  const counted = isCounted(order.status);
  const paid = counted && order.paymentState === PAID_STATE && order.paymentMethod !== null;
  const completed = counted && order.status === COMPLETED_STATUS;
  return {
    counted,
    receivedBy: paid ? RECEIVED_BY[order.paymentMethod!] : null,
    completed,
    owed: completed && !paid,
  };
}
