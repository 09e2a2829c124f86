import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { deliveryZoneLabel } from '../../../domain/delivery';
import type { ZoneFees as Fees } from '../../../domain/reports';
import { FigureTable } from './FigureTable';
import { compared, naira } from './reportFormat';
import { totalOf } from './chartLayout';

export interface ZoneFeesProps {
  zones: readonly Fees[];
  previousZones: readonly Fees[];
}

/** The delivery fees collected per zone (issue 31), in all beside the previous range's. */
export function ZoneFees({ zones, previousZones }: ZoneFeesProps) {
  const fees = (list: readonly Fees[]) => totalOf(list, (z) => z.fees);
  return (
    <Paper
      component="section"
      aria-labelledby="zone-fees-title"
      variant="outlined"
      sx={{ p: 1.5, borderRadius: 4 }}
    >
      <Typography id="zone-fees-title" component="h3" variant="h4">
        Delivery fees per zone
      </Typography>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>
        Fees {compared(fees(zones), fees(previousZones), naira)}
      </Typography>
      {zones.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No deliveries in this range.</Typography>
      ) : (
        <FigureTable
          caption="Delivery fees per zone"
          columns={['Zone', 'Orders', 'Fees']}
          rows={zones.map((z) => [deliveryZoneLabel(z.zone) ?? z.zone, z.orders, naira(z.fees)])}
        />
      )}
    </Paper>
  );
}
