import { ApiError } from './client';
import { isSessionRefusal } from '../../domain/apiErrorCodes';

/**
 * What a failed console call leaves to say: nothing for a cancelled read, nor for a token the
 * API no longer takes as a vendor's (login_required, session_ended, vendor_only: `onDenied` runs, the gate checks again); else the
 * server's word, or `fallback` when there is none (the network, a bug).
 */
export function failureDetail(
  err: unknown,
  onDenied: () => void,
  fallback = 'something went wrong',
): string | null {
  if (err instanceof DOMException && err.name === 'AbortError') return null;
  if (err instanceof ApiError && isSessionRefusal(err.code)) {
    onDenied();
    return null;
  }
  return err instanceof ApiError ? err.detail : fallback;
}
