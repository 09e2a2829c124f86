import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DaySummary as Summary } from '../../../domain/daySummary';
import { formatNaira } from '../../../domain/money';
import { orderStatusSchema } from '../../../domain/status';
import { ORDER_STATUS_LABELS } from '../../../domain/vendorOrder';

export interface DaySummaryProps {
  /** The server's summary of today (GET /api/vendor/today); null until it first answers. */
  summary: Summary | null;
  /**
   * Why the summary could not be read (the last figures stay on screen).
   * @default ''
   */
  error?: string;
}

type Tone = 'ink' | 'good' | 'owed' | 'plain';

const TONES: Record<Tone, { bgcolor: string; color: string }> = {
  ink: { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  good: { bgcolor: 'success.main', color: 'success.contrastText' },
  owed: { bgcolor: 'error.main', color: 'error.contrastText' },
  plain: { bgcolor: 'action.hover', color: 'text.primary' },
};

interface FigureProps {
  label: string;
  value: string;
  tone: Tone;
  note?: string;
  /** Across the whole row. */
  wide?: boolean;
}

function Figure({ label, value, tone, note, wide = false }: FigureProps) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 3, ...TONES[tone], ...(wide && { gridColumn: '1 / -1' }) }}>
      <Typography component="dt" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="h3" sx={{ m: 0 }}>
        {value}
      </Typography>
      {note && (
        <Typography component="dd" sx={{ m: 0, fontSize: '0.9rem', fontWeight: 700 }}>
          {note}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Today at a glance, with the money apart as the till sees it: received (card payments the
 * provider confirmed, transfers and cash the vendor confirmed), the value of completed orders, and
 * what is still owed on them; then orders by status, pickup vs delivery, best sellers.
 */
export function DaySummary({ summary, error = '' }: DaySummaryProps) {
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
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {summary === null ? (
        <Box aria-label="Loading today's summary" role="progressbar">
          <Skeleton variant="rounded" height={180} />
        </Box>
      ) : (
        <>
          {/* Named groups: the till's figures and the order counts are read apart. */}
          <Box role="group" aria-label="Money">
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, m: 0 }}>
              <Figure
                label="Received"
                value={formatNaira(summary.received)}
                tone="good"
                wide
                note={`Card ${formatNaira(summary.receivedBy.card)} · Transfer ${formatNaira(summary.receivedBy.transfer)} · Cash ${formatNaira(summary.receivedBy.cash)}`}
              />
              <Figure label="Completed orders" value={formatNaira(summary.completedValue)} tone="ink" />
              <Figure
                label="Still owed"
                value={formatNaira(summary.owed)}
                tone={summary.owed > 0 ? 'owed' : 'plain'}
              />
            </Box>
          </Box>

          <Box role="group" aria-label="Orders">
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 1, mt: 1, mb: 0 }}
            >
              <Figure label="Orders" value={String(summary.total)} tone="plain" />
              <Figure label="Pickup" value={String(summary.pickup)} tone="plain" />
              <Figure label="Delivery" value={String(summary.delivery)} tone="plain" />
            </Box>
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
        </>
      )}
    </Paper>
  );
}
