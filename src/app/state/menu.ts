import { MENU_DATA_ID, repairMenu, type MenuItem } from '../../domain/menu';
import { sameJson, serverValue } from './serverData';

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

/**
 * The packages on sale, in the vendor's order (GET /api/menu), held in the app's one pattern
 * (serverData); publicReads.ts reads it again.
 */
export const menu = serverValue<readonly MenuItem[], readonly MenuItem[]>('menu', menuFromPage(), sameJson);

export const menuAtom = menu.value;

/** Sets the menu as a render on the server knows it (prerender.tsx). */
export const setMenuAtom = menu.put;
