import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CartTotals } from './CartTotals';
import type { Totals } from '../../domain/cart';
import { DELIVERY_ZONES, type FulfilmentMode } from '../../domain/delivery';
import { FOOD_NOT_READY_LABEL } from '../../domain/messages';

export interface CartFootProps {
  mode: FulfilmentMode;
  zone: string;
  totals: Totals;
  foodReady: boolean;
  /** The checkout button, while food is ready (else the red 'Food Is Not Ready'). */
  children: ReactNode;
  /**
   * What holds checkout back, under the button (CHECKOUT_FIELD_REASONS); '' keeps its line
   * without words (the drawer's first view, before the rules are in); null shows none.
   */
  reason: string | null;
  /** A checkout notice under the button; '' shows nothing. */
  notice: string;
}

/** The cart's foot: the totals, the checkout button and what it says under it. */
export function CartFoot({ mode, zone, totals, foodReady, children, reason, notice }: CartFootProps) {
  return (
    <Box className="Bukka-panel-foot">
      <CartTotals mode={mode} {...totals} zoneChosen={DELIVERY_ZONES.some((z) => z.key === zone)} />
      {foodReady ? (
        children
      ) : (
        <Button variant="contained" color="error" size="large" fullWidth disabled className="Bukka-not-ready">
          {FOOD_NOT_READY_LABEL}
        </Button>
      )}
      {reason !== null && (
        <Typography
          id={reason ? 'checkout-reason' : undefined}
          aria-hidden={reason ? undefined : true}
          variant="body2"
          className="Bukka-checkout-reason"
          sx={{ mt: 1 }}
        >
          {reason || '\u00a0'}
        </Typography>
      )}
      {notice && (
        // Under the button it is about, inside the panel: the modal hides anything beside it
        // from assistive technology.
        <Alert severity="error" role="alert" className="Bukka-sold-out-notice" sx={{ mt: 1.5 }}>
          {notice}
        </Alert>
      )}
    </Box>
  );
}
