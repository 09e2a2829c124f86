import { atom } from 'jotai';
import { ApiError, me } from '../api/client';
import { setProfileCheckAtom, signOutAtom, tokenAtom, type Profile } from './session';
import { isSessionRefusal } from '../../domain/apiErrorCodes';

/**
 * Asks GET /api/account/me whose `token` is and keeps the answer in the session
 * (`profileCheckAtom`): the profile, or null when there is none to give. A 401 forgets the token
 * (the visitor is a guest again); another failure is kept as 'error', with the API's words. An
 * answer for a token that is no longer the stored one changes nothing. Loaded with the API client,
 * not with the first load: useSessionBootstrap asks once per token for every page, and the
 * console's gate asks again only when the console's calls are refused.
 */
export const checkProfileAtom = atom(null, async (get, set, token: string): Promise<Profile | null> => {
  set(setProfileCheckAtom, { kind: 'checking' });
  try {
    const { username, role } = await me(token);
    if (get(tokenAtom) !== token) return null;
    const profile = { username, role };
    set(setProfileCheckAtom, { kind: 'known', profile });
    return profile;
  } catch (error) {
    if (get(tokenAtom) !== token) return null;
    if (error instanceof ApiError && isSessionRefusal(error.code)) set(signOutAtom);
    else {
      console.error('Could not load the profile', error);
      set(setProfileCheckAtom, {
        kind: 'error',
        detail: error instanceof ApiError ? error.detail : 'Something went wrong',
      });
    }
    return null;
  }
});
checkProfileAtom.debugLabel = 'checkProfile';
