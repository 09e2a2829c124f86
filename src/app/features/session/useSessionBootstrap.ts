import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { loadApi } from '../../api/load';
import { setProfileAtom, signOutAtom, tokenAtom } from '../../state/session';

/**
 * With a stored token, asks the API who it belongs to: the greeting's username and the role.
 * A token the API refuses (expired, revoked, tampered) is dropped: the visitor is a guest again.
 * A customer's saved addresses and phone then follow the account (accountSync.ts, issue 13).
 */
export function useSessionBootstrap() {
  const token = useAtomValue(tokenAtom);
  const setProfile = useSetAtom(setProfileAtom);
  const signOut = useSetAtom(signOutAtom);
  const store = useStore();
  useEffect(() => {
    if (!token) return;
    let live = true;
    let stopSync = () => {};
    void (async () => {
      const api = await loadApi();
      try {
        const me = await api.me(token);
        if (!live) return;
        setProfile({ username: me.username, role: me.role });
        if (me.role === 'customer') {
          const { startAccountSync } = await import('./accountSync');
          const stop = await startAccountSync(store, token);
          if (live) stopSync = stop;
          else stop();
        }
      } catch (error) {
        if (!live) return;
        if (error instanceof api.ApiError && error.status === 401) signOut();
        else console.error('Could not load the profile', error);
      }
    })();
    return () => {
      live = false;
      stopSync();
    };
  }, [token, setProfile, signOut, store]);
}
