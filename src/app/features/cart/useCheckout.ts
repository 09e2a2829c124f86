import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import * as API_ERROR_CODES from '../../../domain/apiErrorCodes';
import { cartCount } from '../../../domain/cart';
import type { CheckoutFormValues } from '../../../domain/checkoutForm';
import { findMenuItem, offMenuNotice } from '../../../domain/menu';
import { loadApi } from '../../api/load';
import { cartItemsAtom } from '../../state/cart';
import { menuAtom } from '../../state/menu';
import { clearCartAtom } from '../../state/checkout';
import { orderCreatedAtom, orderCreatingAtom, paymentPopupOpenAtom } from '../../state/order';
import { setProfileCheckAtom, tokenAtom, tokenReadAtom, userNameAtom } from '../../state/session';
import { soldOutNoticeAtom } from '../../state/soldOut';
import { refreshMenuAtom, refreshSoldOutAtom } from '../../state/publicReads';
import { cartOpenAtom } from '../../state/ui';
import { useRefreshStoreStatus } from '../../hooks/useRefreshStoreStatus';
import { acceptPrices, repricedLines } from './reprice';

/**
 * 'Proceed to checkout' (product-spec §4). A guest goes to /signup (the cart stays in
 * sessionStorage). A signed-in customer: statuses refreshed; if the food is not ready or the
 * chosen delivery is off, the drawer stays open on the red button or the forced pickup;
 * otherwise the drawer toggles, the payment popup opens, the order is created from the
 * recomputed cart and, on 'Order Created', its ref and balance are kept and the cart emptied.
 * A cart holding a package the vendor marked sold out stays in the drawer, which says so; the
 * server's 409 for one (the list changed in between) reads the list again and says so too.
 * One order per click run: a second click while one is in flight does nothing.
 */
export function useCheckout() {
  const navigate = useNavigate();
  const store = useStore();
  const shownToken = useAtomValue(tokenAtom);
  const refreshStatus = useRefreshStoreStatus();
  const setCartOpen = useSetAtom(cartOpenAtom);
  const setPopupOpen = useSetAtom(paymentPopupOpenAtom);
  const setCreating = useSetAtom(orderCreatingAtom);
  const orderCreated = useSetAtom(orderCreatedAtom);
  const clearCart = useSetAtom(clearCartAtom);
  const setProfileCheck = useSetAtom(setProfileCheckAtom);
  const refreshSoldOut = useSetAtom(refreshSoldOutAtom);
  const setSoldOutNotice = useSetAtom(soldOutNoticeAtom);
  const refreshMenu = useSetAtom(refreshMenuAtom);
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  const checkout = useCallback(
    async (values: CheckoutFormValues) => {
      // A tap in the moment the stored token is still being decrypted waits for it: a signed-in
      // customer is not a guest to be sent to sign up.
      const token = shownToken ?? (await tokenOnceRead(store));
      if (!token) {
        setCartOpen(false);
        await navigate('/signup');
        return;
      }
      if (inFlight.current) return;
      // Offline: the drawer says so (CartFeature) and the cart is kept; nothing is tried.
      if (!navigator.onLine) return;
      inFlight.current = true;
      setSubmitting(true);
      try {
        setSoldOutNotice('');
        // The rules and the order's shape come with the drawer's checkout part (issue 30: the
        // cart's first view does not wait for zod and the phone rules): in by the time of a tap.
        const [status, soldOut, , { checkoutBlock }, { buildCreateOrderPayload }] = await Promise.all([
          refreshStatus(),
          refreshSoldOut(),
          refreshMenu(),
          import('../../../domain/checkout'),
          import('../../../domain/order'),
        ]);
        // Recomputed from the cart and the statuses as they are now, not as they were when the
        // drawer opened; the drawer says why when the one rule holds it back (the red button, the
        // forced pickup, the sold-out line named by CartFeature); nothing is ordered.
        const cart = store.get(cartItemsAtom);
        const block = checkoutBlock({
          ...values,
          itemCount: cartCount(cart),
          foodReady: status.food !== 'not-ready',
          deliveryAvailable: status.delivery !== 'not-available',
          holdsSoldOut: cart.some((line) => soldOut.includes(line.id)),
        });
        if (block) return;
        const api = await loadApi();
        let username = store.get(userNameAtom);
        if (!username) {
          const me = await api.me(token);
          setProfileCheck({ kind: 'known', profile: { username: me.username, role: me.role } });
          username = me.username;
        }
        // A price changed since the package went in (the menu just read again): nothing is ordered;
        // the drawer names it and its button asks to confirm the prices first (issue 29).
        if (repricedLines(cart, store.get(menuAtom)).length > 0) return;
        setCartOpen(false);
        setCreating(true);
        setPopupOpen(true);
        const payload = buildCreateOrderPayload({
          username,
          cart,
          menu: store.get(menuAtom),
          mode: values.mode,
          zone: values.zone,
          phoneNumber: values.phoneNumber,
          selectedAddress: values.selectedAddress,
          at: new Date(),
        });
        try {
          const created = await api.createOrder(token, payload);
          orderCreated({ ref: created['order-ref'], balance: created.balance });
          clearCart();
          acceptPrices([], []);
        } catch (error) {
          // product-spec §8: a failed create-order is only logged; the cart stays for another try.
          console.error('Create order failed', error);
          const refused = error instanceof api.ApiError ? error : undefined;
          // A package sold out meanwhile: the list read again, and the server's words.
          if (refused?.code === API_ERROR_CODES.soldOut) {
            await refreshSoldOut();
            setSoldOutNotice(refused.detail);
          }
          // A package taken off the menu meanwhile: the menu read again, which takes its line out
          // of the cart, and the cart names what left it (the server's words, to remove it, only
          // if the read failed and the line is still there).
          if (refused?.code === API_ERROR_CODES.notOnMenu) {
            const menuBefore = store.get(menuAtom);
            const linesBefore = store.get(cartItemsAtom);
            await refreshMenu();
            const kept = new Set(store.get(cartItemsAtom).map((line) => line.id));
            const left = linesBefore
              .filter((line) => !kept.has(line.id))
              .flatMap((line) => findMenuItem(menuBefore, line.id)?.name ?? []);
            setSoldOutNotice(offMenuNotice(left) || refused.detail);
          }
          // Both come with the cart's return, not in the drawer sliding away: set before the read,
          // they showed in a closing drawer while 'Creating your order' still waited on it.
          setPopupOpen(false);
          setCartOpen(true);
        } finally {
          setCreating(false);
        }
      } catch (error) {
        console.error('Checkout failed', error);
      } finally {
        inFlight.current = false;
        setSubmitting(false);
      }
    },
    [
      shownToken,
      navigate,
      store,
      refreshStatus,
      setCartOpen,
      setPopupOpen,
      setCreating,
      orderCreated,
      clearCart,
      setProfileCheck,
      refreshSoldOut,
      setSoldOutNotice,
      refreshMenu,
    ],
  );

  return { checkout, submitting };
}

/** The stored token once it has been read (decrypted, or found absent: null). */
function tokenOnceRead(store: ReturnType<typeof useStore>): Promise<string | null> {
  return new Promise((resolve) => {
    const settle = () => {
      if (!store.get(tokenReadAtom)) return false;
      unsubscribe?.();
      resolve(store.get(tokenAtom));
      return true;
    };
    let unsubscribe: (() => void) | undefined;
    if (!settle()) unsubscribe = store.sub(tokenReadAtom, settle);
  });
}
