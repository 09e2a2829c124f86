import { atom } from 'jotai';
import { atomWithStorage, RESET } from 'jotai/utils';
import type { Role } from '../../domain/api';
import { repairRemembered, repairString } from './repair';
import { encryptedStorage } from './storage';

// `edar`: the auth token, AES-encrypted in localStorage (product-spec §3, DESIGN §4).
const tokenBaseAtom = atomWithStorage<string | null>(
  'edar',
  null,
  encryptedStorage<string | null>('local', (raw) => repairString(raw)),
  { getOnInit: true },
);
tokenBaseAtom.debugLabel = 'edar';

/** The token (product-spec's `responseData`), null for a guest. */
export const tokenAtom = atom((get) => get(tokenBaseAtom));
tokenAtom.debugLabel = 'token';

export const isSignedInAtom = atom((get) => get(tokenBaseAtom) !== null);
isSignedInAtom.debugLabel = 'isSignedIn';

// `userData`: Remember Me keeps the username only, never the password (DESIGN §8).
const rememberedBaseAtom = atomWithStorage<{ username: string } | null>(
  'userData',
  null,
  encryptedStorage<{ username: string } | null>('local', (raw) => repairRemembered(raw)),
  { getOnInit: true },
);
rememberedBaseAtom.debugLabel = 'userData';

/** The username to prefill the login form with, or '' when nobody asked to be remembered. */
export const rememberedUsernameAtom = atom((get) => get(rememberedBaseAtom)?.username ?? '');
rememberedUsernameAtom.debugLabel = 'rememberedUsername';

export interface Profile {
  username: string;
  role: Role;
}

const profileBaseAtom = atom<Profile | null>(null);
profileBaseAtom.debugLabel = 'profile';

/** Who is signed in, as the API says (GET /api/account/me); null until known or for a guest. */
export const profileAtom = atom((get) => get(profileBaseAtom));
profileAtom.debugLabel = 'profile/read';

/** The user name of product-spec §3's shared state ('' while unknown). */
export const userNameAtom = atom((get) => get(profileBaseAtom)?.username ?? '');
userNameAtom.debugLabel = 'userName';

export const setProfileAtom = atom(null, (_get, set, profile: Profile | null) =>
  set(profileBaseAtom, profile),
);
setProfileAtom.debugLabel = 'setProfile';

/** After a successful login: keeps the token, and the username only when Remember Me is ticked. */
export const signInAtom = atom(
  null,
  (_get, set, { token, username, remember }: { token: string; username: string; remember: boolean }) => {
    set(tokenBaseAtom, token);
    set(rememberedBaseAtom, remember ? { username } : RESET);
  },
);
signInAtom.debugLabel = 'signIn';

/** Forgets the token (logout, or a token the API no longer accepts). */
export const signOutAtom = atom(null, (_get, set) => {
  set(tokenBaseAtom, RESET);
  set(profileBaseAtom, null);
});
signOutAtom.debugLabel = 'signOut';
