// No zod here: the storefront's My orders and the console both read this table.
import type { PaymentState } from './api';
import type { OrderStatus } from './status';

/**
 * The order and payment state machines, written once (issue 32). The vendor's moves, the
 * customer's timeline, which orders age on the console and which payments are still due are all
 * read from these two tables; nothing else spells out 'pending or accepted'.
 */

interface OrderStatusRow {
  /** What the vendor may move an order in this status to (product-spec §5). */
  readonly vendorMoves: readonly OrderStatus[];
  /** What the server alone moves it to: the unpaid sweep closes, a late payment revives (issue 25). */
  readonly serverMoves: readonly OrderStatus[];
}

export const ORDER_MACHINE: Readonly<Record<OrderStatus, OrderStatusRow>> = {
  pending: { vendorMoves: ['accepted', 'declined'], serverMoves: ['expired'] },
  accepted: { vendorMoves: ['completed'], serverMoves: [] },
  declined: { vendorMoves: [], serverMoves: [] },
  completed: { vendorMoves: [], serverMoves: [] },
  expired: { vendorMoves: [], serverMoves: ['pending'] },
};

/** The payment step is done once the customer committed: a transfer sent, cash chosen, a card paid. */
export const PAYMENT_MACHINE: Readonly<Record<PaymentState, { readonly stepDone: boolean }>> = {
  unpaid: { stepDone: false },
  awaiting_confirmation: { stepDone: true },
  cash_due: { stepDone: true },
  pending: { stepDone: false },
  paid: { stepDone: true },
};

const ORDER_STATUSES = Object.keys(ORDER_MACHINE) as OrderStatus[];

/** Order status moves pending → accepted | declined, accepted → completed, and nothing else. */
export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_MACHINE[from].vendorMoves.includes(to);
}

/** The kitchen still owes this order something (accept, decline or complete it): it ages. */
export function waitsOnKitchen(status: OrderStatus): boolean {
  return ORDER_MACHINE[status].vendorMoves.length > 0;
}

/** The statuses that wait on the kitchen, for queries that ask the database the same question. */
export const KITCHEN_OPEN_STATUSES: readonly OrderStatus[] = ORDER_STATUSES.filter(waitsOnKitchen);

/** The payment step is done (and 'Track your Order' shows) in every state but unpaid and pending. */
export function paymentStepDone(state: PaymentState): boolean {
  return PAYMENT_MACHINE[state].stepDone;
}

/** Payment states whose payment step is not done: nothing chosen yet, or a card not verified. */
export const PAYMENT_DUE_STATES: readonly PaymentState[] = (
  Object.keys(PAYMENT_MACHINE) as PaymentState[]
).filter((state) => !paymentStepDone(state));

/** The order's first status: where every path starts. */
const START: OrderStatus = 'pending';

/**
 * An order's timeline as statuses: the way from pending to `status` (forward moves only: a
 * revival is not a step back), then on along each status's first move until one with none, the
 * way the order is hoped to go. pending → [pending, accepted, completed]; declined → [pending,
 * declined].
 */
export function statusPath(status: OrderStatus): OrderStatus[] {
  const forward = (from: OrderStatus) =>
    [...ORDER_MACHINE[from].vendorMoves, ...ORDER_MACHINE[from].serverMoves].filter((to) => to !== START);
  // Breadth-first from pending: the table is small and, revivals left out, has no cycle.
  const queue: OrderStatus[][] = [[START]];
  let path: OrderStatus[] = [START, status];
  while (queue.length > 0) {
    const candidate = queue.shift()!;
    const last = candidate[candidate.length - 1]!;
    if (last === status) {
      path = candidate;
      break;
    }
    for (const to of forward(last)) queue.push([...candidate, to]);
  }
  for (let next = forward(path[path.length - 1]!)[0]; next; next = forward(next)[0]) path.push(next);
  return path;
}
