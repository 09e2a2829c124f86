import CloseIcon from '@mui/icons-material/Close';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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

/** The phone's slide-in menu: a welcome with an avatar initial, the shell's links and the account actions. */
export function MobileMenu({
  open,
  username,
  paymentVerified = false,
  onClose,
  onLogin,
  onSignup,
  onLogout,
  onTrackOrder,
  onOpenAddresses,
  orderToPay,
  onPayOrder,
  onOpenOrders,
}: MobileMenuProps) {
  const titleId = useId();
  const signedIn = username !== undefined && username !== '';
  const name = signedIn ? username : 'Guest';
  const then = (action: () => void) => () => {
    onClose();
    action();
  };
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
          {signedIn && onOpenOrders && (
            <ListItem disablePadding>
              <ListItemButton onClick={then(onOpenOrders)}>
                <ListItemText primary="My orders" />
              </ListItemButton>
            </ListItem>
          )}
          {onOpenAddresses && (
            <ListItem disablePadding>
              <ListItemButton onClick={then(onOpenAddresses)}>
                <ListItemText primary="Saved addresses" />
              </ListItemButton>
            </ListItem>
          )}
        </List>
      </Box>
      <Divider />
      <Stack sx={{ gap: 1.5, p: 2 }}>
        {signedIn ? (
          <>
            {orderToPay !== undefined && onPayOrder && (
              <Button variant="contained" color="secondary" onClick={then(onPayOrder)}>
                Pay for order #{orderToPay}
              </Button>
            )}
            {paymentVerified && (
              <Button variant="contained" onClick={then(onTrackOrder)}>
                Track your Order
              </Button>
            )}
            <Button variant="outlined" color="secondary" onClick={then(onLogout)}>
              Logout
            </Button>
          </>
        ) : (
          <>
            <Button variant="contained" onClick={then(onLogin)}>
              Login
            </Button>
            <Button variant="outlined" color="secondary" onClick={then(onSignup)}>
              Signup
            </Button>
          </>
        )}
      </Stack>
    </Drawer>
  );
}
