import type { createStore } from 'jotai';
import { cartItemsAtom } from './cart';
import { paymentVerifiedAtom } from './order';
import { isSignedInAtom } from './session';
import { wishlistAtom } from './wishlist';

type Store = ReturnType<typeof createStore>;

/**
 * Whether this browser's saved state leaves the first screen as it was prerendered: a guest with
 * an empty cart and wishlist and no order to track (prerender.tsx). Then the app hydrates the
 * page instead of building it again. Something left out here costs only speed, not correctness:
 * React meets the difference while hydrating and renders the page afresh.
 */
export function showsThePrerenderedPage(store: Store): boolean {
  return (
    store.get(cartItemsAtom).length === 0 &&
    store.get(wishlistAtom).length === 0 &&
    !store.get(isSignedInAtom) &&
    !store.get(paymentVerifiedAtom)
  );
}
