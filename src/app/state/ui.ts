import { atom } from 'jotai';

/** The auth modal: closed when '' and open in its mode otherwise (product-spec §4). */
export type AuthMode = '' | 'login' | 'signup';
export const authModeAtom = atom<AuthMode>('');
authModeAtom.debugLabel = 'authMode';

export const cartOpenAtom = atom(false);

/**
 * sessionStorage flag set by a sign-up that signed the customer in: the page that loads next
 * opens the cart (if it holds anything), where the customer was heading (issue 13).
 */
export const REOPEN_CART_KEY = 'reopenCart';
cartOpenAtom.debugLabel = 'cartOpen';

export const trackerOpenAtom = atom(false);
trackerOpenAtom.debugLabel = 'trackerOpen';

export const wishlistOpenAtom = atom(false);
wishlistOpenAtom.debugLabel = 'wishlistOpen';

export const addressesOpenAtom = atom(false);
addressesOpenAtom.debugLabel = 'addressesOpen';

export const mobileMenuOpenAtom = atom(false);
mobileMenuOpenAtom.debugLabel = 'mobileMenuOpen';
