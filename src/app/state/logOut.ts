import { atom } from 'jotai';
import { revokeToken } from '../api/revokeToken';
import { signOutAtom, tokenAtom } from './session';

/**
 * How a logout ends: the one difference between the storefront's 'Logout' and the console's
 * 'Log out', which otherwise are the same flow (`logOutAtom`).
 */
export interface LogoutPolicy {
  /**
   * When POST /api/logout could not be done (offline, a server error; a 401 means the token is
   * dead already and counts as done). `true` on the console, a kitchen phone several people
   * share: the token is forgotten all the same, so whoever picks the phone up next is not the
   * vendor. `false` on the storefront, a customer's own phone: a logout failure is only logged
   * (product-spec §8) and the customer stays signed in, free to try again.
   */
  forgetOnFailure: boolean;
  /**
   * Once the token is forgotten: the storefront reloads the page (product-spec §4); the console
   * shows its login in place.
   */
  reload: boolean;
}

/**
 * The app's one logout: POST /api/logout revokes the token on the server (`revokeToken`), then
 * the stored token is forgotten, or kept, as `policy` says. Resolves true when it was forgotten.
 * Loaded on the tap (hooks/useLogout.ts): the first load has no bytes for it.
 */
export const logOutAtom = atom(null, async (get, set, policy: LogoutPolicy): Promise<boolean> => {
  const token = get(tokenAtom);
  if (token && !(await revokeToken(token)) && !policy.forgetOnFailure) return false;
  set(signOutAtom);
  if (policy.reload) window.location.reload();
  return true;
});
logOutAtom.debugLabel = 'logOut';
