import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { VendorOrder } from '../../../domain/api';
import { formatNaira } from '../../../domain/money';
import { orderStatusSchema } from '../../../domain/status';
import { daySummary } from '../../../domain/daySummary';
import { ORDER_STATUS_LABELS } from '../../../domain/vendorOrder';

export interface DaySummaryProps {
  /** Every order the console knows; only today's (Lagos time) are counted. */
  orders: readonly VendorOrder[];
  /** The current time (epoch ms): which day is today. */
  now: number;
  /**
   * How many best sellers to list.
   * @default 3
   */
  top?: number;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 3, bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
      <Typography component="dt" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="h3" sx={{ m: 0 }}>
        {value}
      </Typography>
    </Box>
  );
}

/** Today at a glance: orders by status, takings from completed orders, pickup vs delivery, best sellers. */
export function DaySummary({ orders, now, top = 3 }: DaySummaryProps) {
  const summary = daySummary(orders, now, top);
  return (
    <Paper
      component="section"
      aria-labelledby="day-summary-title"
      variant="outlined"
      sx={{ p: 2, borderRadius: 5 }}
    >
      <Typography id="day-summary-title" component="h2" variant="h2" gutterBottom>
        Today
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, m: 0 }}>
        <Figure label="Orders" value={String(summary.total)} />
        <Figure label="Takings" value={formatNaira(summary.takings)} />
        <Figure label="Pickup" value={String(summary.pickup)} />
        <Figure label="Delivery" value={String(summary.delivery)} />
      </Box>

      <Typography component="h3" variant="h4" sx={{ mt: 2, mb: 0.5 }}>
        By status
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}>
        {orderStatusSchema.options.map((status) => (
          <Box key={status} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>
              {ORDER_STATUS_LABELS[status]}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.1rem' }}>
              {summary.byStatus[status]}
            </Typography>
          </Box>
        ))}
      </Box>

      <Typography component="h3" variant="h4" sx={{ mt: 2, mb: 0.5 }}>
        Best sellers
      </Typography>
      {summary.bestSellers.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>Nothing sold yet today.</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {summary.bestSellers.map((seller) => (
            <Typography component="li" key={seller.id} sx={{ fontSize: '1.05rem' }}>
              <strong>{seller.name}</strong> × {seller.quantity}
            </Typography>
          ))}
        </Box>
      )}
    </Paper>
  );
}
