import Box from '@mui/material/Box';
import { useAtom, useSetAtom } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ConsoleHeader } from '../../../components/vendor/ConsoleHeader/ConsoleHeader';
import { ConsoleLayout, type ConsoleSection } from '../../../components/vendor/ConsoleLayout/ConsoleLayout';
import { DaySummary } from '../../../components/vendor/DaySummary/DaySummary';
import { OrderQueue } from '../../../components/vendor/OrderQueue/OrderQueue';
import { ToCook } from '../../../components/vendor/ToCook/ToCook';
import { UndoSnackbar } from '../../../components/vendor/UndoSnackbar/UndoSnackbar';
import { kitchenTotals } from '../../../domain/kitchenTotals';
import { StatusSwitches } from '../../../components/vendor/StatusSwitches/StatusSwitches';
import { queueCounts } from '../../../domain/vendorQueue';
import { ConsoleAlerts } from '../../../components/vendor/ConsoleAlerts/ConsoleAlerts';
// Web Push (issue 28): in the console's own (lazy) chunk, never the storefront's first load.
import VendorPushAlert from './VendorPushAlert';
import { vendorNoteSeenAtom } from '../../state/vendorAlerts';
import { useNewOrderAlerts } from './useNewOrderAlerts';
import { useWakeLock } from './useWakeLock';
import { useConsoleClock } from './useConsoleClock';
import { useUndoableMoves } from './useUndoableMoves';
import { useDaySummary } from './useDaySummary';
import { useKitchenSwitches } from './useKitchenSwitches';
import { useOrderFeed } from './useOrderFeed';
import {
  acceptOrderAtom,
  completeOrderAtom,
  confirmPaymentAtom,
  declineOrderAtom,
  forgetConsoleDataAtom,
} from '../../state/vendorConsole';
import { failureDetail } from '../../api/consoleFailure';
import { useMenu } from '../../hooks/useMenu';
import { refreshMenuAtom } from '../../state/publicReads';
import { VendorMenuFeature } from './menu/VendorMenuFeature';
import { ReportsLoading } from '../../../components/vendor/Reports/ReportsLoading';

const TITLE = 'Bukka kitchen';

// The Reports tab (issue 31) and its charts' library: a chunk of their own, fetched when the tab
// first opens, never with the console (nor, a fortiori, with the storefront).
const VendorReportsFeature = lazy(() => import('./reports/VendorReportsFeature'));

export interface VendorConsoleProps {
  username: string;
  onLogout: () => void;
  loggingOut: boolean;
  /** The API no longer takes the session's token (`consoleTokenAtom`) as a vendor's. */
  onDenied: () => void;
}

/** The kitchen console (DESIGN §7): the live queue, the switches and today's summary. */
export function VendorConsole({ username, onLogout, loggingOut, onDenied }: VendorConsoleProps) {
  const [busyRefs, setBusyRefs] = useState<number[]>([]);
  const [actionError, setActionError] = useState('');
  const [section, setSection] = useState<ConsoleSection>('orders');
  // Once opened, Reports stays mounted: back on it, the range chosen and its figures are still there.
  const [reportsOpened, setReportsOpened] = useState(false);
  const changeSection = useCallback((next: ConsoleSection) => {
    setSection(next);
    if (next === 'reports') setReportsOpened(true);
  }, []);
  // What the console read goes with it (logout, another account): a shared phone shows the next
  // session nothing of this one (the reads' own clean-ups cancel what is still on its way).
  const forget = useSetAtom(forgetConsoleDataAtom);
  useEffect(() => forget, [forget]);

  // Nothing missed (issue 15, item 3): the alert repeats until an order is opened or acted on,
  // the screen stays awake, notifications while hidden (useNewOrderAlerts, useWakeLock).
  const newPending = useRef<(refs: number[]) => void>(() => {});
  const feed = useOrderFeed((refs) => newPending.current(refs), onDenied);
  const alerts = useNewOrderAlerts(feed.orders);
  useEffect(() => {
    newPending.current = alerts.onNewPending;
  }, [alerts.onNewPending]);
  const screenAwake = useWakeLock();
  const [noteSeen, setNoteSeen] = useAtom(vendorNoteSeenAtom);
  // Switches that could not be read are read again once the order list answers: the server is back.
  const switches = useKitchenSwitches(onDenied, feed.known);
  const today = useDaySummary(feed.orders, onDenied);
  const now = useConsoleClock(feed.orders);
  const menu = useMenu();
  // A menu that could not be read as the console opened (the sold-out list's packages) is read
  // again when the order list first answers, with the switches.
  const refreshMenu = useSetAtom(refreshMenuAtom);
  const menuMissing = menu.length === 0;
  useEffect(() => {
    if (feed.known && menuMissing) void refreshMenu();
  }, [feed.known, menuMissing, refreshMenu]);

  // Order moves go through the write atoms of state/vendorConsole (as the switches do): each
  // merges its answer into the list and resolves with the refs new for the kitchen.
  const acceptOrder = useSetAtom(acceptOrderAtom);
  const declineOrder = useSetAtom(declineOrderAtom);
  const completeOrder = useSetAtom(completeOrderAtom);
  const confirmPayment = useSetAtom(confirmPaymentAtom);
  const run = useCallback(
    (ref: number, what: string, action: () => Promise<number[]>) => {
      setBusyRefs((refs) => [...refs, ref]);
      setActionError('');
      action()
        .then(
          (fresh) => {
            if (fresh.length > 0) newPending.current(fresh);
          },
          (err: unknown) => {
            const detail = failureDetail(err, onDenied);
            if (detail !== null) setActionError(`Order #${ref} could not be ${what}: ${detail}.`);
          },
        )
        .finally(() => setBusyRefs((refs) => refs.filter((r) => r !== ref)));
    },
    [onDenied],
  );

  // Stable handlers: the cards are memoised and must not all re-render for each new order.
  const accept = useCallback(
    (ref: number) => run(ref, 'accepted', () => acceptOrder(ref)),
    [run, acceptOrder],
  );
  const decline = useCallback(
    (ref: number) => run(ref, 'declined', () => declineOrder(ref)),
    [run, declineOrder],
  );
  const complete = useCallback(
    (ref: number, received?: boolean) => run(ref, 'completed', () => completeOrder({ ref, received })),
    [run, completeOrder],
  );
  const markPaid = useCallback(
    (ref: number) => run(ref, 'marked paid', () => confirmPayment(ref)),
    [run, confirmPayment],
  );
  // Accept, Complete and Confirm payment wait UNDO_MS before they are sent (Decline asks instead).
  const held = useUndoableMoves(feed.orders, { accept, complete, markPaid });
  // Counted from what the queue shows: during the Undo hold the header, the badge and the chips
  // agree (the header read the feed and said one more than the chips).
  // Unknown (null) until the list first answers: a server down at the start is not "0 pending".
  const pending = feed.known ? queueCounts(held.orders).pending : null;

  // The storefront's title comes back when the console goes (declared first: it must read the
  // title before the count is put in it).
  useEffect(() => {
    const before = document.title;
    return () => {
      document.title = before;
    };
  }, []);
  useEffect(() => {
    document.title = pending !== null && pending > 0 ? `(${pending}) ${TITLE}` : TITLE;
  }, [pending]);

  // What to cook follows the live feed (and a move waiting on its Undo).
  const toCook = useMemo(() => kitchenTotals(held.orders), [held.orders]);

  return (
    <ConsoleLayout
      section={section}
      onSectionChange={changeSection}
      pendingCount={pending ?? 0}
      onOrderSeen={alerts.markSeen}
      header={
        <ConsoleHeader
          pendingCount={pending}
          username={username}
          muted={alerts.muted}
          soundLocked={alerts.soundLocked}
          loggingOut={loggingOut}
          onToggleMute={alerts.toggleMuted}
          onLogout={onLogout}
        />
      }
      orders={
        <OrderQueue
          orders={held.orders}
          now={now}
          connection={feed.connection}
          busyRefs={busyRefs}
          loading={feed.loading}
          error={actionError || feed.error}
          known={feed.known}
          onAccept={held.accept}
          onDecline={decline}
          onComplete={held.complete}
          onConfirmPayment={held.markPaid}
        />
      }
      kitchen={
        <>
          <Box sx={{ mb: 2 }}>
            <ToCook lines={toCook} orders={queueCounts(held.orders).accepted} known={feed.known} />
          </Box>
          <ConsoleAlerts
            notifications={alerts.notifications}
            screenAwake={screenAwake}
            missing={alerts.missing}
            noteSeen={noteSeen}
            onAllowNotifications={alerts.allowNotifications}
            onNoteSeen={() => setNoteSeen(true)}
          />
          <VendorPushAlert />
          <StatusSwitches
            items={menu}
            food={switches.food}
            delivery={switches.delivery}
            soldOut={switches.soldOut}
            now={now}
            foodBusy={switches.foodBusy}
            deliveryBusy={switches.deliveryBusy}
            soldOutBusyIds={switches.soldOutBusyIds}
            error={switches.error}
            known={switches.loaded}
            onFoodChange={switches.changeFood}
            onDeliveryChange={switches.changeDelivery}
            onSoldOutChange={switches.changeSoldOut}
          />
        </>
      }
      today={<DaySummary {...today} />}
      // The Menu tab (issue 16): its own files under ./menu.
      menu={<VendorMenuFeature now={now} onDenied={onDenied} />}
      reports={
        reportsOpened && (
          <Suspense fallback={<ReportsLoading />}>
            <VendorReportsFeature onDenied={onDenied} />
          </Suspense>
        )
      }
      overlay={<UndoSnackbar message={held.message} onUndo={held.undo} />}
    />
  );
}
