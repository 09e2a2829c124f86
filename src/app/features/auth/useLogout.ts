import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { loadApi } from '../../api/load';
import { signOutAtom, tokenAtom } from '../../state/session';

/**
 * POST /api/logout revokes the token; on success the stored one is forgotten and the page reloads
 * (product-spec §4). Other failures are only logged (product-spec §8); a 401 means the token was
 * already dead, so it is forgotten all the same.
 */
export function useLogout() {
  const token = useAtomValue(tokenAtom);
  const signOut = useSetAtom(signOutAtom);
  return useCallback(async () => {
    if (!token) return;
    const api = await loadApi();
    try {
      await api.logout(token);
    } catch (error) {
      if (!(error instanceof api.ApiError && error.status === 401)) {
        console.error('Logout failed', error);
        return;
      }
    }
    signOut();
    window.location.reload();
  }, [token, signOut]);
}
