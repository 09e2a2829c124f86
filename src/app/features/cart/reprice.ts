import type { CartItem } from '../../../domain/cart';
import { CART_PRICES_KEY, findMenuItem, repriceMessage, type MenuItem } from '../../../domain/menu';
import { formatNaira } from '../../../domain/money';
import { safeGet, safeSet } from '../../state/storage';

type Prices = Record<number, number>;

function read(): Prices {
  try {
    const raw: unknown = JSON.parse(safeGet('session', CART_PRICES_KEY) ?? '{}');
    return typeof raw === 'object' && raw !== null ? (raw as Prices) : {};
  } catch {
    return {};
  }
}

/**
 * The cart's packages whose price changed since they went in (state/cart.ts keeps each one's
 * price at adding), as the drawer says it: 'Mega Package is now ₦1,700'. The totals are always
 * today's; this only tells the customer why, before checkout rather than by a refusal after it.
 */
export function repricedLines(cart: readonly CartItem[], menu: readonly MenuItem[]): string[] {
  const prices = read();
  return cart.flatMap(({ id }) => {
    const item = findMenuItem(menu, id);
    const then = prices[id];
    return item && then !== undefined && then !== item.price ? [repriceMessage(item, formatNaira)] : [];
  });
}

/** The customer has seen the new prices: they become the ones the cart holds. */
export function acceptPrices(cart: readonly CartItem[], menu: readonly MenuItem[]): void {
  const prices: Prices = {};
  for (const { id } of cart) {
    const item = findMenuItem(menu, id);
    if (item) prices[id] = item.price;
  }
  safeSet('session', CART_PRICES_KEY, JSON.stringify(prices));
}
