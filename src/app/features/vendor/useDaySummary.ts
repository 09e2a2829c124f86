import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import type { VendorOrder } from '../../../domain/api';
import type { DaySummary } from '../../../domain/daySummary';
import { daySummary } from '../../state/vendorConsole';
import { consoleTokenAtom } from '../../state/consoleSession';
import { failureDetail } from '../../api/consoleFailure';
import { DAY, lagosDayStart } from '../../../domain/lagosCalendar';

/** Orders change in bursts at lunch (an accept, then its payment): one read after the burst. */
const SETTLE_MS = 500;

export interface DaySummaryState {
  summary: DaySummary | null;
  error: string;
}

/**
 * The start of the Lagos day, moved on at midnight: a console left open overnight shows the new
 * day's takings (zero) from 00:00, not yesterday's until the first order.
 */
function useLagosDay(): number {
  const [day, setDay] = useState(() => lagosDayStart(Date.now()));
  useEffect(() => {
    // A second past midnight, so that the server's clock, if a little behind, is in the new day too.
    const timer = setTimeout(() => setDay(lagosDayStart(Date.now())), day + DAY + 1000 - Date.now());
    return () => clearTimeout(timer);
  }, [day]);
  return day;
}

/**
 * Today's summary from the server (GET /api/vendor/today, `daySummary` in state/vendorConsole),
 * read again whenever the live order feed changes (the server sums every order of the day, the
 * console holds only some of them) and when a new Lagos day begins.
 */
export function useDaySummary(orders: readonly VendorOrder[], onDenied: () => void): DaySummaryState {
  const token = useAtomValue(consoleTokenAtom);
  const summary = useAtomValue(daySummary.value);
  const refresh = useSetAtom(daySummary.refresh);
  const [error, setError] = useState('');
  const day = useLagosDay();
  const denied = useRef(onDenied);
  useEffect(() => {
    denied.current = onDenied;
  });

  useEffect(() => {
    const abort = new AbortController();
    const timer = setTimeout(() => {
      refresh({ token, signal: abort.signal }).then(
        () => setError(''),
        (err: unknown) => {
          const detail = failureDetail(err, () => denied.current());
          if (detail !== null) setError(`Today's summary could not be read: ${detail}.`);
        },
      );
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [token, orders, refresh, day]);

  return { summary, error };
}
