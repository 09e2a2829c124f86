import { isOrderRef } from '../../domain/orderRef';

/**
 * Repairs of what comes back from storage, for the values the first chunk of the page reads.
 *
 * Why not the domain's zod schemas: zod costs ~23 KB gzip, and the first load must stay under
 * 150 KB. These checks are plain code; the stored cart is repaired by the domain's own
 * `sanitizeCart` (src/domain/cart.ts, zod-free for the same reason).
 */

const isPositiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A non-empty string, or nothing. */
export function repairString(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.length > 0 && raw.length <= 4096 ? raw : undefined;
}

/** An order ref: a positive integer (the API's refs), or null for none. */
export function repairOrderRef(raw: unknown): number | null | undefined {
  if (raw === null) return null;
  return isOrderRef(raw) ? raw : undefined;
}

export function repairBoolean(raw: unknown): boolean | undefined {
  return typeof raw === 'boolean' ? raw : undefined;
}

/** An amount of naira: a finite, non-negative number. */
export function repairAmount(raw: unknown): number | undefined {
  return typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? raw : undefined;
}

/** Wishlisted menu item ids, each once (ids the menu does not hold are left out where it is shown). */
export function repairWishlist(raw: unknown): number[] {
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.filter((id): id is number => isPositiveInt(id)))];
}

/** The remembered login (DESIGN §8): the username only; anything else stored is dropped. */
export function repairRemembered(raw: unknown): { username: string } | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const username = (raw as Record<string, unknown>).username;
  return typeof username === 'string' && username.trim().length > 0 && username.length <= 64
    ? { username }
    : undefined;
}

/** An order still to pay: its ref and its total in naira. */
export interface OrderToPay {
  ref: number;
  balance: number;
}

export function repairOrderToPay(raw: unknown): OrderToPay | null | undefined {
  if (raw === null) return null;
  if (typeof raw !== 'object') return undefined;
  const { ref, balance } = raw as Record<string, unknown>;
  const fixedRef = repairOrderRef(ref);
  const fixedBalance = repairAmount(balance);
  return typeof fixedRef === 'number' && fixedBalance !== undefined
    ? { ref: fixedRef, balance: fixedBalance }
    : undefined;
}
