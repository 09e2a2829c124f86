import { randomInt } from 'node:crypto';

/**
 * Order refs (issue 14, finding 8f): a sequence let anyone count the shop's orders, so a new
 * order's ref is drawn at random. Six digits: still short enough to read out at the counter.
 */
export const ORDER_REF_MIN = 100_000;
export const ORDER_REF_MAX = 999_999;

/** Draws one candidate ref; tests inject one that answers a ref that exists. */
export type OrderRefSource = () => number;

/** A cryptographic source: refs drawn so cannot be guessed from the ones a customer has seen. */
export const randomOrderRef: OrderRefSource = () => randomInt(ORDER_REF_MIN, ORDER_REF_MAX + 1);

/**
 * How often a batch is tried again with new refs when one drew a ref that exists. With 900 000
 * refs, a shop of 100 000 orders collides on about one draw in nine, so ten tries in a row
 * fail about once in 10^10 batches.
 */
const ATTEMPTS = 10;

/** `count` distinct candidate refs: two orders of one batch must not collide with each other. */
function drawRefs(count: number, source: OrderRefSource): number[] {
  const refs = new Set<number>();
  // A test source may answer the same ref again and again: give up rather than spin.
  for (let draws = 0; refs.size < count && draws < count * 100; draws += 1) refs.add(source());
  if (refs.size < count) throw new Error('The order ref source repeats itself');
  return [...refs];
}

/** PostgreSQL's unique violation on the orders' primary key: the drawn ref exists already. */
function isRefCollision(error: unknown): boolean {
  // Drizzle wraps the driver's error; PGlite and pg both report code and constraint.
  for (let e = error; e instanceof Error || (e && typeof e === 'object');) {
    const { code, constraint, cause } = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505' && constraint === 'orders_pkey') return true;
    if (cause === undefined || cause === e) return false;
    e = cause;
  }
  return false;
}

/**
 * Runs an insert of `count` orders with freshly drawn refs, and again with new refs while one
 * of them already exists. The insert is one statement, so a collision rolls back the whole
 * batch: nothing is lost or written twice, and `ON CONFLICT (user_id, order_name)` still finds
 * replays on the next try.
 */
export async function withRandomRefs<R>(
  count: number,
  source: OrderRefSource,
  insert: (refs: number[]) => Promise<R>,
): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await insert(drawRefs(count, source));
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRefCollision(error)) throw error;
    }
  }
}
