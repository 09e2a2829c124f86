import type { MenuItem } from '../../domain/menu';
import { loadApi } from '../api/load';
import { menu } from './menu';
import { serverRead } from './serverRead';
import { soldOutIds } from './soldOut';

/*
 * The storefront's public reads of what menu.ts and soldOut.ts hold, in a file of their own: only
 * lazy code reads again (the cart, checkout, My orders, the status poll, the console), so the
 * first load carries the values and not the API client. Offline the service worker answers with
 * its last copy.
 */

/**
 * Reads the menu again (with the sold-out list when the cart opens, at checkout; when the status
 * poll says it changed). A failure keeps the menu the page has: the server prices every order
 * from its own menu all the same.
 */
export const refreshMenuAtom = serverRead<readonly MenuItem[], void>(
  'menu',
  menu,
  async () => (await (await loadApi()).menu()).items,
  () => {},
);

/** Reads the sold-out list again; a failure is logged and the last known list stays. */
export const refreshSoldOutAtom = serverRead<readonly number[], void>(
  'soldOutIds',
  soldOutIds,
  async () => (await (await loadApi()).soldOutIds()).ids,
  (error) => console.error('Sold-out list failed', error),
);
