import { atom, type PrimitiveAtom } from 'jotai';
import type { Role } from '../../domain/api';
import { repairRemembered, repairString } from './repair';
import { safeGet, safeRemove, type Repair } from './storage';

const loadCipher = () => import('./cipher');

/**
 * A value kept AES-encrypted in localStorage. It reads as null until decrypted: crypto-js loads
 * only when the key is there (a guest's first load does without it). Other tabs' changes follow.
 * Undefined until read: on a slow phone crypto-js takes a round trip, and 'not decrypted yet' must
 * not pass for 'no value' (the console would call its own vendor a guest meanwhile).
 */
function encryptedLocalAtom<T>(key: string, repair: Repair<T>): PrimitiveAtom<T | null | undefined> {
  const base = atom<T | null | undefined>(undefined);
  base.debugLabel = key;
  base.onMount = (setValue) => {
    let live = true;
    const load = () => {
      if (safeGet('local', key) === null) {
        setValue(null);
        return;
      }
      void loadCipher().then(({ readEncrypted }) => {
        if (live) setValue(readEncrypted('local', key, repair) ?? null);
      });
    };
    load();
    const onStorage = (event: StorageEvent) => {
      if (event.key === key || event.key === null) load();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      window.removeEventListener('storage', onStorage);
    };
  };
  return base;
}

// `edar`: the auth token, AES-encrypted in localStorage (product-spec §3, DESIGN §4).
const tokenBaseAtom = encryptedLocalAtom<string>('edar', repairString);

/** The token (product-spec's `responseData`), null for a guest. */
export const tokenAtom = atom((get) => get(tokenBaseAtom) ?? null);
tokenAtom.debugLabel = 'token';

/** False while a stored token is still being decrypted: then a null token means 'not yet', not 'guest'. */
export const tokenReadAtom = atom((get) => get(tokenBaseAtom) !== undefined);
tokenReadAtom.debugLabel = 'tokenRead';

export const isSignedInAtom = atom((get) => get(tokenBaseAtom) != null);
isSignedInAtom.debugLabel = 'isSignedIn';

// `userData`: Remember Me keeps the username only, never the password (DESIGN §8).
const rememberedBaseAtom = encryptedLocalAtom<{ username: string }>('userData', repairRemembered);

/** The username to prefill the login form with, or '' when nobody asked to be remembered. */
export const rememberedUsernameAtom = atom((get) => get(rememberedBaseAtom)?.username ?? '');
rememberedUsernameAtom.debugLabel = 'rememberedUsername';

export interface Profile {
  username: string;
  role: Role;
}

/**
 * What GET /api/account/me said of the stored token, the one source of who is signed in (the
 * greeting, the console's gate): asked once per token by `checkProfileAtom` (profileCheck.ts,
 * loaded with the API client: the first load has no bytes for it) from useSessionBootstrap, and
 * again when the console's calls are refused. Null for a guest, or before the first question.
 */
export type ProfileCheck =
  { kind: 'checking' } | { kind: 'known'; profile: Profile } | { kind: 'error'; detail: string };

const profileCheckBaseAtom = atom<ProfileCheck | null>(null);
profileCheckBaseAtom.debugLabel = 'profileCheck';

export const profileCheckAtom = atom((get) => get(profileCheckBaseAtom));
profileCheckAtom.debugLabel = 'profileCheck/read';

/** The user name of product-spec §3's shared state ('' while unknown). */
export const userNameAtom = atom((get) => {
  const check = get(profileCheckBaseAtom);
  return check?.kind === 'known' ? check.profile.username : '';
});
userNameAtom.debugLabel = 'userName';

/** The session's answer about the token: written by checkProfileAtom (profileCheck.ts) and checkout. */
export const setProfileCheckAtom = atom(null, (_get, set, check: ProfileCheck) =>
  set(profileCheckBaseAtom, check),
);
setProfileCheckAtom.debugLabel = 'setProfileCheck';

/**
 * After a successful login: stores the token (and the username only when Remember Me is ticked),
 * encrypted. Resolves once both are written: the login reloads the page right after.
 */
export const signInAtom = atom(
  null,
  async (
    _get,
    set,
    { token, username, remember }: { token: string; username: string; remember: boolean },
  ) => {
    const { writeEncrypted } = await loadCipher();
    writeEncrypted('local', 'edar', token);
    if (remember) writeEncrypted('local', 'userData', { username });
    else safeRemove('local', 'userData');
    set(tokenBaseAtom, token);
    set(rememberedBaseAtom, remember ? { username } : null);
  },
);
signInAtom.debugLabel = 'signIn';

/** Forgets the token (logout, or a token the API no longer accepts). */
export const signOutAtom = atom(null, (_get, set) => {
  safeRemove('local', 'edar');
  set(tokenBaseAtom, null);
  set(profileCheckBaseAtom, null);
});
signOutAtom.debugLabel = 'signOut';
