import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';
import { AddressEntry } from '../AddressEntry/AddressEntry';
import type { SavedAddress } from '../../domain/address';
import { DELIVERY_ZONES, type FulfilmentMode } from '../../domain/delivery';
import { DELIVERY_UNAVAILABLE_MESSAGE } from '../../domain/messages';
import { formatNaira } from '../../domain/money';
import { normalizePhoneInput } from '../../domain/phone';

/** The fields the checkout schema may name. */
export type CheckedField = 'zone' | 'selectedAddress' | 'phoneNumber';

export interface FulfilmentFieldsProps {
  mode: FulfilmentMode;
  zone: string;
  phone: string;
  addresses: readonly SavedAddress[];
  selectedAddressId: number | null;
  deliveryAvailable: boolean;
  /** The 'Delivery is not available' notice is up. */
  deliveryNotice: boolean;
  /**
   * The message to show under a field, if any: the checkout schema's, once the customer left the
   * field or tried to check out (the drawer's form decides).
   */
  fieldError: (field: CheckedField) => string | undefined;
  /** The customer left a field: from now on it may say what is wrong. */
  onFieldBlur?: (field: CheckedField) => void;
  /** The ref for a field's input, so a held-back checkout can focus it. */
  fieldRef?: (field: CheckedField) => Ref<HTMLInputElement>;
  showDeliveryNotice: () => void;
  onModeChange: (mode: FulfilmentMode) => void;
  onZoneChange: (zone: string) => void;
  onPhoneChange: (phone: string) => void;
  onAddAddress: (value: string) => void;
  /** The new address's text as typed, not added yet. */
  onAddressTyped?: (text: string) => void;
  /** Changing it empties the new address's field (the cart added what it held). */
  addressEntryKey?: number;
  onSelectAddress: (id: number) => void;
}

/** The cart's checkout fields: Pickup or Delivery, the location and address for delivery, the phone. */
export function FulfilmentFields({
  mode,
  zone,
  phone,
  addresses,
  selectedAddressId,
  deliveryAvailable,
  deliveryNotice,
  fieldError,
  onFieldBlur,
  fieldRef,
  showDeliveryNotice,
  onModeChange,
  onZoneChange,
  onPhoneChange,
  onAddAddress,
  onAddressTyped,
  addressEntryKey,
  onSelectAddress,
}: FulfilmentFieldsProps) {
  // product-spec §5's red border, once the customer has acted (issue 13): a field they left, or
  // every field after a tap on checkout.
  const phoneError = fieldError('phoneNumber');
  return (
    <Stack sx={{ gap: 2.5, px: 2, pb: 2 }}>
      <FormControl component="fieldset">
        <FormLabel component="legend">How do you want it?</FormLabel>
        <RadioGroup
          row
          name="mode"
          value={mode}
          onChange={(event) => {
            const next = event.target.value as FulfilmentMode;
            if (next === 'delivery' && !deliveryAvailable) showDeliveryNotice();
            else onModeChange(next);
          }}
        >
          <FormControlLabel value="pickup" control={<Radio />} label="Pickup" />
          <FormControlLabel
            value="delivery"
            control={<Radio />}
            label="Delivery"
            disabled={!deliveryAvailable}
            // A disabled radio takes no clicks, but its label does: say why it is off.
            onClick={() => {
              if (!deliveryAvailable) showDeliveryNotice();
            }}
          />
        </RadioGroup>
      </FormControl>
      {deliveryNotice && (
        <Alert severity="warning" role="alert">
          {DELIVERY_UNAVAILABLE_MESSAGE}
        </Alert>
      )}

      {mode === 'delivery' && (
        <>
          <TextField
            select
            label="Delivery location"
            value={zone}
            onChange={(event) => onZoneChange(event.target.value)}
            onBlur={() => onFieldBlur?.('zone')}
            inputRef={fieldRef?.('zone')}
            error={fieldError('zone') !== undefined}
            helperText={fieldError('zone')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Choose a location</option>
            {DELIVERY_ZONES.map((z) => (
              <option key={z.key} value={z.key}>
                {z.label} (+{formatNaira(z.fee)})
              </option>
            ))}
          </TextField>
          <AddressEntry key={addressEntryKey} onAdd={onAddAddress} onTextChange={onAddressTyped} />
          <TextField
            select
            label="Deliver to"
            value={selectedAddressId ?? ''}
            onChange={(event) => {
              if (event.target.value !== '') onSelectAddress(Number(event.target.value));
            }}
            onBlur={() => onFieldBlur?.('selectedAddress')}
            inputRef={fieldRef?.('selectedAddress')}
            error={fieldError('selectedAddress') !== undefined}
            helperText={
              fieldError('selectedAddress') ?? (addresses.length === 0 ? 'Add an address above' : undefined)
            }
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">Choose an address</option>
            {addresses.map((a) => (
              <option key={a.id} value={a.id}>
                {a.value}
              </option>
            ))}
          </TextField>
        </>
      )}

      <TextField
        label="Phone number"
        value={phone}
        onChange={(event) => onPhoneChange(normalizePhoneInput(event.target.value))}
        onBlur={() => onFieldBlur?.('phoneNumber')}
        inputRef={fieldRef?.('phoneNumber')}
        error={phoneError !== undefined}
        helperText={phoneError ?? 'We call this number when your food is ready'}
        placeholder="08031234567"
        // type tel: the phone keyboard has the + of '+234 803…', which the field turns into 0803….
        type="tel"
        slotProps={{ htmlInput: { autoComplete: 'tel' } }}
      />
    </Stack>
  );
}
