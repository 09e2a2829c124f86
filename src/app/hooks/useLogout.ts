import { useStore } from 'jotai';
import { useCallback } from 'react';
import type { LogoutPolicy } from '../state/logOut';

/**
 * Logs out through the app's one logout (`logOutAtom`, state/logOut.ts), the storefront's and the
 * console's, each with its `policy` (on failure: keep the customer signed in, or forget the token
 * on a shared kitchen phone). The flow loads on the tap, not with the first load.
 */
export function useLogout({ forgetOnFailure, reload }: LogoutPolicy) {
  const store = useStore();
  return useCallback(
    () => import('../state/logOut').then((flow) => store.set(flow.logOutAtom, { forgetOnFailure, reload })),
    [store, forgetOnFailure, reload],
  );
}
