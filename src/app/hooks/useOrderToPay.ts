import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { loadCustomerOrdersApi } from '../api/load';
import { orderToPayAtom, ordersToPayReadAtom, paymentPopupOpenAtom } from '../state/order';
import { tokenAtom } from '../state/session';

/**
 * Keeps 'Pay for order #N' true to the server for a signed-in customer: asked when the page
 * starts (a new tab or phone knows nothing of the order) and each time the payment dialog
 * closes (paid, or declined by the vendor meanwhile). Offline, what this tab knew stays.
 */
export function useOrderToPay() {
  const token = useAtomValue(tokenAtom);
  const popupOpen = useAtomValue(paymentPopupOpenAtom);
  const read = useSetAtom(ordersToPayReadAtom);
  const store = useStore();
  useEffect(() => {
    if (!token || popupOpen) return;
    const controller = new AbortController();
    // An order created while the answer was on its way is newer than what the answer knows.
    const before = store.get(orderToPayAtom);
    void (async () => {
      const { myOrders } = await loadCustomerOrdersApi();
      try {
        const { orders } = await myOrders(token, { paymentDue: true, signal: controller.signal });
        if (store.get(orderToPayAtom) !== before) return;
        const newest = orders[0];
        read(newest ? { ref: newest.ref, balance: newest.total } : null);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Orders to pay failed', error);
      }
    })();
    return () => controller.abort();
  }, [token, popupOpen, read, store]);
}
