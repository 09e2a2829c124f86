import { describe, expect, it } from 'vitest';
import {
  addToCart,
  cartCount,
  cartLines,
  cartOnMenu,
  decreaseInCart,
  removeFromCart,
  sanitizeCart,
  totalsOf,
} from '../../src/domain/cart';
import { MAX_QUANTITY_PER_ITEM } from '../../src/domain/constants';
import { MENU_SEED } from '../../src/domain/menuSeed';
import { DELIVERY_ZONES, deliveryFee, deliveryZoneLabel } from '../../src/domain/delivery';

describe('cart operations', () => {
  it('adds a new item with quantity 1 and increments an existing one', () => {
    const once = addToCart([], 3);
    expect(once).toEqual([{ id: 3, quantity: 1 }]);
    expect(addToCart(once, 3)).toEqual([{ id: 3, quantity: 2 }]);
    expect(addToCart(once, 1)).toEqual([
      { id: 3, quantity: 1 },
      { id: 1, quantity: 1 },
    ]);
  });

  it('does not mutate the cart it is given', () => {
    const cart = [{ id: 3, quantity: 1 }];
    addToCart(cart, 3);
    decreaseInCart(cart, 3);
    expect(cart).toEqual([{ id: 3, quantity: 1 }]);
  });

  it('stops adding at the per-item cap', () => {
    let cart = [{ id: 1, quantity: MAX_QUANTITY_PER_ITEM }];
    cart = addToCart(cart, 1);
    expect(cart).toEqual([{ id: 1, quantity: MAX_QUANTITY_PER_ITEM }]);
  });

  it('decreases a quantity, and removes the item when it goes below 1', () => {
    const cart = [
      { id: 3, quantity: 2 },
      { id: 1, quantity: 1 },
    ];
    expect(decreaseInCart(cart, 3)).toEqual([
      { id: 3, quantity: 1 },
      { id: 1, quantity: 1 },
    ]);
    expect(decreaseInCart(cart, 1)).toEqual([{ id: 3, quantity: 2 }]);
  });

  it('removes an item whatever its quantity, and leaves the others', () => {
    expect(
      removeFromCart(
        [
          { id: 3, quantity: 5 },
          { id: 1, quantity: 1 },
        ],
        3,
      ),
    ).toEqual([{ id: 1, quantity: 1 }]);
  });

  it('counts the total quantity', () => {
    expect(
      cartCount([
        { id: 3, quantity: 2 },
        { id: 1, quantity: 4 },
      ]),
    ).toBe(6);
    expect(cartCount([])).toBe(0);
  });
});

describe('delivery zones', () => {
  it('has the three zones of the spec with their labels and fees', () => {
    expect(DELIVERY_ZONES).toEqual([
      { key: 'inside_school', label: 'Inside School', fee: 300 },
      { key: 'outside_school', label: 'Outside School (North gate, South gate, West gate)', fee: 500 },
      { key: 'outside_town', label: 'In Town', fee: 800 },
    ]);
    expect(deliveryZoneLabel('outside_town')).toBe('In Town');
  });

  it('charges 0 for an unknown or empty location', () => {
    expect(deliveryFee('')).toBe(0);
    expect(deliveryFee('moon')).toBe(0);
    expect(deliveryFee('constructor')).toBe(0);
  });
});

describe('totals', () => {
  const cart = [
    { id: 1, quantity: 2 }, // 2 × 1200
    { id: 9, quantity: 1 }, // 1 × 2500
  ];

  it('joins the cart with the menu, line by line', () => {
    expect(cartLines(cart, MENU_SEED).map((l) => [l.item.name, l.quantity, l.lineTotal])).toEqual([
      ['Mini Package', 2, 2400],
      ['Chicken and Chips', 1, 2500],
    ]);
    expect(totalsOf(cartLines(cart, MENU_SEED), false, '').subtotal).toBe(4900);
  });

  it('adds the fee only for delivery', () => {
    expect(totalsOf(cartLines(cart, MENU_SEED), false, 'outside_town').total).toBe(4900);
    expect(totalsOf(cartLines(cart, MENU_SEED), true, 'inside_school').total).toBe(5200);
    expect(totalsOf(cartLines(cart, MENU_SEED), true, 'outside_school').total).toBe(5400);
    expect(totalsOf(cartLines(cart, MENU_SEED), true, 'outside_town').total).toBe(5700);
    expect(totalsOf(cartLines(cart, MENU_SEED), true, '').total).toBe(4900);
  });

  it('gives the drawer, the payload and the server one subtotal, fee and total', () => {
    const lines = cartLines(cart, MENU_SEED);
    expect(totalsOf(lines, true, 'outside_school')).toEqual({ subtotal: 4900, fee: 500, total: 5400 });
    expect(totalsOf(lines, false, 'outside_school')).toEqual({ subtotal: 4900, fee: 0, total: 4900 });
    expect(totalsOf(lines, true, 'moon')).toEqual({ subtotal: 4900, fee: 0, total: 4900 });
  });

  it('is 0 for an empty cart', () => {
    expect(totalsOf(cartLines([], MENU_SEED), true, 'outside_town').total).toBe(800);
    expect(totalsOf(cartLines([], MENU_SEED), false, '').total).toBe(0);
  });
});

describe('cartOnMenu', () => {
  it('leaves out the lines of packages the menu no longer holds, keeping the others as they are', () => {
    const menu = MENU_SEED.filter((item) => item.id !== 3);
    expect(
      cartOnMenu(
        [
          { id: 1, quantity: 2 },
          { id: 3, quantity: 1 },
          { id: 99, quantity: 4 },
        ],
        menu,
      ),
    ).toEqual([{ id: 1, quantity: 2 }]);
  });

  it('prices a line at the price the menu holds now', () => {
    const dearer = MENU_SEED.map((item) => (item.id === 3 ? { ...item, price: 1700 } : item));
    expect(totalsOf(cartLines([{ id: 3, quantity: 2 }], dearer), false, '').subtotal).toBe(3400);
  });
});

describe('sanitizeCart', () => {
  it('keeps a well-formed cart as it is', () => {
    expect(sanitizeCart([{ id: 2, quantity: 3 }])).toEqual([{ id: 2, quantity: 3 }]);
  });

  it('drops what is not a cart line and bad quantities, merges duplicates, caps', () => {
    expect(
      sanitizeCart([
        { id: 2, quantity: 3 },
        { id: 2, quantity: 1 },
        { id: 0, quantity: 1 },
        { id: 1, quantity: -4 },
        { id: 4, quantity: 1.5 },
        { id: '5', quantity: 1 },
        null,
        'x',
        { id: 6, quantity: 10_000 },
      ]),
    ).toEqual([
      { id: 2, quantity: 4 },
      { id: 6, quantity: MAX_QUANTITY_PER_ITEM },
    ]);
  });

  it('turns anything but an array into an empty cart', () => {
    expect(sanitizeCart({ id: 1 })).toEqual([]);
    expect(sanitizeCart(null)).toEqual([]);
    expect(sanitizeCart('[]')).toEqual([]);
  });
});
