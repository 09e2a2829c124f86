import Box from '@mui/material/Box';
import { useImperativeHandle, useState, type ReactNode, type Ref } from 'react';
import { useController } from 'react-hook-form';
import { CartFoot } from './CartFoot';
import { FulfilmentFields, type CheckedField } from './FulfilmentFields';
import type { CartDrawerProps } from './CartDrawerProps';
import { useTimedFlag } from './useTimedFlag';
import { shownError } from '../Form/shownError';
import { BusyButton } from '../Form/BusyButton';
import { useZodForm } from '../Form/useZodForm';
import type { CartLine, Totals } from '../../domain/cart';
import { checkoutFormSchema, type CheckoutFormValues } from '../../domain/checkoutForm';
import {
  ADD_TYPED_ADDRESS_LABEL,
  CHECKOUT_FIELD_REASONS,
  checkoutBlock,
  PRICES_CHANGED_LABEL,
} from '../../domain/checkout';
import { DELIVERY_NOTICE_MS } from '../../domain/constants';
import { CHECKOUT_LABEL } from '../../domain/messages';

/** The form's field for each reason a field holds checkout back. */
const FIELD_OF = { zone: 'zone', address: 'selectedAddress', phone: 'phoneNumber' } as const;

export interface CartCheckoutProps extends Omit<CartDrawerProps, 'open' | 'onClose' | 'items' | 'menu'> {
  /** The cart's lines, its count and totals, as the drawer worked them out. */
  lines: readonly CartLine[];
  count: number;
  totals: Totals;
  /** The lines as the drawer draws them, above the fields. */
  children: ReactNode;
  /**
   * Given the checkout button's tap, for the drawer to pass on one its first view took before
   * this part had arrived.
   */
  tapRef?: Ref<() => void>;
}

/**
 * The cart's checkout part (issue 30): Pickup or Delivery with its location, address and phone,
 * checked by the domain's checkout schema through react-hook-form and zod, and the checkout
 * button that obeys the rules of product-spec §5. Its code (the form stack and the phone rules,
 * ~60 KB) arrives right behind the drawer's own; until then the drawer shows the lines, the total
 * and the button in the same places (CartDrawer.tsx).
 */
export function CartCheckout({
  lines,
  count,
  totals,
  children,
  tapRef,
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
  onModeChange,
  onZoneChange,
  onPhoneChange,
  onAddAddress,
  onSelectAddress,
  onCheckout,
}: CartCheckoutProps) {
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

  useImperativeHandle(tapRef, () => tapCheckout);

  return (
    <>
      <Box className="Bukka-panel-body">
        {children}
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
      <CartFoot
        mode={mode}
        zone={zone}
        totals={totals}
        foodReady={foodReady}
        reason={fieldBlock && CHECKOUT_FIELD_REASONS[fieldBlock]}
        notice={notice}
      >
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
      </CartFoot>
    </>
  );
}
