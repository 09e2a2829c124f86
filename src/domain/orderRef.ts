// No zod in this file: the stored tracker state and a return from Paystack are read by the first
// chunk of the page (see src/app/state/repair.ts), which must not bring zod with it.

/**
 * The largest order ref: orders.id is a PostgreSQL integer (int4). Every other serial id (menu
 * items, addresses) is an int4 too, so their schemas stop at the same number.
 */
export const MAX_ORDER_REF = 2_147_483_647;

/** Whether a value can be an order's ref: a whole number from 1 to MAX_ORDER_REF. */
export function isOrderRef(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= MAX_ORDER_REF;
}
