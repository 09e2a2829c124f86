import { atom } from 'jotai';

/** The auth modal: closed when '' and open in its mode otherwise (product-spec §4). */
export type AuthMode = '' | 'login' | 'signup';
export const authModeAtom = atom<AuthMode>('');
authModeAtom.debugLabel = 'authMode';

export const cartOpenAtom = atom(false);
cartOpenAtom.debugLabel = 'cartOpen';

export const trackerOpenAtom = atom(false);
trackerOpenAtom.debugLabel = 'trackerOpen';

export const wishlistOpenAtom = atom(false);
wishlistOpenAtom.debugLabel = 'wishlistOpen';

export const addressesOpenAtom = atom(false);
addressesOpenAtom.debugLabel = 'addressesOpen';

export const mobileMenuOpenAtom = atom(false);
mobileMenuOpenAtom.debugLabel = 'mobileMenuOpen';
