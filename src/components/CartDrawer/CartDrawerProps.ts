import type { SavedAddress } from '../../domain/address';
import type { CartItem } from '../../domain/cart';
import type { CheckoutFormValues } from '../../domain/checkoutForm';
import type { FulfilmentMode } from '../../domain/delivery';
import type { MenuItem } from '../../domain/menu';

/** The cart drawer's props (CartDrawer.tsx), in a file of their own: its checkout part takes them too. */
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
