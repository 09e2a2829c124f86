import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { AccountMenuProps } from './accountMenuProps';

export interface ProfileMenuProps extends AccountMenuProps {
  /** The id the profile button's `aria-controls` points at. */
  id: string;
  /** The profile button; null while the menu is closed. */
  anchorEl: HTMLElement | null;
}

/** The profile icon's menu: the greeting, Track your Order and Logout, or Login and Signup. */
export function ProfileMenu({
  id,
  anchorEl,
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
}: ProfileMenuProps) {
  // Each choice closes the menu first, then acts.
  const choose = (action: () => void) => () => {
    onClose();
    action();
  };
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {username
        ? [
            <MenuItem key="hi" disabled className="Bukka-greeting">
              Hi, {username}
            </MenuItem>,
            orderToPay !== undefined && onPayOrder && (
              <MenuItem key="pay" onClick={choose(onPayOrder)} className="Bukka-pay-item">
                Pay for order #{orderToPay}
              </MenuItem>
            ),
            onOpenOrders && (
              <MenuItem key="orders" onClick={choose(onOpenOrders)}>
                My orders
              </MenuItem>
            ),
            paymentVerified && (
              <MenuItem key="track" onClick={choose(onTrackOrder)}>
                Track your Order
              </MenuItem>
            ),
            <MenuItem key="logout" onClick={choose(onLogout)}>
              Logout
            </MenuItem>,
          ]
        : [
            <MenuItem key="login" onClick={choose(onLogin)}>
              Login
            </MenuItem>,
            <MenuItem key="signup" onClick={choose(onSignup)}>
              Signup
            </MenuItem>,
          ]}
    </Menu>
  );
}
