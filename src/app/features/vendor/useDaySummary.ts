import { useEffect, useRef, useState } from 'react';
import type { VendorOrder } from '../../../domain/api';
import type { DaySummary } from '../../../domain/daySummary';
import { ApiError, loadToday } from '../../api/vendor';

/** Orders change in bursts at lunch (an accept, then its payment): one read after the burst. */
const SETTLE_MS = 500;

export interface DaySummaryState {
  summary: DaySummary | null;
  error: string;
}

/**
 * Today's summary from the server (GET /api/vendor/today), read again whenever the live order
 * feed changes: the server sums every order of the day, the console holds only some of them.
 */
export function useDaySummary(
  token: string,
  orders: readonly VendorOrder[],
  onDenied: () => void,
): DaySummaryState {
  const [summary, setSummary] = useState<DaySummary | null>(null);
  const [error, setError] = useState('');
  const denied = useRef(onDenied);
  useEffect(() => {
    denied.current = onDenied;
  });

  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      loadToday(token, abort.signal).then(
        (fresh) => {
          setSummary(fresh);
          setError('');
        },
        (err: unknown) => {
          if (err instanceof DOMException && err.name === 'AbortError') return;
          if (err instanceof ApiError && (err.status === 401 || err.status === 403)) denied.current();
          else
            setError(
              `Today's summary could not be read: ${err instanceof ApiError ? err.detail : 'something went wrong'}.`,
            );
        },
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [token, orders]);

  return { summary, error };
}
