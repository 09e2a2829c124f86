import SoupKitchenIcon from '@mui/icons-material/SoupKitchen';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { kitchenTotalsText, type KitchenLine } from '../../../domain/kitchenTotals';

export interface ToCookProps {
  /** The packages of the accepted orders not yet completed (domain/kitchenTotals.ts), most first. */
  lines: readonly KitchenLine[];
  /**
   * How many accepted orders they come from.
   * @default 0
   */
  orders?: number;
  /**
   * The accepted orders have been read at least once; until then nothing is claimed.
   * @default true
   */
  known?: boolean;
}

/** The kitchen's batch: every package of the accepted orders, added up, in big type. */
export function ToCook({ lines, orders = 0, known = true }: ToCookProps) {
  return (
    <Paper
      component="section"
      aria-labelledby="to-cook-title"
      variant="outlined"
      sx={{ p: 2, borderRadius: 5 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <SoupKitchenIcon aria-hidden />
        <Typography id="to-cook-title" component="h2" variant="h3">
          To cook
        </Typography>
        {orders > 0 && (
          <Typography sx={{ ml: 'auto !important', color: 'text.secondary', fontWeight: 700 }}>
            {orders === 1 ? '1 accepted order' : `${orders} accepted orders`}
          </Typography>
        )}
      </Stack>
      {!known ? (
        <Typography sx={{ color: 'text.secondary' }}>Not known until the orders load.</Typography>
      ) : lines.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>
          Nothing to cook: no accepted order is waiting.
        </Typography>
      ) : (
        <Box
          component="p"
          aria-label="Packages to cook"
          sx={{ m: 0, fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.35, overflowWrap: 'anywhere' }}
        >
          {kitchenTotalsText(lines)}
        </Box>
      )}
    </Paper>
  );
}
