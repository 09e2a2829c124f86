import { menuItemSlug, type MenuItem } from './menu';

/**
 * The menu a new shop starts with: product-spec §3's nine packages, ids, names, prices (naira)
 * and descriptions exactly as given, with the pictures shipped under public/food/. The server
 * writes them into `menu_items` on its first start (src/server/db/queries/menu.ts); from then on
 * the vendor's menu is the truth and this list is only the seed.
 */
export const MENU_SEED: readonly MenuItem[] = Object.freeze(
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
  ].map((item) =>
    Object.freeze({
      ...item,
      imgUrl: `/food/${menuItemSlug(item.name)}.webp`,
      // The spec's table has no category: its packages, then its burgers and chicken (issue 29).
      category: item.id <= 6 ? 'Packages' : 'Burgers',
    }),
  ),
);
