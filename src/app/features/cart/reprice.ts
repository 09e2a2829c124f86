import type { CartItem } from '../../../domain/cart';
import type { CartPrices } from '../../../domain/cartPrices';
import { findMenuItem, repriceMessage, type MenuItem } from '../../../domain/menu';
import { formatNaira } from '../../../domain/money';
import { readCartPrices, writeCartPrices } from '../../state/cartPrices';

/**
 * The cart's packages whose price changed since they went in (state/cart.ts keeps each one's
 * price at adding), as the drawer says it: 'Mega Package is now ₦1,700'. The totals are always
 * today's; this only tells the customer why, before checkout rather than by a refusal after it.
 */
export function repricedLines(cart: readonly CartItem[], menu: readonly MenuItem[]): string[] {
  const prices = readCartPrices();
  return cart.flatMap(({ id }) => {
    const item = findMenuItem(menu, id);
    const then = prices[id];
    return item && then !== undefined && then !== item.price ? [repriceMessage(item, formatNaira)] : [];
  });
}

/** The customer has seen the new prices: they become the ones the cart holds. */
export function acceptPrices(cart: readonly CartItem[], menu: readonly MenuItem[]): void {
  const prices: CartPrices = {};
  for (const { id } of cart) {
    const item = findMenuItem(menu, id);
    if (item) prices[id] = item.price;
  }
  writeCartPrices(prices);
}
