/** What the profile menu and the phone's menu both offer: the account's choices, one contract. */
export interface AccountMenuProps {
  /**
   * The signed-in user's name; absent for a guest.
   * @default undefined
   */
  username?: string | undefined;
  /**
   * Shows 'Track your Order' (the payment step of the last order is done).
   * @default false
   */
  paymentVerified?: boolean;
  /** Closes the menu (after any choice, too). */
  onClose: () => void;
  /** Opens the auth modal in login mode. */
  onLogin: () => void;
  /** Opens the auth modal in sign-up mode. */
  onSignup: () => void;
  /** Logs the user out. */
  onLogout: () => void;
  /** Opens the order tracker. */
  onTrackOrder: () => void;
  /**
   * The ref of the order still waiting for its payment step: 'Pay for order #N' shows.
   * @default undefined
   */
  orderToPay?: number | undefined;
  /**
   * Opens the payment dialog on `orderToPay`.
   * @default undefined
   */
  onPayOrder?: (() => void) | undefined;
  /**
   * Opens My orders; the entry shows for a signed-in customer when given.
   * @default undefined
   */
  onOpenOrders?: (() => void) | undefined;
}
