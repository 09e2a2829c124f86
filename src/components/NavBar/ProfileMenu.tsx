import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { accountChoices } from './accountChoices';
import type { AccountMenuProps } from './accountMenuProps';

export interface ProfileMenuProps extends AccountMenuProps {
  /** The id the profile button's `aria-controls` points at. */
  id: string;
  /** The profile button; null while the menu is closed. */
  anchorEl: HTMLElement | null;
}

/** The profile icon's menu: the greeting, Track your Order and Logout, or Login and Signup. */
export function ProfileMenu({ id, anchorEl, ...account }: ProfileMenuProps) {
  return (
    <Menu
      id={id}
      anchorEl={anchorEl}
      open={anchorEl !== null}
      onClose={account.onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {account.username ? (
        <MenuItem key="hi" disabled className="Bukka-greeting">
          Hi, {account.username}
        </MenuItem>
      ) : null}
      {accountChoices(account).map(({ key, label, choose }) => (
        <MenuItem key={key} onClick={choose} className={key === 'pay' ? 'Bukka-pay-item' : undefined}>
          {label}
        </MenuItem>
      ))}
    </Menu>
  );
}
