import { describe, expect, it } from 'vitest';
import {
  cheapestPrice,
  findMenuItem,
  menuItemSlug,
  notOnMenuMessage,
  offMenuNotice,
  repairMenu,
} from '../../src/domain/menu';
import { MENU_SEED } from '../../src/domain/menuSeed';
import { repairCartPrices } from '../../src/domain/cartPrices';
import {
  menuItemCreateSchema,
  menuItemPatchSchema,
  MENU_PRICE_MESSAGE,
} from '../../src/domain/menuItemSchema';
import { formatNaira } from '../../src/domain/money';
import { menuPictureSources } from '../../src/domain/menuPicture';
import { pictureUrl } from '../../src/domain/uploadedPicture';

describe('the menu seed', () => {
  it('holds the nine items of the spec, with their ids, names, prices and descriptions', () => {
    expect(MENU_SEED.map(({ id, name, price, desc }) => ({ id, name, price, desc }))).toEqual([
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
    const slugs = MENU_SEED.map((item) => menuItemSlug(item.name));
    expect(new Set(slugs).size).toBe(9);
    expect(menuItemSlug('Mini(Turkey) Package')).toBe('mini-turkey-package');
    expect(findMenuItem(MENU_SEED, 2)?.imgUrl).toBe('/food/mini-turkey-package.webp');
  });

  it('finds items by id and nothing for an unknown id', () => {
    expect(findMenuItem(MENU_SEED, 9)?.name).toBe('Chicken and Chips');
    expect(findMenuItem(MENU_SEED, 10)).toBeUndefined();
    expect(findMenuItem(MENU_SEED, 0)).toBeUndefined();
  });
});

describe('menu rules', () => {
  it('reads the lowest price', () => {
    expect(cheapestPrice(MENU_SEED)).toBe(1200);
    expect(cheapestPrice([])).toBe(0);
  });

  it('repairs a menu read back from the page, keeping whole items only', () => {
    expect(
      repairMenu([
        MENU_SEED[0],
        { id: 2, name: 'x' },
        null,
        MENU_SEED[2],
        { ...MENU_SEED[3], price: '1800' },
      ]),
    ).toEqual([MENU_SEED[0], MENU_SEED[2]]);
    expect(repairMenu('nope')).toEqual([]);
  });

  it('takes whole naira from ₦50 to ₦1,000,000, names of 2–60 characters, descriptions up to 200', () => {
    const ok = { name: 'Party Pack', desc: 'rice', price: 50 };
    expect(menuItemCreateSchema.safeParse(ok).success).toBe(true);
    expect(menuItemCreateSchema.safeParse({ ...ok, price: 1_000_000 }).success).toBe(true);
    for (const price of [49, 1_000_001, 1500.5, Number.NaN]) {
      const result = menuItemCreateSchema.safeParse({ ...ok, price });
      expect(result.error?.issues[0]?.message).toBe(MENU_PRICE_MESSAGE);
    }
    expect(menuItemCreateSchema.safeParse({ ...ok, name: ' A ' }).success).toBe(false);
    expect(menuItemCreateSchema.safeParse({ ...ok, name: 'x'.repeat(61) }).success).toBe(false);
    expect(menuItemCreateSchema.safeParse({ ...ok, desc: 'x'.repeat(201) }).success).toBe(false);
    expect(menuItemPatchSchema.safeParse({}).success).toBe(false);
    expect(menuItemPatchSchema.parse({ name: '  Mega Package ' })).toEqual({ name: 'Mega Package' });
  });

  it('serves an upload under its hash at the widths the storefront shows', () => {
    const sha = 'a'.repeat(64);
    expect(pictureUrl('/food/mega-package.webp')).toBe('/food/mega-package.webp');
    expect(pictureUrl(sha)).toBe(`/media/${sha}.webp`);
    expect(menuPictureSources(pictureUrl(sha))).toEqual({
      src: `/media/${sha}-480w.webp`,
      srcSet: [360, 480, 720, 960].map((w) => `/media/${sha}-${w}w.webp ${w}w`).join(', '),
    });
  });
});

describe('a package taken off the menu under a cart', () => {
  it('names what left the cart, with nothing left to remove; nothing when none left', () => {
    expect(offMenuNotice(['Mega Package'])).toBe(
      'Sorry, Mega Package is no longer on the menu, so it left your cart.',
    );
    expect(offMenuNotice(['Mega Package', 'Chicken Burger and Fries', 'Mini Package'])).toBe(
      'Sorry, Mega Package, Chicken Burger and Fries, and Mini Package are no longer on the menu, so they left your cart.',
    );
    expect(offMenuNotice([])).toBe('');
    // The server's 409 asks an API client to remove it: its line is still in that client's cart.
    expect(notOnMenuMessage('Mega Package')).toContain('Please remove it from your cart.');
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

describe('repairCartPrices', () => {
  it('keeps whole, non-negative prices under package ids and drops everything else', () => {
    expect(repairCartPrices({ 1: 1200, 2: 1500.5, x: 3, 4: -1, 5: '900', 0: 100, 7: 0 })).toEqual({
      1: 1200,
      7: 0,
    });
  });

  it('throws away what is not an object of prices', () => {
    for (const raw of [null, 'text', 42, [1200], true]) expect(repairCartPrices(raw)).toBeUndefined();
  });
});
