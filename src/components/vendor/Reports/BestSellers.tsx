import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { share, type ReportSeller } from '../../../domain/reports';
import { FigureTable } from './FigureTable';
import { naira } from './reportFormat';
import { totalOf } from './chartLayout';

export interface BestSellersProps {
  sellers: readonly ReportSeller[];
  /** The previous range's: each package's quantity then, beside now. */
  previousSellers: readonly ReportSeller[];
}

/** A figure with its share of the range under it, in one cell: four columns fit a 360 px phone. */
function withShare(value: string | number, percent: number) {
  return (
    <>
      {value}
      <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}>
        {percent}%
      </Box>
    </>
  );
}

/**
 * Best sellers (issue 31) by quantity and by revenue, each with its share of the range: a table is
 * the chart here (long package names read better in rows than under bars on a phone).
 */
export function BestSellers({ sellers, previousSellers }: BestSellersProps) {
  const quantity = totalOf(sellers, (s) => s.quantity);
  const revenue = totalOf(sellers, (s) => s.revenue);
  const before = new Map(previousSellers.map((s) => [s.id, s.quantity]));
  return (
    <Paper
      component="section"
      aria-labelledby="best-sellers-title"
      variant="outlined"
      sx={{ p: 1.5, borderRadius: 4 }}
    >
      <Typography id="best-sellers-title" component="h3" variant="h4" sx={{ mb: 1 }}>
        Best sellers
      </Typography>
      {sellers.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>Nothing sold in this range.</Typography>
      ) : (
        <FigureTable
          caption="Best sellers"
          columns={['Package', 'Sold, share', 'Revenue, share', 'Sold before']}
          rows={sellers.map((s) => [
            <span key="name" style={{ overflowWrap: 'anywhere' }}>
              {s.name}
            </span>,
            withShare(s.quantity, share(s.quantity, quantity)),
            withShare(naira(s.revenue), share(s.revenue, revenue)),
            before.get(s.id) ?? 0,
          ])}
        />
      )}
    </Paper>
  );
}
