// No zod in this file: the menu is on the first page (see delivery.ts).

/**
 * One package on the menu, in product-spec §3's fields. The menu is data (issue 16): the server
 * keeps it in `menu_items`, the vendor edits it, and every client gets it as a list of these
 * (GET /api/menu, and the first HTML of `/`). Nothing here holds the live list.
 */
export interface MenuItem {
  id: number;
  name: string;
  /** Naira, a whole number. */
  price: number;
  desc: string;
  /**
   * The picture: a file shipped under public/food/, or the vendor's upload under /media/; both
   * are stored at every width of menuPicture.ts (`menuPictureSources` gives `src` and `srcset`).
   */
  imgUrl: string;
  /**
   * The vendor's heading for it ('Packages', 'Burgers'; issue 29): the storefront's chips and
   * groups, in the order the menu first names them. Empty: under MENU_OTHER_CATEGORY.
   */
  category: string;
}

/** Where a dish without a category is listed when the menu has categories. */
export const MENU_OTHER_CATEGORY = 'More';

/** The menu's categories in the order it first names them, each with its dishes in menu order. */
export function menuCategories<T extends Pick<MenuItem, 'category'>>(
  menu: readonly T[],
): { name: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of menu) {
    const name = item.category?.trim() || MENU_OTHER_CATEGORY;
    groups.set(name, [...(groups.get(name) ?? []), item]);
  }
  return [...groups].map(([name, items]) => ({ name, items }));
}

/** The anchor of a category's heading on the home page (`/#menu-burgers`). */
export const menuCategoryAnchor = (category: string) => `menu-${menuItemSlug(category)}`;

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

/** The item of `menu` with that id. */
export function findMenuItem<T extends { id: number }>(menu: readonly T[], id: number): T | undefined {
  return menu.find((item) => item.id === id);
}

/** The lowest price on the menu (the hero's 'Plates from ₦…'); 0 for an empty menu. */
export function cheapestPrice(menu: readonly MenuItem[]): number {
  return menu.length === 0 ? 0 : Math.min(...menu.map((item) => item.price));
}

/**
 * A menu read back from the first HTML or a cached answer, in plain code (no zod on the first
 * load): anything that is not a whole item is dropped, so a bad copy can never break the page.
 */
export function repairMenu(raw: unknown): MenuItem[] {
  // The server wrote it (home-page.ts): a whole price is enough to tell a copy that broke.
  return Array.isArray(raw)
    ? raw.filter((entry: Partial<MenuItem> | null) => Number.isSafeInteger(entry?.price))
    : [];
}

/** The 409 of an order holding a package the vendor hid (API_ERROR_CODES.notOnMenu). */
export function notOnMenuMessage(name: string): string {
  return `Sorry, ${name} is no longer on the menu. Please remove it from your cart.`;
}

/**
 * The cart's notice after that 409, once the menu read again has taken the hidden packages' lines
 * out of it: each named, and nothing left for the customer to remove. '' when none left.
 */
export function offMenuNotice(names: readonly string[]): string {
  if (names.length === 0) return '';
  const [is, it] = names.length === 1 ? ['is', 'it'] : ['are', 'they'];
  // The serial comma, as en-US lists: names hold 'and' themselves ('Chicken Burger and Fries').
  const list = new Intl.ListFormat('en-US', { type: 'conjunction' }).format(names);
  return `Sorry, ${list} ${is} no longer on the menu, so ${it} left your cart.`;
}

/** The id of the `<script type="application/json">` that carries the menu in the page's HTML. */
export const MENU_DATA_ID = 'bukka-menu';

/**
 * The menu as a `<script type="application/json">` for the page's HTML: the app reads it before
 * any call (state/menu.ts). Not executed, so the CSP's `script-src 'self'` does not apply; `<`
 * is escaped so no text in a name can close the tag.
 */
export function menuDataScript(menu: readonly MenuItem[]): string {
  const json = JSON.stringify(menu).replace(/</g, '\\u003c');
  return `<script id="${MENU_DATA_ID}" type="application/json">${json}</script>`;
}

/** The sessionStorage key of the prices the cart's packages had when they were added (issue 16). */
export const CART_PRICES_KEY = 'cartPrices';

/** The message of a package whose price changed since it went into the cart. */
export function repriceMessage(
  item: Pick<MenuItem, 'name' | 'price'>,
  format: (naira: number) => string,
): string {
  return `${item.name} is now ${format(item.price)}`;
}
