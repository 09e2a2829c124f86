import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { repairWishlist } from './repair';
import { jsonStorage } from './storage';

// Hearts on the menu cards, kept across visits (DESIGN §5): localStorage `wishlist`.
const wishlistBaseAtom = atomWithStorage<number[]>('wishlist', [], jsonStorage('local', repairWishlist), {
  getOnInit: true,
});
wishlistBaseAtom.debugLabel = 'wishlist';

export const wishlistAtom = atom((get) => get(wishlistBaseAtom));
wishlistAtom.debugLabel = 'wishlist/read';

export const wishlistCountAtom = atom((get) => get(wishlistBaseAtom).length);
wishlistCountAtom.debugLabel = 'wishlistCount';

export const toggleWishlistAtom = atom(null, (get, set, id: number) => {
  const list = get(wishlistBaseAtom);
  set(wishlistBaseAtom, list.includes(id) ? list.filter((other) => other !== id) : [...list, id]);
});
toggleWishlistAtom.debugLabel = 'toggleWishlist';
