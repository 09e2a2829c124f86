import { repairCartPrices, type CartPrices } from '../../domain/cartPrices';
import { CART_PRICES_KEY } from '../../domain/menu';
import { safeGet, safeSet } from './storage';

/**
 * The prices the cart's packages went in at (sessionStorage `cartPrices`, written by Add to cart:
 * state/cart.ts), as the drawer reads them: parsed and repaired like every other stored value, so
 * a tampered or corrupt value counts as none and never makes the drawer throw or name a wrong price.
 */
export function readCartPrices(): CartPrices {
  try {
    return repairCartPrices(JSON.parse(safeGet('session', CART_PRICES_KEY)!)) ?? {};
  } catch {
    return {};
  }
}

export function writeCartPrices(prices: CartPrices): void {
  safeSet('session', CART_PRICES_KEY, JSON.stringify(prices));
}
