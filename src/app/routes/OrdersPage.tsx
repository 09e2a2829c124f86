import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useAtomValue, useSetAtom } from 'jotai';
import MyOrdersFeature from '../features/orders/MyOrdersFeature';
import { isSignedInAtom, tokenReadAtom } from '../state/session';
import { authModeAtom } from '../state/ui';

/** `/orders`: My orders (issue 13), loaded on demand, for the signed-in customer. */
export default function OrdersPage() {
  const signedIn = useAtomValue(isSignedInAtom);
  const tokenRead = useAtomValue(tokenReadAtom);
  const setAuthMode = useSetAtom(authModeAtom);
  if (signedIn) return <MyOrdersFeature />;
  // A stored token still being decrypted: not a guest yet, so no 'Log in' for a signed-in customer.
  if (!tokenRead) {
    return (
      <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
        <CircularProgress aria-label="Loading your orders" />
      </Container>
    );
  }
  return (
    <Container maxWidth="sm" sx={{ py: 6, textAlign: 'center' }}>
      <Typography component="h1" variant="h2" gutterBottom>
        My orders
      </Typography>
      <Typography sx={{ mb: 3 }}>Log in to see your orders and where each one is.</Typography>
      <Button variant="contained" onClick={() => setAuthMode('login')}>
        Login
      </Button>
    </Container>
  );
}
