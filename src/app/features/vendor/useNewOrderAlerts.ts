import { useAtom } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { MissingAlert } from '../../../components/vendor/ConsoleAlerts/ConsoleAlerts';
import type { NotificationState } from '../../../components/MyOrders/MyOrders';
import type { VendorOrder } from '../../../domain/api';
import { isNewForKitchen } from '../../../domain/kitchenAttention';
import {
  askForNotifications,
  notificationState,
  showSystemNotification,
} from '../../hooks/systemNotifications';
import { vendorMutedAtom } from '../../state/vendorAlerts';
import { createSoundCue } from './soundCue';

/** The new-order cue repeats this often while an order is pending and unseen (issue 15, item 3). */
export const NEW_ORDER_REPEAT_MS = 20_000;

export interface NewOrderAlerts {
  /** For useOrderFeed: new pending orders arrived. */
  onNewPending: (refs: number[]) => void;
  /** The vendor opened (tapped, focused) an order: its cue stops repeating. */
  markSeen: (ref: number) => void;
  /** Pending orders nobody has opened yet. */
  unseen: number;
  muted: boolean;
  toggleMuted: () => void;
  /** Audio waits for the first tap on the page. */
  soundLocked: boolean;
  notifications: NotificationState;
  allowNotifications: () => void;
  missing: MissingAlert[];
}

/**
 * The new-order alert: two beeps and a buzz at once, again every `intervalMs` (NEW_ORDER_REPEAT_MS) while any pending
 * order is unseen (until the vendor opens it or acts on it), and a system notification per new
 * order while the console is hidden, if the vendor allowed them. The sound choice is remembered
 * on the device (vendorMutedAtom).
 */
export function useNewOrderAlerts(
  orders: readonly VendorOrder[],
  intervalMs: number = NEW_ORDER_REPEAT_MS,
): NewOrderAlerts {
  const [muted, setMuted] = useAtom(vendorMutedAtom);
  const cue = useMemo(() => createSoundCue(), []);
  const [soundLocked, setSoundLocked] = useState(true);
  const [unseen, setUnseen] = useState<ReadonlySet<number>>(new Set());
  const [notifications, setNotifications] = useState<NotificationState>(notificationState);
  const mutedRef = useRef(muted);
  useEffect(() => {
    mutedRef.current = muted;
  }, [muted]);

  // Audio stays locked until the page is touched: the first tap anywhere unlocks it.
  useEffect(() => {
    const unlock = () => {
      cue.unlock();
      setSoundLocked(false);
    };
    window.addEventListener('pointerdown', unlock, { once: true });
    window.addEventListener('keydown', unlock, { once: true });
    return () => {
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
    };
  }, [cue]);

  const alert = useCallback(() => {
    if (!mutedRef.current) cue.play();
  }, [cue]);

  const onNewPending = useCallback(
    (refs: number[]) => {
      setUnseen((current) => new Set([...current, ...refs]));
      alert();
      if (document.hidden) {
        for (const ref of refs)
          void showSystemNotification(`New order #${ref}`, {
            body: 'Open the kitchen console to accept or decline it.',
            tag: `vendor-order-${ref}`,
            icon: '/icons/icon-192.png',
          });
      }
    },
    [alert],
  );

  // An order accepted, declined, expired or gone (here or on another phone) is no longer waiting.
  const stillPending = useMemo(() => new Set(orders.filter(isNewForKitchen).map((o) => o.ref)), [orders]);
  const waiting = useMemo(
    () => [...unseen].filter((ref) => stillPending.has(ref)).length,
    [unseen, stillPending],
  );

  useEffect(() => {
    if (waiting === 0) return;
    const timer = setInterval(alert, intervalMs);
    return () => clearInterval(timer);
  }, [waiting, alert, intervalMs]);

  const markSeen = useCallback((ref: number) => {
    setUnseen((current) => {
      if (!current.has(ref)) return current;
      const next = new Set(current);
      next.delete(ref);
      return next;
    });
  }, []);

  const allowNotifications = useCallback(() => {
    void askForNotifications().then(setNotifications);
  }, []);

  const missing = useMemo<MissingAlert[]>(() => {
    const list: MissingAlert[] = [];
    if (!cue.supported) list.push('sound');
    if (typeof navigator === 'undefined' || !('vibrate' in navigator)) list.push('vibration');
    if (notifications === 'unsupported') list.push('notifications');
    return list;
  }, [cue, notifications]);

  return {
    onNewPending,
    markSeen,
    unseen: waiting,
    muted,
    toggleMuted: () => setMuted((m) => !m),
    soundLocked,
    notifications,
    allowNotifications,
    missing,
  };
}
