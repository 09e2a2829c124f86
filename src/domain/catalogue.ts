// No zod in this file: the menu is on the first page (see delivery.ts).

export interface MenuItem {
  id: number;
  name: string;
  /** Naira. */
  price: number;
  desc: string;
  /** An image shipped with the app, under public/food/. */
  imgUrl: string;
}

/** The static catalogue of product-spec §3: ids, names, prices (naira) and descriptions as given. */
export const CATALOGUE: readonly MenuItem[] = Object.freeze(
  [
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
  ].map((item) => Object.freeze({ ...item, imgUrl: `/food/${menuItemSlug(item.name)}.webp` })),
);

/**
 * The anchor of an item on the home page (`/#mini-turkey-package`): the `{product}` anchor of
 * product-spec §2. Lower case, runs of anything but letters and digits become one dash.
 */
export function menuItemSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function findMenuItem(id: number): MenuItem | undefined {
  return CATALOGUE.find((item) => item.id === id);
}
