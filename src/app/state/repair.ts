import type { CartItem } from '../../domain/cart';
import { findMenuItem } from '../../domain/catalogue';
import { MAX_QUANTITY_PER_ITEM } from '../../domain/constants';

/**
 * Repairs of what comes back from storage, for the values the first chunk of the page reads.
 *
 * Why not the domain's zod schemas: zod costs ~23 KB gzip, and the first load must stay under
 * 150 KB. These checks are plain code with the same rules; tests/e2e/storage-repair.test.ts
 * proves the cart repair equal to `sanitizeCart` of src/domain on random input.
 */

const isPositiveInt = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** Same result as `sanitizeCart` of src/domain/cart.ts, without zod. */
export function repairStoredCart(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  const merged = new Map<number, number>();
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) continue;
    const { id, quantity } = entry as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || !isPositiveInt(quantity)) continue;
    if (!findMenuItem(id)) continue;
    merged.set(id, (merged.get(id) ?? 0) + quantity);
  }
  return [...merged].map(([id, quantity]) => ({ id, quantity: Math.min(quantity, MAX_QUANTITY_PER_ITEM) }));
}

/** A non-empty string, or nothing. */
export function repairString(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw.length > 0 && raw.length <= 4096 ? raw : undefined;
}

/** An order ref: a positive integer (the API's refs), or null for none. */
export function repairOrderRef(raw: unknown): number | null | undefined {
  if (raw === null) return null;
  return isPositiveInt(raw) && raw <= 2_147_483_647 ? raw : undefined;
}

export function repairBoolean(raw: unknown): boolean | undefined {
  return typeof raw === 'boolean' ? raw : undefined;
}

/** An amount of naira: a finite, non-negative number. */
export function repairAmount(raw: unknown): number | undefined {
  return typeof raw === 'number' && Number.isFinite(raw) && raw >= 0 ? raw : undefined;
}

/** Wishlisted menu item ids: known ids only, each once. */
export function repairWishlist(raw: unknown): number[] {
  if (!Array.isArray(raw)) return [];
  return [...new Set(raw.filter((id): id is number => isPositiveInt(id) && findMenuItem(id) !== undefined))];
}

/** The remembered login (DESIGN §8): the username only; anything else stored is dropped. */
export function repairRemembered(raw: unknown): { username: string } | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const username = (raw as Record<string, unknown>).username;
  return typeof username === 'string' && username.trim().length > 0 && username.length <= 64
    ? { username }
    : undefined;
}
