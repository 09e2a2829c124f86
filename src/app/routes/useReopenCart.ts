import { useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { cartCountAtom } from '../state/cart';
import { safeGet, safeRemove } from '../state/storage';
import { cartOpenAtom, REOPEN_CART_KEY } from '../state/ui';

/**
 * After a sign-up that signed the customer in (REOPEN_CART_KEY), the page that loads next opens
 * the cart: they were on their way to check out, with its fields kept (checkoutDraft).
 */
export function useReopenCart() {
  const store = useStore();
  const setCartOpen = useSetAtom(cartOpenAtom);
  useEffect(() => {
    if (safeGet('session', REOPEN_CART_KEY) === null) return;
    safeRemove('session', REOPEN_CART_KEY);
    if (store.get(cartCountAtom) > 0) setCartOpen(true);
  }, [store, setCartOpen]);
}
