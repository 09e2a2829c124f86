import { describe, expect, it } from 'vitest';
import { CATALOGUE, findMenuItem, menuItemSlug } from '../../src/domain/catalogue';
import { formatNaira } from '../../src/domain/money';

describe('catalogue', () => {
  it('holds the nine items of the spec, with their ids, names, prices and descriptions', () => {
    expect(CATALOGUE.map(({ id, name, price, desc }) => ({ id, name, price, desc }))).toEqual([
      { id: 1, name: 'Mini Package', price: 1200, desc: 'stir fry spaghetti and chicken' },
      { id: 2, name: 'Mini(Turkey) Package', price: 1500, desc: 'spaghetti and turkey' },
      { id: 3, name: 'Mega Package', price: 1500, desc: 'spaghetti, diced sausage, plantain and chicken' },
      { id: 4, name: 'Mega(Turkey) Package', price: 1800, desc: 'same as Mega with turkey' },
      {
        id: 5,
        name: 'Jumbo Package',
        price: 2500,
        desc: 'spaghetti, sausage, plantain, bottled water and chicken (x2)',
      },
      { id: 6, name: 'Jumbo(Turkey) Package', price: 2800, desc: 'same as Jumbo with turkey (x2)' },
      { id: 7, name: 'Chicken Burger', price: 1500, desc: 'juicy chicken burger' },
      { id: 8, name: 'Chicken Burger and Fries', price: 2000, desc: 'burger and fries with ketchup' },
      { id: 9, name: 'Chicken and Chips', price: 2500, desc: 'peppered chicken and chips' },
    ]);
  });

  it('gives every item its own anchor and an image shipped with the app', () => {
    const slugs = CATALOGUE.map((item) => menuItemSlug(item.name));
    expect(new Set(slugs).size).toBe(9);
    expect(menuItemSlug('Mini(Turkey) Package')).toBe('mini-turkey-package');
    expect(findMenuItem(2)?.imgUrl).toBe('/food/mini-turkey-package.webp');
  });

  it('finds items by id and nothing for an unknown id', () => {
    expect(findMenuItem(9)?.name).toBe('Chicken and Chips');
    expect(findMenuItem(10)).toBeUndefined();
    expect(findMenuItem(0)).toBeUndefined();
  });
});

describe('formatNaira', () => {
  it('prints whole naira with the ₦ symbol and en-NG grouping, no decimals', () => {
    expect(formatNaira(1200)).toBe('₦1,200');
    expect(formatNaira(0)).toBe('₦0');
    expect(formatNaira(1234567)).toBe('₦1,234,567');
  });

  it('keeps kobo when there are some', () => {
    expect(formatNaira(1200.5)).toBe('₦1,200.50');
  });
});
