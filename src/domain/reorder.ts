// No zod here: a rule of the cart (cart.ts), run where the cart is.
import { addToCart, type CartItem } from './cart';
import { findMenuItem, type MenuItem } from './menu';

export interface ReorderOutcome {
  /** The cart with the order's packages added. */
  cart: CartItem[];
  /** Today's names of the packages added. */
  added: string[];
  /** The order's names of the packages left out: sold out, or no longer on the menu. */
  leftOut: string[];
}

/**
 * A past order's items put in the cart again (issue 13, 'Order again'). The cart keeps ids and
 * quantities only, so the lines are priced as every cart line is, from today's menu; a package
 * the vendor marked sold out, or one the menu no longer has, is left out and named.
 */
export function reorderIntoCart(
  cart: readonly CartItem[],
  items: readonly { id: number; name: string; quantity: number }[],
  soldOutIds: readonly number[],
  menu: readonly MenuItem[],
): ReorderOutcome {
  let next = [...cart];
  const added: string[] = [];
  const leftOut: string[] = [];
  for (const { id, name, quantity } of items) {
    const today = findMenuItem(menu, id);
    if (!today || soldOutIds.includes(id)) {
      leftOut.push(name);
      continue;
    }
    // One at a time through the cart's own rule (it caps the quantity).
    for (let i = 0; i < quantity; i++) next = addToCart(next, id);
    added.push(quantity > 1 ? `${quantity} × ${today.name}` : today.name);
  }
  return { cart: next, added, leftOut };
}
