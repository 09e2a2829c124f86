import { atom } from 'jotai';

/**
 * The order ref Paystack sent the customer back with (`/?paystack=1&ref=<ref>`), until the
 * server has said how that card payment went; null otherwise.
 */
export const paystackReturnAtom = atom<number | null>(null);
paystackReturnAtom.debugLabel = 'paystackReturn';
