import { atom } from 'jotai';
import { atomWithStorage, RESET } from 'jotai/utils';
import { repairAmount, repairBoolean, repairOrderRef, repairOrderToPay, type OrderToPay } from './repair';
import { jsonStorage } from './storage';

// The order reference, its balance and the payment-verified flag survive a reload
// (sessionStorage, DESIGN §4): the login reload or a refresh must not lose the tracker.
const orderRefBaseAtom = atomWithStorage<number | null>(
  'orderRef',
  null,
  jsonStorage('session', repairOrderRef),
  {
    getOnInit: true,
  },
);
orderRefBaseAtom.debugLabel = 'orderRef';

const balanceBaseAtom = atomWithStorage<number>('balance', 0, jsonStorage('session', repairAmount), {
  getOnInit: true,
});
balanceBaseAtom.debugLabel = 'balance';

const paymentVerifiedBaseAtom = atomWithStorage<boolean>(
  'paymentVerified',
  false,
  jsonStorage('session', repairBoolean),
  { getOnInit: true },
);
paymentVerifiedBaseAtom.debugLabel = 'paymentVerified';

// The order whose payment step is still to do ('Pay for order #N', issue 13): set when an order
// is created, gone when its payment step is done; the server's word replaces it on each start
// (a new tab, another phone). sessionStorage: a reload keeps it before the server answers.
const orderToPayBaseAtom = atomWithStorage<OrderToPay | null>(
  'orderToPay',
  null,
  jsonStorage('session', repairOrderToPay),
  { getOnInit: true },
);
orderToPayBaseAtom.debugLabel = 'orderToPay';

/** The newest order still waiting for its payment step, or null. */
export const orderToPayAtom = atom((get) => get(orderToPayBaseAtom));
orderToPayAtom.debugLabel = 'orderToPay/read';

/** What the server says is still to pay (GET /api/account/orders?payment=due), newest first. */
export const ordersToPayReadAtom = atom(null, (_get, set, newest: OrderToPay | null) => {
  set(orderToPayBaseAtom, newest);
});
ordersToPayReadAtom.debugLabel = 'ordersToPayRead';

export const orderRefAtom = atom((get) => get(orderRefBaseAtom));
orderRefAtom.debugLabel = 'orderRef/read';

export const balanceAtom = atom((get) => get(balanceBaseAtom));
balanceAtom.debugLabel = 'balance/read';

/** Whether the payment step is done: 'Track your Order' shows only then (product-spec §2). */
export const paymentVerifiedAtom = atom((get) => get(paymentVerifiedBaseAtom));
paymentVerifiedAtom.debugLabel = 'paymentVerified/read';

/** 'Order Created': keeps the reference and the server's balance; payment starts over. */
export const orderCreatedAtom = atom(
  null,
  (_get, set, { ref, balance }: { ref: number; balance: number }) => {
    set(orderRefBaseAtom, ref);
    set(balanceBaseAtom, balance);
    set(paymentVerifiedBaseAtom, false);
    set(orderToPayBaseAtom, { ref, balance });
  },
);
orderCreatedAtom.debugLabel = 'orderCreated';

/**
 * Back from Paystack in a tab that did not place the order (its sessionStorage is its own): the
 * server's answer names the order and its total, and this tab now follows that order.
 */
export const orderResumedAtom = atom(null, (get, set, { ref, balance }: { ref: number; balance: number }) => {
  // Another order than the one this tab held: its payment flag was about that other order.
  if (get(orderRefBaseAtom) !== ref) set(paymentVerifiedBaseAtom, false);
  set(orderRefBaseAtom, ref);
  set(balanceBaseAtom, balance);
});
orderResumedAtom.debugLabel = 'orderResumed';

export const paymentDoneAtom = atom(null, (get, set) => {
  set(paymentVerifiedBaseAtom, true);
  if (get(orderToPayBaseAtom)?.ref === get(orderRefBaseAtom)) set(orderToPayBaseAtom, null);
});
paymentDoneAtom.debugLabel = 'paymentDone';

/** The tracker's closing sequence resets the flag (product-spec §4). */
export const trackingEndedAtom = atom(null, (_get, set) => set(paymentVerifiedBaseAtom, RESET));
trackingEndedAtom.debugLabel = 'trackingEnded';

/**
 * 'Pay for order #N' (the header, the menus, My orders): the payment popup opens on that order.
 * The payment-verified flag is about the order this tab follows, so it goes when that changes.
 */
export const payForOrderAtom = atom(null, (get, set, { ref, balance }: OrderToPay) => {
  if (get(orderRefBaseAtom) !== ref) set(paymentVerifiedBaseAtom, false);
  set(orderRefBaseAtom, ref);
  set(balanceBaseAtom, balance);
  set(paymentPopupOpenAtom, true);
});
payForOrderAtom.debugLabel = 'payForOrder';

/** The payment popup (product-spec §3's popup-open flag). */
export const paymentPopupOpenAtom = atom(false);
paymentPopupOpenAtom.debugLabel = 'paymentPopupOpen';

/** An order is being created: the payment popup waits for its reference. */
export const orderCreatingAtom = atom(false);
orderCreatingAtom.debugLabel = 'orderCreating';
