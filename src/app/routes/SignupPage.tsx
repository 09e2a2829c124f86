import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { AuthForm, type AuthMode } from '../../components/AuthForm/AuthForm';
import { useAuthForm } from '../features/auth/useAuthForm';
import { cartCountAtom } from '../state/cart';

// Back to the menu with the cart as it was (it is in sessionStorage): a full load, as every
// login is (product-spec §4).
const backHome = () => window.location.assign('/');

/**
 * `/signup`: where a guest lands from 'Proceed to checkout'. Sign up (which signs the customer
 * in, issue 13) or log in; either takes the customer back to `/`, cart and its fields intact,
 * the cart open again after a sign-up (DESIGN §5).
 */
export default function SignupPage() {
  const [mode, setMode] = useState<AuthMode>('signup');
  const cartCount = useAtomValue(cartCountAtom);
  const { formProps } = useAuthForm(backHome, setMode);
  return (
    <Container maxWidth="xs" sx={{ py: { xs: 4, md: 8 } }}>
      <Typography component="h1" variant="h2" gutterBottom>
        {mode === 'signup' ? 'Sign Up' : 'Login'}
      </Typography>
      <Typography sx={{ mb: 3 }}>
        {cartCount > 0
          ? `Your cart (${cartCount} ${cartCount === 1 ? 'item' : 'items'}) is kept: sign up or log in to check out.`
          : 'Sign up or log in to order and track your food.'}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 5 }}>
        <AuthForm {...formProps} mode={mode} />
      </Paper>
    </Container>
  );
}
