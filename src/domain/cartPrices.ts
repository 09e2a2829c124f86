/**
 * The prices the cart's packages went in at (sessionStorage `cartPrices`, menu.ts's
 * CART_PRICES_KEY): their shape and repair, in a file of their own so that only the drawer's code
 * (state/cartPrices.ts) carries the repair, not the first load.
 */

/** Package id → the price (₦) it went into the cart at. */
export type CartPrices = Record<number, number>;

/**
 * The stored prices made safe to use: the entries of an object whose keys are package ids and
 * whose values are non-negative whole naira; every other entry dropped. Anything that is not an
 * object is undefined (thrown away, as every other stored value).
 */
export function repairCartPrices(raw: unknown): CartPrices | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return undefined;
  return Object.fromEntries(
    Object.entries(raw).filter(([id, price]) => +id > 0 && Number.isSafeInteger(price) && price >= 0),
  );
}
