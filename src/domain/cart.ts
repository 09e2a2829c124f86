// No zod in this file: the cart badge and the menu's Add button run these rules on the first
// page (see delivery.ts), so the repair of a stored cart below is plain code.
import { findMenuItem, type MenuItem } from './menu';
import { MAX_QUANTITY_PER_ITEM } from './constants';
import { orderFee } from './delivery';

/** One line of the cart, as kept under `cartItems`: a menu item id and a quantity ≥ 1. */
export interface CartItem {
  id: number;
  quantity: number;
}

/** Adding a new item gives quantity 1; adding an existing one increments it (up to the cap). */
export function addToCart(cart: readonly CartItem[], id: number): CartItem[] {
  if (!cart.some((item) => item.id === id)) return [...cart, { id, quantity: 1 }];
  return cart.map((item) =>
    item.id === id ? { ...item, quantity: Math.min(item.quantity + 1, MAX_QUANTITY_PER_ITEM) } : item,
  );
}

/** Decreasing from 1 removes the item. */
export function decreaseInCart(cart: readonly CartItem[], id: number): CartItem[] {
  return cart
    .map((item) => (item.id === id ? { ...item, quantity: item.quantity - 1 } : item))
    .filter((item) => item.quantity > 0);
}

export function removeFromCart(cart: readonly CartItem[], id: number): CartItem[] {
  return cart.filter((item) => item.id !== id);
}

export function cartCount(cart: readonly CartItem[]): number {
  return cart.reduce((sum, item) => sum + item.quantity, 0);
}

export interface CartLine {
  item: MenuItem;
  quantity: number;
  lineTotal: number;
}

/** The cart joined with the menu; ids the menu does not hold (any more) are dropped. */
export function cartLines(cart: readonly CartItem[], menu: readonly MenuItem[]): CartLine[] {
  return cart.flatMap(({ id, quantity }) => {
    const item = findMenuItem(menu, id);
    return item ? [{ item, quantity, lineTotal: item.price * quantity }] : [];
  });
}

export interface Totals {
  subtotal: number;
  fee: number;
  total: number;
}

/**
 * The one total rule (DESIGN §3): Σ price × quantity, plus the zone's fee only when delivered.
 * The cart drawer, the create-order payload and the server's pricing all come through here.
 */
export function totalsOf(lines: readonly { lineTotal: number }[], delivery: boolean, zone: string): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const fee = orderFee(delivery, zone);
  return { subtotal, fee, total: subtotal + fee };
}

/** The lines of the cart the menu holds: a package taken off the menu leaves the cart's view. */
export function cartOnMenu(cart: readonly CartItem[], menu: readonly MenuItem[]): CartItem[] {
  return cart.filter((line) => findMenuItem(menu, line.id) !== undefined);
}

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/**
 * Repairs a cart read back from storage: anything that is not a `{id, quantity}` line,
 * non-positive or fractional ids and quantities are dropped, duplicate ids merged, quantities
 * capped. Ids the menu does not hold are left to `cartOnMenu`: the menu may arrive later.
 */
export function sanitizeCart(raw: unknown): CartItem[] {
  if (!Array.isArray(raw)) return [];
  const merged = new Map<number, number>();
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, quantity } = entry as Record<string, unknown>;
    if (!isPositiveInteger(id) || !isPositiveInteger(quantity)) continue;
    merged.set(id, (merged.get(id) ?? 0) + quantity);
  }
  return [...merged].map(([id, quantity]) => ({ id, quantity: Math.min(quantity, MAX_QUANTITY_PER_ITEM) }));
}
