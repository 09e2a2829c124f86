import { atom } from 'jotai';
import { loadApi } from '../api/load';

/**
 * The packages the vendor marked sold out (GET /api/menu/sold-out), as last read. The menu cards
 * and the cart refuse them; the server refuses an order holding one (409) all the same, so a
 * list a little out of date costs a message, never a wrong order. Read when the menu comes into
 * view, when the cart opens and at checkout, through the API client loaded on demand (it brings
 * zod, which stays out of the first load).
 */
const soldOutIdsBaseAtom = atom<readonly number[]>([]);
soldOutIdsBaseAtom.debugLabel = 'soldOutIds';

export const soldOutIdsAtom = atom((get) => get(soldOutIdsBaseAtom));
soldOutIdsAtom.debugLabel = 'soldOutIds/read';

/** Reads the list again; a failure is logged and the last known list stays. Resolves with the list. */
export const refreshSoldOutAtom = atom(null, async (get, set): Promise<readonly number[]> => {
  try {
    const api = await loadApi();
    const { ids } = await api.soldOutIds();
    set(soldOutIdsBaseAtom, ids);
    return ids;
  } catch (error) {
    console.error('Sold-out list failed', error);
    return get(soldOutIdsBaseAtom);
  }
});
refreshSoldOutAtom.debugLabel = 'refreshSoldOut';

/**
 * What checkout last said about packages it could not sell as the cart held them: sold out or off
 * the menu (the server's 409 detail), or repriced since the cart was filled; '' for nothing.
 */
export const soldOutNoticeAtom = atom('');
soldOutNoticeAtom.debugLabel = 'soldOutNotice';
