import { atom } from 'jotai';
import type { VendorOrder } from '../../domain/api';
import { alertedRefs, newPendingRefs, upsertOrders } from '../../domain/vendorQueue';
import type { SoldOutUpdate } from '../../domain/vendorSettingsApi';
import {
  completeOrder,
  confirmPayment,
  listOrders,
  loadSettings,
  loadToday,
  moveOrder,
  setDeliveryStatus,
  setFoodStatus,
  setSoldOut,
} from '../api/vendor';
import { loadVendorMenu } from '../api/vendorMenu';
import { serverValue, type ServerRead } from './serverData';
import { serverData } from './serverRead';
import { consoleTokenAtom } from './consoleSession';

/**
 * The kitchen console's server data (issue 18 item 2), in the storefront's pattern (serverData.ts).
 * Only the console's lazy chunk imports this file (it brings the vendor calls and zod).
 */

/** The vendor's orders: every pending one and the newest others, kept current by the live feed. */
export const vendorOrders = serverValue<VendorOrder[]>('vendorOrders');

/**
 * Puts fresher copies of orders in the list (a read, a live event, a move's answer); orders not
 * in `fresh` stay. Returns the refs of orders new for the kitchen the console had not rung for
 * (an order awaiting its payment step rings once its customer commits), none for the
 * first answer (the vendor is looking at those).
 */
export const mergeVendorOrdersAtom = atom(null, (get, set, fresh: readonly VendorOrder[]): number[] => {
  const current = get(vendorOrders.value);
  const refs = current ? newPendingRefs(alertedRefs(current), fresh) : [];
  set(vendorOrders.put, upsertOrders(current ?? [], fresh));
  return refs;
});
mergeVendorOrdersAtom.debugLabel = 'mergeVendorOrders';

/** GET /api/vendor/orders, merged in (mergeVendorOrdersAtom): resolves with the new pending refs. */
export const refreshVendorOrdersAtom = atom(null, async (_get, set, { token, signal }: ServerRead) => {
  const list = await listOrders(token, signal);
  return signal?.aborted ? [] : set(mergeVendorOrdersAtom, list);
});
refreshVendorOrdersAtom.debugLabel = 'refreshVendorOrders';

/**
 * An order's move (accept, decline, complete, mark paid), a write like the switches': the call
 * with the session's token, its answer merged into the list (mergeVendorOrdersAtom). Resolves with
 * the refs new for the kitchen, as every merge does.
 */
function orderWrite<A>(label: string, call: (token: string, args: A) => Promise<VendorOrder>) {
  const write = atom(null, async (get, set, args: A): Promise<number[]> => {
    const answer = await call(get(consoleTokenAtom), args);
    return set(mergeVendorOrdersAtom, [answer]);
  });
  write.debugLabel = label;
  return write;
}

/** PATCH /api/vendor/orders/{ref} to 'accepted'. */
export const acceptOrderAtom = orderWrite('acceptOrder', (token, ref: number) =>
  moveOrder(token, ref, 'accepted'),
);

/** PATCH /api/vendor/orders/{ref} to 'declined'. */
export const declineOrderAtom = orderWrite('declineOrder', (token, ref: number) =>
  moveOrder(token, ref, 'declined'),
);

/** Completes the order and, when `received`, marks it paid (completeOrder in api/vendor). */
export const completeOrderAtom = orderWrite(
  'completeOrder',
  (token, { ref, received }: { ref: number; received?: boolean | undefined }) =>
    completeOrder(token, ref, received),
);

/** PATCH /api/vendor/orders/{ref}/payment: the transfer arrived, or the cash was taken. */
export const confirmPaymentAtom = orderWrite('confirmPayment', (token, ref: number) =>
  confirmPayment(token, ref),
);

/** Today's summary (GET /api/vendor/today), over every order of the Lagos day. */
export const daySummary = serverData('daySummary', ({ token, signal }) => loadToday(token, signal));

/** The food, delivery and sold-out switches (GET /api/vendor/settings). */
export const kitchenSwitches = serverData('kitchenSwitches', ({ token, signal }) =>
  loadSettings(token, signal),
);

/** A switch's write: the call's answer is what the switch shows. */
function switchWrite<U, A extends { status: string; until?: string | null | undefined }>(
  key: 'food' | 'delivery',
  call: (token: string, update: U) => Promise<A>,
) {
  return atom(null, async (get, set, update: U) => {
    const answer = await call(get(consoleTokenAtom), update);
    set(
      kitchenSwitches.put,
      (s) => s && { ...s, [key]: { status: answer.status, until: answer.until ?? null } },
    );
  });
}

/** PUT /api/vendor/food-status. */
export const changeFoodAtom = switchWrite('food', setFoodStatus);
changeFoodAtom.debugLabel = 'changeFood';

/** PUT /api/vendor/delivery-status. */
export const changeDeliveryAtom = switchWrite('delivery', setDeliveryStatus);
changeDeliveryAtom.debugLabel = 'changeDelivery';

/** PUT /api/vendor/sold-out/{id}; the answer says whether (and until when) it is sold out. */
export const changeSoldOutAtom = atom(
  null,
  async (get, set, { id, ...update }: { id: number } & SoldOutUpdate) => {
    const answer = await setSoldOut(get(consoleTokenAtom), id, update);
    set(
      kitchenSwitches.put,
      (s) =>
        s && {
          ...s,
          soldOut: [
            ...s.soldOut.filter((entry) => entry.id !== id),
            ...(answer.soldOut ? [{ id, until: answer.until }] : []),
          ],
        },
    );
  },
);
changeSoldOutAtom.debugLabel = 'changeSoldOut';

/** The Menu tab's list and history (GET /api/vendor/menu), hidden packages too. */
export const vendorMenu = serverData('vendorMenu', ({ token, signal }) => loadVendorMenu(token, signal));

/**
 * Forgets everything the console read: it leaves (logout, another account) and a shared kitchen
 * phone shows the next session nothing of this one, as when the console held it itself.
 */
export const forgetConsoleDataAtom = atom(null, (_get, set) => {
  set(vendorOrders.put, null);
  set(daySummary.put, null);
  set(kitchenSwitches.put, null);
  set(vendorMenu.put, null);
});
forgetConsoleDataAtom.debugLabel = 'forgetConsoleData';
