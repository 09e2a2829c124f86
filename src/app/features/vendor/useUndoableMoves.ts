import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { VendorOrder } from '../../../domain/api';
import { upsertOrders } from '../../../domain/vendorQueue';

/** How long Accept, Complete and Confirm payment can be taken back (issue 15 item 4). */
export const UNDO_MS = 5_000;

interface Held {
  ref: number;
  message: string;
  /** The order as it will be: shown in the queue meanwhile. */
  as: VendorOrder;
  send: () => void;
}

export interface UndoableMoves {
  /** The feed's orders with the held move shown as done. */
  orders: VendorOrder[];
  /** The undo bar's sentence: what will be sent when the time is up ('Accepting #1042'), or null. */
  message: string | null;
  undo: () => void;
  accept: (ref: number) => void;
  complete: (ref: number, received?: boolean) => void;
  markPaid: (ref: number) => void;
}

/**
 * Accept, Complete and Confirm payment, held in the console for UNDO_MS before the call goes
 * (why the console holds them rather than the server reverting them: README.md beside this file).
 * A second move while one is held sends the first at once: only the latest can be undone.
 * `send` holds the console's calls that go when the time is up.
 */
export function useUndoableMoves(
  feedOrders: VendorOrder[],
  send: {
    accept: (ref: number) => void;
    complete: (ref: number, received?: boolean) => void;
    markPaid: (ref: number) => void;
  },
): UndoableMoves {
  const [held, setHeld] = useState<Held | null>(null);
  const current = useRef<Held | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ feedOrders, send });
  useEffect(() => {
    latest.current = { feedOrders, send };
  });

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const going = current.current;
    current.current = null;
    setHeld(null);
    going?.send();
  }, []);

  const hold = useCallback(
    (ref: number, message: string, change: (order: VendorOrder) => VendorOrder, go: () => void) => {
      const order = latest.current.feedOrders.find((o) => o.ref === ref);
      if (!order) return go();
      flush();
      const next: Held = { ref, message, as: change(order), send: go };
      current.current = next;
      setHeld(next);
      timer.current = setTimeout(flush, UNDO_MS);
    },
    [flush],
  );

  const undo = useCallback(() => {
    clearTimeout(timer.current);
    current.current = null;
    setHeld(null);
  }, []);

  // Leaving the console (logout) drops a held move: nothing was sent, the order is as it was.
  useEffect(() => () => clearTimeout(timer.current), []);

  const accept = useCallback(
    (ref: number) =>
      hold(
        ref,
        `Accepting #${ref}`,
        (o) => ({ ...o, status: 'accepted' }),
        () => latest.current.send.accept(ref),
      ),
    [hold],
  );
  const complete = useCallback(
    (ref: number, received?: boolean) =>
      hold(
        ref,
        received ? `Completing #${ref}, marking it paid` : `Completing #${ref}`,
        (o) => ({
          ...o,
          status: 'completed',
          payment: received ? { ...o.payment, state: 'paid' } : o.payment,
        }),
        () => latest.current.send.complete(ref, received),
      ),
    [hold],
  );
  const markPaid = useCallback(
    (ref: number) =>
      hold(
        ref,
        `Marking #${ref} paid`,
        (o) => ({ ...o, payment: { ...o.payment, state: 'paid' } }),
        () => latest.current.send.markPaid(ref),
      ),
    [hold],
  );

  const orders = useMemo(() => (held ? upsertOrders(feedOrders, [held.as]) : feedOrders), [feedOrders, held]);
  return { orders, message: held?.message ?? null, undo, accept, complete, markPaid };
}
