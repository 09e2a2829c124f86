import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { signOutAtom, tokenAtom } from '../state/session';
import { revokeToken } from '../api/revokeToken';

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
    if (!(await revokeToken(token))) return;
    signOut();
    window.location.reload();
  }, [token, signOut]);
}
