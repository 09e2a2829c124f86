import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SidePanel } from '../SidePanel/SidePanel';
import type { SavedAddress } from '../../domain/address';
import { cartCount, cartLines, cartSubtotal, type CartItem } from '../../domain/cart';
import { findMenuItem } from '../../domain/catalogue';
import { canProceedToCheckout } from '../../domain/checkout';
import {
  checkoutFormSchema,
  newAddressFormSchema,
  type CheckoutFormValues,
  type NewAddressFormInput,
} from '../../domain/checkoutForm';
import { DELIVERY_NOTICE_MS, MAX_QUANTITY_PER_ITEM } from '../../domain/constants';
import { DELIVERY_ZONES, deliveryFee, type FulfilmentMode } from '../../domain/delivery';
import {
  CART_EMPTY_MESSAGE,
  CHECKOUT_LABEL,
  DELIVERY_UNAVAILABLE_MESSAGE,
  FOOD_NOT_READY_LABEL,
} from '../../domain/messages';
import { formatNaira } from '../../domain/money';
import { normalizePhoneInput } from '../../domain/phone';

/** The empty cart shows a plate of the Jumbo Package: what it could hold. */
const EMPTY_CART_PICTURE = findMenuItem(5)?.imgUrl;

export interface CartDrawerProps {
  /** Whether the drawer is open. */
  open: boolean;
  /** The cart: menu item ids and quantities. Ids the catalogue does not know are not shown. */
  items: readonly CartItem[];
  /** Pickup or Delivery. */
  mode: FulfilmentMode;
  /** The delivery zone key (`inside_school`, `outside_school`, `outside_town`), or '' for none. */
  zone: string;
  /** The phone number as kept: digits only, at most 11. */
  phone: string;
  /** The saved delivery addresses to choose from. */
  addresses: readonly SavedAddress[];
  /** The id of the chosen address, or null when none is chosen. */
  selectedAddressId: number | null;
  /**
   * Delivery status is 'available'. When false the Delivery radio is disabled, trying it shows the
   * notice, and a drawer left on Delivery is forced back to Pickup (onModeChange('pickup')).
   * @default true
   */
  deliveryAvailable?: boolean;
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
  /** One more of an item. */
  onIncrease: (id: number) => void;
  /** One less of an item (from 1 this removes it). */
  onDecrease: (id: number) => void;
  /** Takes an item out of the cart. */
  onRemove: (id: number) => void;
  /** The customer picked Pickup or Delivery (or the drawer forced Pickup, see deliveryAvailable). */
  onModeChange: (mode: FulfilmentMode) => void;
  /** The customer picked a delivery zone. */
  onZoneChange: (zone: string) => void;
  /** The phone field changed; the value is already digits only and at most 11 long. */
  onPhoneChange: (phone: string) => void;
  /** A new address to save (trimmed, never blank). */
  onAddAddress: (value: string) => void;
  /** The customer chose a saved address. */
  onSelectAddress: (id: number) => void;
  /** 'Proceed to checkout' with valid values; never called while the rules of product-spec §5 fail. */
  onCheckout: (values: CheckoutFormValues) => void;
  /** Closes the drawer. */
  onClose: () => void;
}

function useTimedFlag(ms: number): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback(() => {
    setShown(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShown(false), ms);
  }, [ms]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [shown, show];
}

/**
 * The cart: a line per item, the total, Pickup or Delivery with its location, address and phone,
 * and 'Proceed to checkout', enabled only when the rules of product-spec §5 hold.
 * The container owns every value; the drawer reports changes through its callbacks.
 */
export function CartDrawer({
  open,
  items,
  mode,
  zone,
  phone,
  addresses,
  selectedAddressId,
  deliveryAvailable = true,
  foodReady = true,
  submitting = false,
  deliveryNoticeMs = DELIVERY_NOTICE_MS,
  soldOutIds = [],
  notice = '',
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
  const lines = cartLines(items);
  const count = cartCount(items);
  const subtotal = cartSubtotal(items);
  const fee = mode === 'delivery' ? deliveryFee(zone) : 0;
  const selectedAddress = addresses.find((a) => a.id === selectedAddressId)?.value ?? '';
  const values: CheckoutFormValues = { mode, zone, phoneNumber: phone, selectedAddress };

  // The container owns the values; react-hook-form validates them with the domain schema at submit.
  const checkoutForm = useForm<CheckoutFormValues>({ values, resolver: zodResolver(checkoutFormSchema) });
  const check = checkoutFormSchema.safeParse(values);
  const fieldError = (field: keyof CheckoutFormValues) =>
    check.success ? undefined : check.error.issues.find((issue) => issue.path[0] === field)?.message;

  // product-spec §5: anything but 11 digits, an empty field included, gets the red border.
  const phoneError = fieldError('phoneNumber');

  const [deliveryNotice, showDeliveryNotice] = useTimedFlag(deliveryNoticeMs);
  useEffect(() => {
    if (mode === 'delivery' && !deliveryAvailable) {
      onModeChange('pickup');
      showDeliveryNotice();
    }
  }, [mode, deliveryAvailable, onModeChange, showDeliveryNotice]);

  // The server refuses an order holding a sold-out package (409): do not offer to send one.
  const holdsSoldOut = lines.some(({ item }) => soldOutIds.includes(item.id));
  const ready = count > 0 && !holdsSoldOut && canProceedToCheckout({ ...values, itemCount: count });
  const submit = checkoutForm.handleSubmit((data) => {
    if (ready && foodReady && !submitting) onCheckout(data);
  });

  return (
    <SidePanel open={open} title={`Your Cart (${count})`} closeLabel="Close cart" onClose={onClose}>
      {lines.length === 0 ? (
        <Stack className="Bukka-empty" sx={{ alignItems: 'center', textAlign: 'center', gap: 2, p: 4 }}>
          <img src={EMPTY_CART_PICTURE} alt="" width={160} height={120} />
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
                <li key={item.id} className="Bukka-cart-line">
                  <img src={item.imgUrl} alt={item.name} width={72} height={54} />
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
                      <Typography component="h3" variant="h6" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
                        {item.name}
                      </Typography>
                      {soldOutIds.includes(item.id) && (
                        <Chip label="Sold out" color="error" size="small" sx={{ mt: 0.25 }} />
                      )}
                      <IconButton
                        aria-label={`Remove ${item.name}`}
                        size="small"
                        onClick={() => onRemove(item.id)}
                      >
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    </Stack>
                    <Typography variant="body2" color="text.secondary">
                      {formatNaira(item.price)} each
                    </Typography>
                    <Stack
                      direction="row"
                      sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5 }}
                    >
                      <Stack direction="row" className="Bukka-stepper" sx={{ alignItems: 'center' }}>
                        <IconButton aria-label={`Decrease ${item.name}`} onClick={() => onDecrease(item.id)}>
                          <RemoveIcon fontSize="small" />
                        </IconButton>
                        <Typography component="span" aria-label={`Quantity of ${item.name}`} role="status">
                          {quantity}
                        </Typography>
                        <IconButton
                          aria-label={`Increase ${item.name}`}
                          // Less or none of a sold-out package is still the customer's choice; more is not.
                          disabled={soldOutIds.includes(item.id) || quantity >= MAX_QUANTITY_PER_ITEM}
                          onClick={() => onIncrease(item.id)}
                        >
                          <AddIcon fontSize="small" />
                        </IconButton>
                      </Stack>
                      <Typography component="p" variant="h5">
                        {formatNaira(lineTotal)}
                      </Typography>
                    </Stack>
                  </Box>
                </li>
              ))}
            </Box>

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
                  <AddressEntry onAdd={onAddAddress} />
                  <TextField
                    select
                    label="Deliver to"
                    value={selectedAddressId ?? ''}
                    onChange={(event) => {
                      if (event.target.value !== '') onSelectAddress(Number(event.target.value));
                    }}
                    error={fieldError('selectedAddress') !== undefined}
                    helperText={
                      fieldError('selectedAddress') ??
                      (addresses.length === 0 ? 'Add an address above' : undefined)
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
                error={phoneError !== undefined}
                helperText={phoneError ?? 'We call this number when your food is ready'}
                placeholder="08031234567"
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'tel' } }}
              />
            </Stack>
          </Box>

          <Box className="Bukka-panel-foot">
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Typography variant="body2">Subtotal</Typography>
              <Typography variant="body2">{formatNaira(subtotal)}</Typography>
            </Stack>
            {mode === 'delivery' && (
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2">Delivery</Typography>
                <Typography variant="body2">{formatNaira(fee)}</Typography>
              </Stack>
            )}
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', my: 1 }}>
              <Typography component="p" variant="h4">
                Total
              </Typography>
              <Typography component="p" variant="h3" className="Bukka-total">
                {formatNaira(subtotal + fee)}
              </Typography>
            </Stack>
            {foodReady ? (
              <Button
                variant="contained"
                size="large"
                fullWidth
                disabled={!ready || submitting}
                onClick={() => void submit()}
                startIcon={
                  submitting ? (
                    <CircularProgress size={20} color="inherit" aria-label="Checking out" />
                  ) : undefined
                }
              >
                {CHECKOUT_LABEL}
              </Button>
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

/** The 'add an address' field: a small form of its own, so Enter adds the address. */
export function AddressEntry({
  onAdd,
  label = 'New address',
}: {
  onAdd: (value: string) => void;
  label?: string;
}) {
  const form = useForm<NewAddressFormInput, unknown, { address: string }>({
    resolver: zodResolver(newAddressFormSchema),
    defaultValues: { address: '' },
  });
  const error = form.formState.errors.address?.message;
  return (
    <Stack
      component="form"
      noValidate
      direction="row"
      sx={{ gap: 1, alignItems: 'flex-start' }}
      onSubmit={form.handleSubmit(({ address }) => {
        onAdd(address);
        form.reset();
      })}
    >
      <TextField
        label={label}
        {...form.register('address')}
        error={error !== undefined}
        helperText={error ?? 'Hostel, room, street or landmark'}
        sx={{ flexGrow: 1 }}
        slotProps={{ htmlInput: { autoComplete: 'street-address' } }}
      />
      <Button type="submit" variant="outlined" color="secondary" sx={{ mt: 0.75 }}>
        Add
      </Button>
    </Stack>
  );
}
