import { atom } from 'jotai';
import { isOrderRef } from '../../../domain/orderRef';
import { paymentPopupOpenAtom } from '../../state/order';
import { paystackReturnAtom } from '../../state/paystack';

/**
 * The order ref of a return from Paystack's checkout (`?paystack=1&ref=<ref>`, the callback the
 * server gives Paystack), or null.
 */
export function readPaystackReturn(search: string): number | null {
  const params = new URLSearchParams(search);
  if (params.get('paystack') !== '1') return null;
  const raw = params.get('ref') ?? '';
  if (!/^\d{1,10}$/.test(raw)) return null;
  const ref = Number(raw);
  return isOrderRef(ref) ? ref : null;
}

/**
 * Back from Paystack: opens the payment popup, which asks the server to verify the payment
 * (PaymentFeature) and removes the query string once it has the answer. Loaded only when the
 * address says `paystack=1` (usePaystackReturn).
 */
export const applyPaystackReturnAtom = atom(null, (_get, set, search: string) => {
  const ref = readPaystackReturn(search);
  if (ref === null) return;
  set(paystackReturnAtom, ref);
  set(paymentPopupOpenAtom, true);
});
applyPaystackReturnAtom.debugLabel = 'applyPaystackReturn';
