import type { createStore } from 'jotai';
import type { AccountProfileInput } from '../../../domain/accountProfile';
import type { SavedAddress } from '../../../domain/address';
import { lastDeliveryChoice } from '../../../domain/deliveryDetails';
import { loadApi, loadCustomerOrdersApi } from '../../api/load';
import { addAddressAtom, addressesBaseAtom, repairAddresses } from '../../state/addresses';
import { draftFieldAtom } from '../../state/checkoutDraft';

type Store = ReturnType<typeof createStore>;

// The draft's phone straight from checkoutDraft.ts (state/checkout.ts brings the phone rule).
const phoneAtom = draftFieldAtom('phone');
const modeAtom = draftFieldAtom('mode');
const zoneAtom = draftFieldAtom('zone');
const selectedIdAtom = draftFieldAtom('selectedAddressId');

/** A phone as the field holds it once complete (normalizePhoneInput's national form). */
const completePhone = (phone: string) => (/^0\d{10}$/.test(phone) ? phone : null);

/** The tab's addresses first, then the account's it lacks (same text is one address). */
function merged(local: readonly SavedAddress[], account: readonly SavedAddress[]): SavedAddress[] {
  const known = new Set(local.map((address) => address.value));
  return repairAddresses([...local, ...account.filter((address) => !known.has(address.value.trim()))]);
}

/**
 * The account remembers (issue 13): for a signed-in customer, the addresses and phone kept on the
 * server join this tab's (a new tab or another phone has them), and what the customer adds
 * afterwards is saved back, a short pause after the last change. Guests never run this: their
 * addresses stay the tab's sessionStorage `addresses`, which stays the list the cart reads.
 * Loaded on its own after the session is known (useSessionBootstrap), off the first load.
 * Returns the stop function.
 */
export async function startAccountSync(store: Store, token: string): Promise<() => void> {
  const api = await loadApi();
  const account = await api.accountProfile(token);
  store.set(addressesBaseAtom, merged(store.get(addressesBaseAtom), account.addresses));
  if (account.phoneNumber && store.get(phoneAtom) === '') store.set(phoneAtom, account.phoneNumber);
  // Not waited on: the addresses and phone are in place; a failure only leaves the cart as it is.
  startFromLastOrder(store, token).catch((error: unknown) =>
    console.error('Could not read the last order', error),
  );
  let saved = JSON.stringify(account);
  let timer = 0;
  const save = () => {
    const last = JSON.parse(saved) as AccountProfileInput;
    const next: AccountProfileInput = {
      addresses: store.get(addressesBaseAtom).map(({ id, value }) => ({ id, value })),
      phoneNumber: completePhone(store.get(phoneAtom)) ?? last.phoneNumber,
    };
    if (JSON.stringify(next) === saved) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      void api.saveAccountProfile(token, next).then(
        (answer) => (saved = JSON.stringify(answer)),
        (error: unknown) => console.error('Could not save the addresses', error),
      );
    }, 400);
  };
  save(); // This tab's own addresses, not yet on the account.
  const stops = [store.sub(addressesBaseAtom, save), store.sub(phoneAtom, save)];
  return () => {
    window.clearTimeout(timer);
    stops.forEach((stop) => stop());
  };
}

/**
 * The second order in three taps (issue 29): a cart whose delivery choice nobody has touched in
 * this tab starts with the last order's (Pickup, or Delivery to its location with its address
 * selected, saved again if it was not). A choice already made in the tab is the customer's: kept.
 */
async function startFromLastOrder(store: Store, token: string) {
  const untouched = () =>
    store.get(modeAtom) === 'pickup' && store.get(zoneAtom) === '' && store.get(selectedIdAtom) === null;
  if (!untouched()) return;
  const { myOrders } = await loadCustomerOrdersApi();
  const choice = lastDeliveryChoice((await myOrders(token)).orders[0]);
  // Asked again: the customer may have chosen while the orders were on their way.
  if (choice?.mode !== 'delivery' || !untouched()) return;
  store.set(modeAtom, 'delivery');
  store.set(zoneAtom, choice.zone);
  store.set(addAddressAtom, choice.address);
}
