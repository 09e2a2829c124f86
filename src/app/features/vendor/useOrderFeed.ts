import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { orderEventSchema, type VendorOrder } from '../../../domain/api';
import type { ConnectionState } from '../../../components/vendor/OrderQueue/OrderQueue';
import { ApiError, eventsUrl } from '../../api/vendor';
import { mergeVendorOrdersAtom, refreshVendorOrdersAtom, vendorOrders } from '../../state/vendorConsole';
import { consoleTokenAtom } from '../../state/consoleSession';
import { failureDetail } from '../../api/consoleFailure';

const NO_ORDERS: VendorOrder[] = [];

/** While the live stream is down, the console asks for the list this often. */
export const POLL_MS = 5_000;
/** A stream the browser gave up on is reopened after this long. */
const REOPEN_MS = 5_000;

export interface OrderFeed {
  orders: VendorOrder[];
  /** The list has answered at least once (until then `orders` is empty for want of an answer). */
  known: boolean;
  connection: ConnectionState;
  loading: boolean;
  error: string;
}

/**
 * The vendor's orders, kept current without a reload: the list once, then the server-sent
 * events of GET /api/vendor/events; whenever the stream is down, the list every POLL_MS. Calls
 * `onNewPending` with the refs of pending orders it had not seen (not for the first list), and
 * `onDenied` when the API says the token is no longer a vendor's (401/403).
 */
export function useOrderFeed(onNewPending: (refs: number[]) => void, onDenied: () => void): OrderFeed {
  const token = useAtomValue(consoleTokenAtom);
  const read = useAtomValue(vendorOrders.value);
  const orders = read ?? NO_ORDERS;
  const mergeOrders = useSetAtom(mergeVendorOrdersAtom);
  const refreshOrders = useSetAtom(refreshVendorOrdersAtom);
  // 'Connecting…' while the stream opens: a calm badge without a note (a warning flashing at
  // every load would teach the vendor to ignore it); live once it is open (onopen), and a stream
  // that fails says so within moments (onerror).
  const [connection, setConnection] = useState<ConnectionState>('connecting');
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const callbacks = useRef({ onNewPending, onDenied });
  useEffect(() => {
    callbacks.current = { onNewPending, onDenied };
  });

  const merged = useCallback((refs: number[]) => {
    if (refs.length > 0) callbacks.current.onNewPending(refs);
  }, []);
  const merge = useCallback((fresh: VendorOrder[]) => merged(mergeOrders(fresh)), [merged, mergeOrders]);

  useEffect(() => {
    let stopped = false;
    let source: EventSource | null = null;
    let pollTimer: ReturnType<typeof setInterval> | undefined;
    let reopenTimer: ReturnType<typeof setTimeout> | undefined;
    const abort = new AbortController();

    const fetchList = async () => {
      try {
        const refs = await refreshOrders({ token, signal: abort.signal });
        if (stopped) return;
        merged(refs);
        setError('');
        // The network answers, even if the stream does not yet.
        setConnection((c) => (c === 'offline' ? 'reconnecting' : c));
      } catch (err) {
        if (stopped) return;
        if (err instanceof ApiError && err.status === 0) {
          setConnection('offline');
          return;
        }
        const detail = failureDetail(err, () => callbacks.current.onDenied(), String(err));
        if (detail !== null) setError(`The orders could not be loaded: ${detail}`);
      } finally {
        if (!stopped) setLoading(false);
      }
    };

    const startPolling = () => {
      if (pollTimer === undefined) pollTimer = setInterval(() => void fetchList(), POLL_MS);
    };
    const stopPolling = () => {
      clearInterval(pollTimer);
      pollTimer = undefined;
    };

    const open = () => {
      if (stopped || typeof EventSource === 'undefined') return;
      source = new EventSource(eventsUrl(token));
      source.onopen = () => {
        setConnection('live');
        stopPolling();
        // Whatever happened while the stream was down.
        void fetchList();
      };
      source.addEventListener('order', (message) => {
        try {
          const event = orderEventSchema.parse(JSON.parse((message as MessageEvent<string>).data));
          merge([event.order]);
        } catch (err) {
          console.warn('An order event could not be read', err);
        }
      });
      source.onerror = () => {
        if (stopped || !source) return;
        setConnection(navigator.onLine === false ? 'offline' : 'reconnecting');
        startPolling();
        if (source.readyState === EventSource.CLOSED) {
          // The browser gave up (an HTTP error, not a dropped line): reopen it ourselves.
          source = null;
          clearTimeout(reopenTimer);
          reopenTimer = setTimeout(open, REOPEN_MS);
        }
      };
    };

    const wentOffline = () => setConnection('offline');
    const cameBack = () => {
      setConnection('reconnecting');
      void fetchList();
      // A stream that was retrying while offline may wait out the browser's back-off: start a
      // fresh one now, so the console is live again within moments (issue 15, item 7).
      source?.close();
      source = null;
      clearTimeout(reopenTimer);
      open();
    };
    window.addEventListener('offline', wentOffline);
    window.addEventListener('online', cameBack);

    void fetchList();
    startPolling();
    open();

    return () => {
      stopped = true;
      abort.abort();
      source?.close();
      stopPolling();
      clearTimeout(reopenTimer);
      window.removeEventListener('offline', wentOffline);
      window.removeEventListener('online', cameBack);
    };
  }, [token, merge, merged, refreshOrders]);

  return { orders, known: read !== null, connection, loading, error };
}
