import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { TrackOrderModal } from '../../../components/TrackOrderModal/TrackOrderModal';
import { TRACKER_CLOSE_DELAY_MS } from '../../../domain/constants';
import { closesTracker, type OrderStatus } from '../../../domain/status';
import { loadApi } from '../../api/load';
import { orderRefAtom, trackingEndedAtom } from '../../state/order';
import { tokenAtom } from '../../state/session';
import { trackerOpenAtom } from '../../state/ui';
import { useBackCloses } from '../../hooks/useBackCloses';
import { useOrderStream } from '../../hooks/useOrderStream';

/** How long after a failed read of the live order it is read again. */
const LIVE_READ_RETRY_MS = 3000;

/**
 * Track your Order. A signed-in customer's last order shows live at the top (issue 29 item 1):
 * read once as the tracker opens (and after a reconnect), then moved by the customer's event
 * stream, the one My orders listens to, on every change; it never closes the tracker. Below it
 * the spec's lookup (product-spec §4): GET /api/account/Order/Status/{ref} on 'Check Status'.
 * Pending keeps the tracker open; accepted, completed and declined start the closing sequence:
 * 2.5 s later the message and input are cleared, the tracker closes and payment-verified goes
 * back to false. An unknown or foreign ref (404), a server error or a network failure set the
 * error state.
 */
export default function TrackerFeature() {
  const [open, setOpen] = useAtom(trackerOpenAtom);
  const orderRef = useAtomValue(orderRefAtom);
  const token = useAtomValue(tokenAtom);
  const trackingEnded = useSetAtom(trackingEndedAtom);
  const [status, setStatus] = useState<OrderStatus | null>(null);
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState(false);
  // A new key remounts the modal's form: that is how its input is cleared.
  const [formKey, setFormKey] = useState(0);
  const [closing, setClosing] = useState(false);
  const abort = useRef<AbortController | null>(null);
  const navigate = useNavigate();
  useBackCloses(open, () => setOpen(false));

  // The live order: the last order's ref with its status as last heard (read or streamed).
  const liveRef = token && orderRef !== null ? orderRef : null;
  const [heard, setHeard] = useState<{ ref: number; status: OrderStatus } | null>(null);
  // A read answered after a streamed change is older than it: the change stays.
  const changes = useRef(0);
  // A failed read is tried again while the tracker is open: the stream only brings changes, so an
  // order that does not change would otherwise stay 'Reading your order…' for good.
  const retry = useRef<number | undefined>(undefined);
  // Counts the tracker's closings: a read still out as it closes schedules no retry.
  const closings = useRef(0);
  const readLive = useCallback(async () => {
    if (!token || liveRef === null) return;
    const opened = closings.current;
    const read = async (): Promise<void> => {
      window.clearTimeout(retry.current);
      const before = changes.current;
      const api = await loadApi();
      try {
        const answer = await api.orderStatus(token, liveRef);
        if (changes.current === before) setHeard({ ref: liveRef, status: answer.Order_Status });
      } catch (failure) {
        // The lookup below says what is wrong if the customer checks.
        if (!(failure instanceof api.ApiError) || failure.status === 0)
          console.error('Live order failed', failure);
        if (closings.current === opened)
          retry.current = window.setTimeout(() => void read(), LIVE_READ_RETRY_MS);
      }
    };
    await read();
  }, [token, liveRef]);
  useEffect(() => {
    // Once the calls' module is in (the tracker shows 'Reading your order…' meanwhile).
    if (open) void loadApi().then(readLive);
    return () => {
      closings.current += 1;
      window.clearTimeout(retry.current);
    };
  }, [open, readLive]);
  const stream = useOrderStream(
    open && liveRef !== null ? token : null,
    (order) => {
      if (order.ref !== liveRef) return;
      changes.current += 1;
      setHeard({ ref: order.ref, status: order.status });
    },
    () => void readLive(),
  );

  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => {
      setStatus(null);
      setError(false);
      setFormKey((key) => key + 1);
      setOpen(false);
      trackingEnded();
      setClosing(false);
    }, TRACKER_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [closing, setOpen, trackingEnded]);

  useEffect(() => () => abort.current?.abort(), []);

  const check = async (ref: number) => {
    if (!token || closing) return;
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setChecking(true);
    setError(false);
    const api = await loadApi();
    try {
      const answer = await api.orderStatus(token, ref, controller.signal);
      setStatus(answer.Order_Status);
      if (closesTracker(answer.Order_Status)) setClosing(true);
    } catch (failure) {
      if (controller.signal.aborted) return;
      if (!(failure instanceof api.ApiError) || failure.status === 0)
        console.error('Order status failed', failure);
      setStatus(null);
      setError(true);
    } finally {
      if (!controller.signal.aborted) setChecking(false);
    }
  };

  return (
    <TrackOrderModal
      key={formKey}
      open={open}
      defaultReference={orderRef === null ? '' : String(orderRef)}
      status={status}
      checking={checking}
      error={error}
      live={
        liveRef === null
          ? undefined
          : { ref: liveRef, status: heard?.ref === liveRef ? heard.status : null, stream }
      }
      onOpenOrders={() => {
        setOpen(false);
        void navigate('/orders');
      }}
      onCheck={(ref) => void check(ref)}
      onClose={() => setOpen(false)}
    />
  );
}
