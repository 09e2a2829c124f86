import { useStore } from 'jotai';
import { useEffect } from 'react';

/**
 * Back from Paystack's checkout (`/?paystack=1&ref=…`): opens the payment popup on that order.
 * The code that reads the address (paystackReturn.ts) loads only then: no first load carries it,
 * and the worker does not precache it (pwa.config.ts), as a return from Paystack comes over the
 * network. Should it not load, the order stays one tap away ("Pay for order").
 */
export function usePaystackReturn() {
  const store = useStore();
  useEffect(() => {
    if (!window.location.search.includes('paystack=1')) return;
    import('./paystackReturn')
      .then((m) => store.set(m.applyPaystackReturnAtom, window.location.search))
      .catch(console.error);
  }, [store]);
}
