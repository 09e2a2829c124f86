import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useReducer } from 'react';
import { CartDrawer } from '../../../components/CartDrawer/CartDrawer';
import { useTimedFlag } from '../../../components/CartDrawer/useTimedFlag';
import { DELIVERY_NOTICE_MS } from '../../../domain/constants';
import { findMenuItem } from '../../../domain/menu';
import { soldOutNotice } from '../../../domain/soldOut';
import { OFFLINE_CHECKOUT_MESSAGE } from '../../../domain/messages';
import { addToCartAtom, cartItemsAtom } from '../../state/cart';
import { menuAtom } from '../../state/menu';
import {
  decreaseInCartAtom,
  deliveryZoneAtom,
  fulfilmentModeAtom,
  phoneNumberAtom,
  removeFromCartAtom,
} from '../../state/checkout';
import { addAddressAtom, addressesAtom, selectedAddressIdAtom } from '../../state/addresses';
import { isSignedInAtom } from '../../state/session';
import { soldOutIdsAtom, soldOutNoticeAtom } from '../../state/soldOut';
import { refreshMenuAtom, refreshSoldOutAtom } from '../../state/publicReads';
import { deliveryStatusAtom, foodStatusAtom } from '../../state/storeStatus';
import { cartOpenAtom } from '../../state/ui';
import { useRefreshStoreStatus } from '../../hooks/useRefreshStoreStatus';
import { useOnline } from '../../hooks/useOnline';
import { acceptPrices, repricedLines } from './reprice';
import { useCheckout } from './useCheckout';
import { useBackCloses } from '../../hooks/useBackCloses';

/** The cart drawer wired to the cart, the checkout form's atoms, the store status and checkout. */
export default function CartFeature() {
  const [open, setOpen] = useAtom(cartOpenAtom);
  const items = useAtomValue(cartItemsAtom);
  const menu = useAtomValue(menuAtom);
  const refreshMenu = useSetAtom(refreshMenuAtom);
  const [mode, setMode] = useAtom(fulfilmentModeAtom);
  const [zone, setZone] = useAtom(deliveryZoneAtom);
  const [phone, setPhone] = useAtom(phoneNumberAtom);
  const addresses = useAtomValue(addressesAtom);
  const [selectedAddressId, setSelectedAddressId] = useAtom(selectedAddressIdAtom);
  const addAddress = useSetAtom(addAddressAtom);
  const add = useSetAtom(addToCartAtom);
  const decrease = useSetAtom(decreaseInCartAtom);
  const remove = useSetAtom(removeFromCartAtom);
  const signedIn = useAtomValue(isSignedInAtom);
  const foodStatus = useAtomValue(foodStatusAtom);
  const deliveryStatus = useAtomValue(deliveryStatusAtom);
  const refreshStatus = useRefreshStoreStatus();
  const { checkout, submitting } = useCheckout();
  useBackCloses(open, () => setOpen(false));
  const soldOutIds = useAtomValue(soldOutIdsAtom);
  const refreshSoldOut = useSetAtom(refreshSoldOutAtom);
  const [notice, setNotice] = useAtom(soldOutNoticeAtom);
  const soldOutNames = items
    .filter((line) => soldOutIds.includes(line.id))
    .flatMap((line) => findMenuItem(menu, line.id)?.name ?? []);
  // The list as read now; the server's word (a 409 at checkout) when the list does not know yet.
  // Offline, checkout says so and waits (useCheckout sends nothing); the notice goes by itself
  // when the network is back.
  const online = useOnline();
  // A package dearer or cheaper than when it went in is named before checkout (issue 16).
  const repriced = repricedLines(items, menu).join('. ');
  // The confirmed prices live in sessionStorage (cartPrices), not in an atom: re-read on confirm.
  const [, pricesConfirmed] = useReducer((n: number) => n + 1, 0);
  const checkoutNotice =
    (online ? '' : OFFLINE_CHECKOUT_MESSAGE) || soldOutNotice(soldOutNames) || notice || repriced;

  // Unknown (a guest, or not read yet) is not 'off': the server checks again at checkout.
  const deliveryAvailable = deliveryStatus !== 'not-available';
  // The vendor turned Delivery off while this cart was on it: the choice moves to Pickup, and the
  // drawer says why for DELIVERY_NOTICE_MS (product-spec §9).
  const [deliveryTurnedOff, showDeliveryTurnedOff] = useTimedFlag(DELIVERY_NOTICE_MS);
  useEffect(() => {
    if (mode === 'delivery' && !deliveryAvailable) {
      setMode('pickup');
      showDeliveryTurnedOff();
    }
  }, [mode, deliveryAvailable, setMode, showDeliveryTurnedOff]);

  // The vendor's switches, fresh each time the drawer opens (the calls need a token).
  useEffect(() => {
    if (open && signedIn) void refreshStatus();
  }, [open, signedIn, refreshStatus]);

  // Sold out too: a line the vendor ran out of since it was added is flagged before checkout.
  // The server's notice from the last checkout goes with the drawer.
  useEffect(() => {
    if (open) void Promise.all([refreshSoldOut(), refreshMenu()]);
    else setNotice('');
  }, [open, refreshSoldOut, refreshMenu, setNotice]);

  return (
    <CartDrawer
      open={open}
      items={items}
      menu={menu}
      mode={mode}
      zone={zone}
      phone={phone}
      addresses={addresses}
      selectedAddressId={selectedAddressId}
      deliveryAvailable={deliveryAvailable}
      deliveryTurnedOff={deliveryTurnedOff}
      foodReady={foodStatus !== 'not-ready'}
      submitting={submitting}
      soldOutIds={soldOutIds}
      notice={checkoutNotice}
      pricesChanged={repriced !== ''}
      onConfirmPrices={() => {
        acceptPrices(items, menu);
        pricesConfirmed();
      }}
      // The server's notice is about the cart as it was: the customer's change to it ends it. Not
      // the menu's: lines leaving by themselves (a package hidden) are what the notice is about.
      onIncrease={(id) => {
        setNotice('');
        void add(id);
      }}
      onDecrease={(id) => {
        setNotice('');
        decrease(id);
      }}
      onRemove={(id) => {
        setNotice('');
        remove(id);
      }}
      onModeChange={setMode}
      onZoneChange={setZone}
      onPhoneChange={setPhone}
      onAddAddress={(value) => void addAddress(value)}
      onSelectAddress={setSelectedAddressId}
      onCheckout={(values) => void checkout(values)}
      onClose={() => setOpen(false)}
    />
  );
}
