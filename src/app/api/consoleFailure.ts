import { ApiError } from './client';

/**
 * What a failed console call leaves to say: nothing for a cancelled read, nor for a token the
 * API no longer takes as a vendor's (401/403: `onDenied` runs, the gate checks again); else the
 * server's word, or `fallback` when there is none (the network, a bug).
 */
export function failureDetail(
  err: unknown,
  onDenied: () => void,
  fallback = 'something went wrong',
): string | null {
  if (err instanceof DOMException && err.name === 'AbortError') return null;
  if (err instanceof ApiError && (err.status === 401 || err.status === 403)) {
    onDenied();
    return null;
  }
  return err instanceof ApiError ? err.detail : fallback;
}
