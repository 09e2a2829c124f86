import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Totals } from '../../domain/cart';
import type { FulfilmentMode } from '../../domain/delivery';
import { formatNaira } from '../../domain/money';

export interface CartTotalsProps extends Totals {
  mode: FulfilmentMode;
  /**
   * A delivery location is chosen: until it is, the fee is unknown, not ₦0 (issue 29).
   * @default true
   */
  zoneChosen?: boolean;
}

/** Subtotal, the delivery fee when Delivery is chosen (or that an area is to choose), and the total. */
export function CartTotals({ mode, subtotal, fee, total, zoneChosen = true }: CartTotalsProps) {
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">Subtotal</Typography>
        <Typography variant="body2">{formatNaira(subtotal)}</Typography>
      </Stack>
      {mode === 'delivery' && (
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2">Delivery</Typography>
          <Typography variant="body2" className="Bukka-delivery-fee">
            {zoneChosen ? formatNaira(fee) : 'choose an area'}
          </Typography>
        </Stack>
      )}
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', my: 1 }}>
        <Typography component="p" variant="h4">
          Total
        </Typography>
        <Typography component="p" variant="h3" className="Bukka-total">
          {formatNaira(total)}
        </Typography>
      </Stack>
    </>
  );
}
