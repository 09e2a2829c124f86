import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { changeText, share, type ReportSummary as Summary } from '../../../domain/reports';
import { naira } from './reportFormat';

export interface ReportSummaryProps {
  current: Summary;
  previous: Summary;
}

interface Line {
  label: string;
  now: number;
  before: number;
  format: (n: number) => string;
}

const percent = (n: number) => `${n}%`;

/** The range's headline figures, each beside the previous range's (▲/▼ and %). */
export function ReportSummary({ current, previous }: ReportSummaryProps) {
  const lines: Line[] = [
    { label: 'Revenue', now: current.revenue, before: previous.revenue, format: naira },
    { label: 'Orders', now: current.orders, before: previous.orders, format: String },
    {
      label: 'Average order',
      now: current.averageOrderValue,
      before: previous.averageOrderValue,
      format: naira,
    },
    {
      label: 'Delivered',
      now: share(current.delivery, current.orders),
      before: share(previous.delivery, previous.orders),
      format: percent,
    },
    { label: 'Received', now: current.received, before: previous.received, format: naira },
    { label: 'Still owed', now: current.owed, before: previous.owed, format: naira },
  ];
  return (
    <Box
      component="dl"
      aria-label="Figures"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1, m: 0 }}
    >
      {lines.map(({ label, now, before, format }) => (
        <Box key={label} sx={{ p: 1.25, borderRadius: 3, bgcolor: 'action.hover', minWidth: 0 }}>
          <Typography component="dt" sx={{ fontWeight: 700, fontSize: '0.95rem' }}>
            {label}
          </Typography>
          <Typography component="dd" variant="h3" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {format(now)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '0.85rem', fontWeight: 700 }}>
            {changeText(now, before)} · before {format(before)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
