import { atom } from 'jotai';
import { tokenAtom } from './session';

/**
 * The kitchen console's session: the storefront's own token (`tokenAtom`), read by the console's
 * hooks and write atoms as the storefront's are, never passed down as a prop. VendorGate shows the
 * console only while there is one; once it is gone (logout in another tab) a console call goes
 * without it and the API's refusal (login_required) ends the console like any refused call.
 * Only the console's lazy chunks import this file.
 */
export const consoleTokenAtom = atom((get) => get(tokenAtom) ?? '');
consoleTokenAtom.debugLabel = 'consoleToken';
