import { loadApi } from './load';
import { isSessionRefusal } from '../../domain/apiErrorCodes';

/**
 * POST /api/logout: the one way the app ends a session on the server, for the storefront's
 * 'Log out' and the console's. True when the token is dead there: revoked now, or already (401).
 * False when the server could not be asked; the failure is logged (product-spec §8) and the
 * logout's policy chooses (state/logOut.ts): the storefront keeps the customer signed in, the
 * console forgets the token.
 */
export async function revokeToken(token: string): Promise<boolean> {
  const api = await loadApi();
  try {
    await api.logout(token);
    return true;
  } catch (error) {
    if (error instanceof api.ApiError && isSessionRefusal(error.code)) return true;
    console.error('Logout failed', error);
    return false;
  }
}
