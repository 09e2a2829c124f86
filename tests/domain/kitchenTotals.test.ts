import { describe, expect, it } from 'vitest';
import type { VendorOrder } from '../../src/domain/api';
import { kitchenTotals, kitchenTotalsText } from '../../src/domain/kitchenTotals';

const mega = { id: 3, name: 'Mega Package', price: 1500 };
const jumbo = { id: 5, name: 'Jumbo Package', price: 2500 };
const burger = { id: 7, name: 'Chicken Burger', price: 1500 };
const order = (status: VendorOrder['status'], items: VendorOrder['items']) => ({ status, items });

describe('what to cook', () => {
  it('adds up the packages of accepted orders, most first', () => {
    const lines = kitchenTotals([
      order('accepted', [
        { ...mega, quantity: 2 },
        { ...jumbo, quantity: 1 },
      ]),
      order('accepted', [{ ...mega, quantity: 4 }]),
      order('accepted', [{ ...jumbo, quantity: 2 }]),
    ]);
    expect(lines).toEqual([
      { id: 3, name: 'Mega Package', quantity: 6 },
      { id: 5, name: 'Jumbo Package', quantity: 3 },
    ]);
    expect(kitchenTotalsText(lines)).toBe('6 × Mega Package, 3 × Jumbo Package');
  });

  it('leaves out pending, completed and declined orders', () => {
    const lines = kitchenTotals([
      order('pending', [{ ...mega, quantity: 9 }]),
      order('completed', [{ ...jumbo, quantity: 9 }]),
      order('declined', [{ ...burger, quantity: 9 }]),
      order('accepted', [{ ...burger, quantity: 1 }]),
    ]);
    expect(kitchenTotalsText(lines)).toBe('1 × Chicken Burger');
  });

  it('is empty when nothing is accepted, and ties go by name', () => {
    expect(kitchenTotals([])).toEqual([]);
    expect(kitchenTotalsText([])).toBe('');
    const tie = kitchenTotals([
      order('accepted', [
        { ...mega, quantity: 1 },
        { ...burger, quantity: 1 },
      ]),
    ]);
    expect(tie.map((l) => l.name)).toEqual(['Chicken Burger', 'Mega Package']);
  });
});
