import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { TrackOrderModal } from '../../../components/TrackOrderModal/TrackOrderModal';
import { TRACKER_CLOSE_DELAY_MS } from '../../../domain/constants';
import { closesTracker, type OrderStatus } from '../../../domain/status';
import { loadApi } from '../../api/load';
import { orderRefAtom, trackingEndedAtom } from '../../state/order';
import { tokenAtom } from '../../state/session';
import { trackerOpenAtom } from '../../state/ui';
import { useBackCloses } from '../../hooks/useBackCloses';

/**
 * Track your Order (product-spec §4): GET /api/account/Order/Status/{ref}. Pending keeps the
 * tracker open; accepted, completed and declined start the closing sequence: 2.5 s later the
 * message and input are cleared, the tracker closes and payment-verified goes back to false.
 * An unknown or foreign ref (404), a server error or a network failure set the error state.
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
  useBackCloses(open, () => setOpen(false));

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
      onCheck={(ref) => void check(ref)}
      onClose={() => setOpen(false)}
    />
  );
}
