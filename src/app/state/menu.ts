import { atom } from 'jotai';
import { MENU_DATA_ID, repairMenu, type MenuItem } from '../../domain/menu';
import { loadApi } from '../api/load';

/**
 * The menu the page arrived with: the server writes the current one into the first HTML of every
 * page (and the build writes the seed into the precached copies), so the first paint, hydration
 * and an offline reload all have a menu to add from before any call. The seed itself stays out
 * of the first load; a render on the server sets the menu through `setMenuAtom`.
 */
function menuFromPage(): MenuItem[] {
  const text = typeof document === 'undefined' ? null : document.getElementById(MENU_DATA_ID)?.textContent;
  if (!text) return [];
  try {
    return repairMenu(JSON.parse(text));
  } catch {
    // A damaged copy: nothing until the API answers.
    return [];
  }
}

/** The packages on sale, in the vendor's order (GET /api/menu). */
// No debugLabels here: these atoms are on the first load, which has no bytes to spare.
const menuBaseAtom = atom<readonly MenuItem[]>(menuFromPage());

export const menuAtom = atom((get) => get(menuBaseAtom));

/**
 * Sets the menu as a render on the server knows it (prerender.tsx). Marked pure and unlabelled
 * so the browser's bundle, which never sets it, drops it (the first-load budget).
 */
export const setMenuAtom = /* @__PURE__ */ atom(null, (_get, set, menu: readonly MenuItem[]) =>
  set(menuBaseAtom, menu),
);

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
  } catch {
    // Offline with no copy, or the server away: the menu the page has stays (the server prices
    // every order from its own menu all the same).
    return get(menuBaseAtom);
  }
});
