import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { findMenuItem } from '../../domain/menu';
import { menuAtom } from './menu';
import { repairWishlist } from './repair';
import { jsonStorage } from './storage';

// Hearts on the menu cards, kept across visits (DESIGN §5): localStorage `wishlist`.
const wishlistBaseAtom = atomWithStorage<number[]>('wishlist', [], jsonStorage('local', repairWishlist), {
  getOnInit: true,
});
wishlistBaseAtom.debugLabel = 'wishlist';

/**
 * The hearts the menu can show: ids it does not hold (retired, hidden, or typed into storage) are
 * kept in storage, so a package shown again comes back, but neither listed nor counted.
 */
export const wishlistAtom = atom((get) =>
  get(wishlistBaseAtom).filter((id) => findMenuItem(get(menuAtom), id)),
);
wishlistAtom.debugLabel = 'wishlist/read';

export const toggleWishlistAtom = atom(null, (get, set, id: number) => {
  const list = get(wishlistBaseAtom);
  set(wishlistBaseAtom, list.includes(id) ? list.filter((other) => other !== id) : [...list, id]);
});
toggleWishlistAtom.debugLabel = 'toggleWishlist';
