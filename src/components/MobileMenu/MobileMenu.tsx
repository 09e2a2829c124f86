import CloseIcon from '@mui/icons-material/Close';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { accountChoices, type AccountChoiceKey } from '../NavBar/accountChoices';
import type { AccountMenuProps } from '../NavBar/accountMenuProps';
import { NAV_LINKS } from '../NavBar/navLinks';

export interface MobileMenuProps extends AccountMenuProps {
  /** Whether the menu has slid in. */
  open: boolean;
  /**
   * Opens the saved-addresses panel; the entry is hidden when absent.
   * @default undefined
   */
  onOpenAddresses?: () => void;
}

/** How each account choice looks here: the one to take filled, the others outlined. */
const BUTTON_LOOK: Record<AccountChoiceKey, Pick<ButtonProps, 'variant' | 'color'>> = {
  pay: { variant: 'contained', color: 'secondary' },
  orders: { variant: 'outlined', color: 'secondary' },
  track: { variant: 'contained' },
  logout: { variant: 'outlined', color: 'secondary' },
  login: { variant: 'contained' },
  signup: { variant: 'outlined', color: 'secondary' },
};

/** The phone's slide-in menu: a welcome with an avatar initial, the shell's links and the account actions. */
export function MobileMenu({ open, onOpenAddresses, ...account }: MobileMenuProps) {
  const titleId = useId();
  const { username, onClose } = account;
  const name = username || 'Guest';
  const choices = accountChoices(account);
  const orders = choices.find((choice) => choice.key === 'orders');
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { className: 'Bukka-mobile-menu', 'aria-labelledby': titleId, role: 'dialog' } }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, p: 2 }}>
        <Avatar className="Bukka-avatar" aria-hidden>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <Typography id={titleId} component="h2" variant="h4" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
          Welcome, {name}
        </Typography>
        <IconButton aria-label="Close menu" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box component="nav" aria-label="Mobile">
        <List>
          {NAV_LINKS.map((link) => (
            <ListItem key={link.href} disablePadding>
              <ListItemButton component="a" href={link.href} onClick={onClose}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            </ListItem>
          ))}
          {orders && (
            <ListItem disablePadding>
              <ListItemButton onClick={orders.choose}>
                <ListItemText primary={orders.label} />
              </ListItemButton>
            </ListItem>
          )}
          {onOpenAddresses && (
            <ListItem disablePadding>
              <ListItemButton
                onClick={() => {
                  onClose();
                  onOpenAddresses();
                }}
              >
                <ListItemText primary="Saved addresses" />
              </ListItemButton>
            </ListItem>
          )}
        </List>
      </Box>
      <Divider />
      <Stack sx={{ gap: 1.5, p: 2 }}>
        {choices
          .filter((choice) => choice !== orders)
          .map(({ key, label, choose }) => (
            <Button key={key} {...BUTTON_LOOK[key]} onClick={choose}>
              {label}
            </Button>
          ))}
      </Stack>
    </Drawer>
  );
}
