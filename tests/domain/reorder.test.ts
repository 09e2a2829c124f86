import { describe, expect, it } from 'vitest';
import { cartLines, totalsOf } from '../../src/domain/cart';
import { MAX_QUANTITY_PER_ITEM } from '../../src/domain/constants';
import { MENU_SEED } from '../../src/domain/menuSeed';
import { reorderIntoCart } from '../../src/domain/reorder';

describe('reorderIntoCart', () => {
  const order = [
    { id: 1, name: 'Mini Package', quantity: 2 },
    { id: 3, name: 'Mega Package', quantity: 1 },
    { id: 9, name: 'Chicken and Chips', quantity: 1 },
  ];

  it("adds a past order's packages to the cart, priced from today's menu", () => {
    const { cart, added, leftOut } = reorderIntoCart([{ id: 1, quantity: 1 }], order, [], MENU_SEED);
    expect(cart).toEqual([
      { id: 1, quantity: 3 },
      { id: 3, quantity: 1 },
      { id: 9, quantity: 1 },
    ]);
    expect(added).toEqual(['2 × Mini Package', 'Mega Package', 'Chicken and Chips']);
    expect(leftOut).toEqual([]);
    // The price the order was placed at plays no part: the cart's total is today's.
    expect(totalsOf(cartLines(cart, MENU_SEED), false, '').subtotal).toBe(3 * 1200 + 1500 + 2500);
  });

  it('leaves out sold-out and unknown packages and names them as the order did', () => {
    const withGone = [...order, { id: 99, name: 'Old Special Package', quantity: 4 }];
    const { cart, added, leftOut } = reorderIntoCart([], withGone, [3], MENU_SEED);
    expect(cart).toEqual([
      { id: 1, quantity: 2 },
      { id: 9, quantity: 1 },
    ]);
    expect(added).toEqual(['2 × Mini Package', 'Chicken and Chips']);
    expect(leftOut).toEqual(['Mega Package', 'Old Special Package']);
  });

  it('keeps the cart within its per-package cap', () => {
    const big = [{ id: 1, name: 'Mini Package', quantity: MAX_QUANTITY_PER_ITEM + 5 }];
    expect(reorderIntoCart([], big, [], MENU_SEED).cart).toEqual([
      { id: 1, quantity: MAX_QUANTITY_PER_ITEM },
    ]);
  });
});
