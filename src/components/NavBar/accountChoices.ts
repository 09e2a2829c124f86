import type { AccountMenuProps } from './accountMenuProps';

export type AccountChoiceKey = 'pay' | 'orders' | 'track' | 'logout' | 'login' | 'signup';

export interface AccountChoice {
  key: AccountChoiceKey;
  label: string;
  /** Closes the menu first, then acts. */
  choose: () => void;
}

/**
 * The account's choices, one rule for the profile menu and the phone's menu: for a signed-in
 * user 'Pay for order #N' (while one waits), My orders (when offered), 'Track your Order' (once
 * paid) and Logout; for a guest Login and Signup.
 */
export function accountChoices({
  username,
  paymentVerified = false,
  onClose,
  onLogin,
  onSignup,
  onLogout,
  onTrackOrder,
  orderToPay,
  onPayOrder,
  onOpenOrders,
}: AccountMenuProps): AccountChoice[] {
  const choice = (key: AccountChoiceKey, label: string, action: () => void): AccountChoice => ({
    key,
    label,
    choose: () => {
      onClose();
      action();
    },
  });
  if (!username) return [choice('login', 'Login', onLogin), choice('signup', 'Signup', onSignup)];
  return [
    ...(orderToPay !== undefined && onPayOrder
      ? [choice('pay', `Pay for order #${orderToPay}`, onPayOrder)]
      : []),
    ...(onOpenOrders ? [choice('orders', 'My orders', onOpenOrders)] : []),
    ...(paymentVerified ? [choice('track', 'Track your Order', onTrackOrder)] : []),
    choice('logout', 'Logout', onLogout),
  ];
}
