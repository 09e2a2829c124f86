import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { tokenAtom } from '../../state/session';

/**
 * With a stored token, asks the API who it belongs to (`checkProfileAtom`, loaded with the API
 * client): the greeting's username, the role the console's gate reads, once per token for every
 * page. A token the API refuses (expired, revoked, tampered) is dropped: the visitor is a guest
 * again. A customer's saved addresses and phone then follow the account (accountSync.ts, issue 13).
 */
export function useSessionBootstrap() {
  const token = useAtomValue(tokenAtom);
  const store = useStore();
  useEffect(() => {
    if (!token) return;
    let live = true;
    let stopSync = () => {};
    // Each import with .then(): Vite wraps a destructured `await import()` in more first-load bytes.
    void import('../../state/profileCheck')
      .then((check) => store.set(check.checkProfileAtom, token))
      .then(async (profile) => {
        if (!live || profile?.role !== 'customer') return;
        const stop = await import('./accountSync').then((sync) => sync.startAccountSync(store, token));
        if (live) stopSync = stop;
        else stop();
      })
      // The account's addresses could not be read (the server down, the network gone): the tab
      // keeps its own, and the next page asks again. Seen as an unhandled rejection in
      // Screens/Storefront's My orders with the server down (503).
      .catch((error: unknown) => console.error('Could not sync the account', error));
    return () => {
      live = false;
      stopSync();
    };
  }, [token, store]);
}
