import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { SidePanel } from '../SidePanel/SidePanel';
import { CartLineItem } from './CartLineItem';
import { CartTotals } from './CartTotals';
import { FulfilmentFields } from './FulfilmentFields';
import { useTimedFlag } from './useTimedFlag';
import { shownError } from '../Form/shownError';
import { BusyButton } from '../Form/BusyButton';
import { useZodForm } from '../Form/useZodForm';
import type { SavedAddress } from '../../domain/address';
import { cartCount, cartLines, totalsOf, type CartItem } from '../../domain/cart';
import type { MenuItem } from '../../domain/menu';
import { menuPictureSources } from '../../domain/menuPicture';
import { checkoutFormSchema, type CheckoutFormValues } from '../../domain/checkoutForm';
import {
  ADD_TYPED_ADDRESS_LABEL,
  CHECKOUT_FIELD_REASONS,
  checkoutBlock,
  PRICES_CHANGED_LABEL,
} from '../../domain/checkout';
import type { CheckedField } from './FulfilmentFields';
import { DELIVERY_NOTICE_MS } from '../../domain/constants';
import { DELIVERY_ZONES, type FulfilmentMode } from '../../domain/delivery';
import { CART_EMPTY_MESSAGE, CHECKOUT_LABEL, FOOD_NOT_READY_LABEL } from '../../domain/messages';

/** The form's field for each reason a field holds checkout back. */
const FIELD_OF = { zone: 'zone', address: 'selectedAddress', phone: 'phoneNumber' } as const;

/** The empty cart shows a plate of the Jumbo Package: what it could hold. */
const EMPTY_CART_PICTURE = menuPictureSources('/food/jumbo-package.webp');

export interface CartDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** The cart: menu item ids and quantities. Ids the menu does not hold are not shown. */
  items: readonly CartItem[];
  /** The menu: the names, prices and pictures of the cart's lines. */
  menu: readonly MenuItem[];
  /** Pickup or Delivery. */
  mode: FulfilmentMode;
  /** The delivery zone key (`inside_school`, `outside_school`, `outside_town`), or '' for none. */
  zone: string;
  /** The phone number as kept (normalizePhoneInput): digits only, at most 11, or a +234 number being typed. */
  phone: string;
  /** The saved delivery addresses to choose from. */
  addresses: readonly SavedAddress[];
  /** The id of the chosen address, or null when none is chosen. */
  selectedAddressId: number | null;
  /**
   * Delivery status is 'available'. When false the Delivery radio is disabled and trying it shows
   * the notice.
   * @default true
   */
  deliveryAvailable?: boolean;
  /**
   * Delivery was just turned off while the cart was on it, and the app moved it to Pickup: the
   * notice says why, for as long as this is true.
   * @default false
   */
  deliveryTurnedOff?: boolean;
  /**
   * Food status is 'ready'. When false the checkout button is the red 'Food Is Not Ready'.
   * @default true
   */
  foodReady?: boolean;
  /**
   * The checkout is under way: the button shows a spinner and takes no more clicks.
   * @default false
   */
  submitting?: boolean;
  /**
   * How long 'Delivery is not available at the moment' stays up, in ms (product-spec §9).
   * @default 1500
   */
  deliveryNoticeMs?: number;
  /**
   * Ids of the items the vendor has marked sold out. A cart line holding one says 'Sold out' and
   * cannot be increased, and 'Proceed to checkout' stays disabled until every such line is gone.
   * @default []
   */
  soldOutIds?: readonly number[];
  /**
   * A checkout notice (a sold-out line named, what the server refused), shown as an error under
   * the checkout button while the cart has lines; '' shows nothing.
   * @default ''
   */
  notice?: string;
  /**
   * A package's price changed since it went in (the notice names it): the checkout button says
   * 'Prices changed — check and confirm' and its tap confirms the new prices, ordering nothing
   * (issue 29: no silent first tap).
   * @default false
   */
  pricesChanged?: boolean;
  /** The customer confirmed the new prices. */
  onConfirmPrices?: () => void;
  /** One more of an item. */
  onIncrease: (id: number) => void;
  /** One less of an item (from 1 this removes it). */
  onDecrease: (id: number) => void;
  /** Takes an item out of the cart. */
  onRemove: (id: number) => void;
  /** The customer picked Pickup or Delivery. */
  onModeChange: (mode: FulfilmentMode) => void;
  /** The customer picked a delivery zone. */
  onZoneChange: (zone: string) => void;
  /**
   * The phone field changed; the value is already digits only and at most 11 long, or a +234
   * number still being typed (normalizePhoneInput), which becomes 0803… once complete.
   */
  onPhoneChange: (phone: string) => void;
  /** A new address to save (trimmed, never blank). */
  onAddAddress: (value: string) => void;
  /** The customer chose a saved address. */
  onSelectAddress: (id: number) => void;
  /**
   * 'Proceed to checkout' with valid values (the phone as 0803…); never called while the rules of
   * product-spec §5 fail. A tap then shows what is missing under each field instead.
   */
  onCheckout: (values: CheckoutFormValues) => void;
  /** Closes the drawer. */
  onClose: () => void;
}

/**
 * The cart: a line per item, the total, Pickup or Delivery with its location, address and phone,
 * and 'Proceed to checkout', enabled only when the rules of product-spec §5 hold.
 * The container owns every value; the drawer reports changes through its callbacks.
 */
export function CartDrawer({
  open,
  items,
  menu,
  mode,
  zone,
  phone,
  addresses,
  selectedAddressId,
  deliveryAvailable = true,
  deliveryTurnedOff = false,
  foodReady = true,
  submitting = false,
  deliveryNoticeMs = DELIVERY_NOTICE_MS,
  soldOutIds = [],
  notice = '',
  pricesChanged = false,
  onConfirmPrices,
  onIncrease,
  onDecrease,
  onRemove,
  onModeChange,
  onZoneChange,
  onPhoneChange,
  onAddAddress,
  onSelectAddress,
  onCheckout,
  onClose,
}: CartDrawerProps) {
  const lines = cartLines(items, menu);
  const count = cartCount(items);
  const totals = totalsOf(lines, mode === 'delivery', zone);
  const selectedAddress = addresses.find((a) => a.id === selectedAddressId)?.value ?? '';
  const values: CheckoutFormValues = { mode, zone, phoneNumber: phone, selectedAddress };

  // The container owns the values; the form reads them (`values`) and keeps what the customer
  // did: which fields they left, whether checkout was tried. The domain's checkout schema gives
  // each field its message; the domain's checkoutBlock (the same rules) decides the button.
  const form = useZodForm(checkoutFormSchema, {
    values,
    resetOptions: { keepTouched: true, keepIsSubmitted: true },
  });
  const check = checkoutFormSchema.safeParse(values);
  // Leaving a field marks it touched (the selects and the phone are the container's, not
  // registered); its ref lets a tap on a held-back checkout focus it.
  const fields = {
    zone: useController({ control: form.control, name: 'zone' }).field,
    selectedAddress: useController({ control: form.control, name: 'selectedAddress' }).field,
    phoneNumber: useController({ control: form.control, name: 'phoneNumber' }).field,
  };
  const { isSubmitted, touchedFields } = form.formState;
  // The message of the current values (checked now, not when last validated), shown for what the
  // customer has acted on: a field they left, or all of them after a checkout try.
  const fieldError = (field: CheckedField) =>
    shownError(
      {
        error: check.error?.issues.find((issue) => issue.path[0] === field),
        isTouched: touchedFields[field] === true,
      },
      isSubmitted,
    );

  // The notice after a tap on the disabled Delivery; the app's own when it turned Delivery off.
  const [tappedNotice, showDeliveryNotice] = useTimedFlag(deliveryNoticeMs);
  const deliveryNotice = tappedNotice || deliveryTurnedOff;

  // The one can-checkout rule. The server refuses an order holding a sold-out package (409): do
  // not offer to send one.
  const block = checkoutBlock({
    ...values,
    itemCount: count,
    foodReady,
    deliveryAvailable,
    holdsSoldOut: lines.some(({ item }) => soldOutIds.includes(item.id)),
  });
  const ready = block === null;
  // An address typed but not added is what the customer means (issue 29): the button adds it.
  const [typedAddress, setTypedAddress] = useState('');
  const [addressEntryKey, setAddressEntryKey] = useState(0);
  const addTyped = block === 'address' && typedAddress.trim() !== '';
  // A field held back says so under the button (issue 29); the other reasons have their notices.
  const fieldBlock =
    (block === 'zone' || block === 'address' || block === 'phone') && !addTyped ? block : null;
  // Tapping a checkout that is not ready yet shows every missing field's message and focuses (so
  // scrolls to) the first (aria-disabled, not disabled: a disabled button takes no tap and
  // explains nothing).
  const submit = form.handleSubmit((checked) => {
    if (ready && !submitting) onCheckout(checked);
  });
  const confirmPrices = ready && pricesChanged;
  const tapCheckout = () => {
    if (confirmPrices) {
      onConfirmPrices?.();
      return;
    }
    if (addTyped) {
      onAddAddress(typedAddress.trim());
      setTypedAddress('');
      setAddressEntryKey((key) => key + 1);
      return;
    }
    if (fieldBlock) form.setFocus(FIELD_OF[fieldBlock]);
    void submit();
  };

  return (
    <SidePanel open={open} title={`Your Cart (${count})`} closeLabel="Close cart" onClose={onClose}>
      {lines.length === 0 ? (
        <Stack className="Bukka-empty" sx={{ alignItems: 'center', textAlign: 'center', gap: 2, p: 4 }}>
          <img
            src={EMPTY_CART_PICTURE?.src}
            srcSet={EMPTY_CART_PICTURE?.srcSet}
            sizes="160px"
            alt=""
            width={160}
            height={120}
          />
          <Typography component="p" variant="h4">
            {CART_EMPTY_MESSAGE}
          </Typography>
          <Link href="/#menu" onClick={onClose}>
            Browse the menu
          </Link>
        </Stack>
      ) : (
        <>
          <Box className="Bukka-panel-body">
            <Box component="ul" aria-label="Items in your cart" className="Bukka-cart-lines">
              {lines.map(({ item, quantity, lineTotal }) => (
                <CartLineItem
                  key={item.id}
                  item={item}
                  quantity={quantity}
                  lineTotal={lineTotal}
                  soldOut={soldOutIds.includes(item.id)}
                  onIncrease={onIncrease}
                  onDecrease={onDecrease}
                  onRemove={onRemove}
                />
              ))}
            </Box>

            <FulfilmentFields
              mode={mode}
              zone={zone}
              phone={phone}
              addresses={addresses}
              selectedAddressId={selectedAddressId}
              deliveryAvailable={deliveryAvailable}
              deliveryNotice={deliveryNotice}
              fieldError={fieldError}
              onFieldBlur={(field) => fields[field].onBlur()}
              fieldRef={(field) => fields[field].ref}
              showDeliveryNotice={showDeliveryNotice}
              onModeChange={onModeChange}
              onZoneChange={onZoneChange}
              onPhoneChange={onPhoneChange}
              onAddAddress={onAddAddress}
              onAddressTyped={setTypedAddress}
              addressEntryKey={addressEntryKey}
              onSelectAddress={onSelectAddress}
            />
          </Box>

          <Box className="Bukka-panel-foot">
            <CartTotals mode={mode} {...totals} zoneChosen={DELIVERY_ZONES.some((z) => z.key === zone)} />
            {foodReady ? (
              <BusyButton
                fullWidth
                busy={submitting}
                busyLabel="Checking out"
                aria-disabled={!ready && !addTyped}
                aria-describedby={fieldBlock ? 'checkout-reason' : undefined}
                className={ready || addTyped ? undefined : 'Bukka-not-yet'}
                onClick={tapCheckout}
              >
                {confirmPrices ? PRICES_CHANGED_LABEL : addTyped ? ADD_TYPED_ADDRESS_LABEL : CHECKOUT_LABEL}
              </BusyButton>
            ) : (
              <Button
                variant="contained"
                color="error"
                size="large"
                fullWidth
                disabled
                className="Bukka-not-ready"
              >
                {FOOD_NOT_READY_LABEL}
              </Button>
            )}
            {fieldBlock && (
              <Typography
                id="checkout-reason"
                variant="body2"
                className="Bukka-checkout-reason"
                sx={{ mt: 1 }}
              >
                {CHECKOUT_FIELD_REASONS[fieldBlock]}
              </Typography>
            )}
            {notice && (
              // Under the button it is about, inside the panel: the modal hides anything beside it
              // from assistive technology.
              <Alert severity="error" role="alert" className="Bukka-sold-out-notice" sx={{ mt: 1.5 }}>
                {notice}
              </Alert>
            )}
          </Box>
        </>
      )}
    </SidePanel>
  );
}
