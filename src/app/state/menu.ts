import { atom } from 'jotai';
import { repairMenu, type MenuItem } from '../../domain/menu';
import { MENU_SEED } from '../../domain/menuSeed';
import { loadApi } from '../api/load';

/** The id of the `<script type="application/json">` that carries the menu in the page's HTML. */
export const MENU_DATA_ID = 'bukka-menu';

/**
 * The menu the page arrived with: the server writes the current one into the first HTML of `/`
 * (and the build writes the seed into the precached copies), so the first paint, hydration and
 * an offline reload all have a menu to add from before any call. Only a page without it (a
 * test's bare render) starts from the seed.
 */
function menuFromPage(): MenuItem[] {
  if (typeof document === 'undefined') return [...MENU_SEED];
  const text = document.getElementById(MENU_DATA_ID)?.textContent;
  if (text) {
    try {
      const menu = repairMenu(JSON.parse(text));
      if (menu.length > 0) return menu;
    } catch {
      // A damaged copy: the seed until the API answers.
    }
  }
  return [...MENU_SEED];
}

/** The packages on sale, in the vendor's order (GET /api/menu). */
const menuBaseAtom = atom<readonly MenuItem[]>(menuFromPage());
menuBaseAtom.debugLabel = 'menu';

export const menuAtom = atom((get) => get(menuBaseAtom));
menuAtom.debugLabel = 'menu/read';

/** Sets the menu as a render on the server knows it (the request-time home page). */
export const setMenuAtom = atom(null, (_get, set, menu: readonly MenuItem[]) => set(menuBaseAtom, menu));
setMenuAtom.debugLabel = 'setMenu';

/**
 * Reads the menu again (with the sold-out list: when the menu shows, when the cart opens, at
 * checkout); offline the service worker answers with its last copy. A failure keeps the menu.
 */
export const refreshMenuAtom = atom(null, async (get, set): Promise<readonly MenuItem[]> => {
  try {
    const api = await loadApi();
    const { items } = await api.menu();
    set(menuBaseAtom, items);
    return items;
  } catch (error) {
    console.error('Menu failed', error);
    return get(menuBaseAtom);
  }
});
refreshMenuAtom.debugLabel = 'refreshMenu';
