import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface NotAllowedProps {
  /** Who is looking: nobody signed in, or a customer account. */
  who: 'guest' | 'customer';
  /**
   * The customer's username, when a customer is signed in.
   * @default ''
   */
  username?: string;
  /** Opens the login form (for a customer, after signing them out). */
  onLogin: () => void;
  /**
   * Where 'Back to the menu' goes.
   * @default '/'
   */
  homeHref?: string;
}

/** What customers and guests see at /vendor: this is the vendor's page, and how to log in as the vendor. */
export function NotAllowed({ who, username = '', onLogin, homeHref = '/' }: NotAllowedProps) {
  return (
    <Container component="main" maxWidth="sm" sx={{ py: 8 }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <LockOutlinedIcon sx={{ fontSize: 56 }} aria-hidden />
        <Typography component="h1" variant="h2">
          This page is for the vendor
        </Typography>
        <Typography sx={{ fontSize: '1.1rem', overflowWrap: 'anywhere' }}>
          {who === 'customer'
            ? `You are signed in as ${username || 'a customer'}, a customer account. The kitchen console needs the vendor's account.`
            : "The kitchen console needs the vendor's account. Log in with it to accept and complete orders."}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignSelf: 'stretch' }}>
          <Button variant="contained" size="large" onClick={onLogin}>
            {who === 'customer' ? 'Log out and log in as the vendor' : 'Log in as the vendor'}
          </Button>
          <Button variant="outlined" color="secondary" size="large" href={homeHref}>
            Back to the menu
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
