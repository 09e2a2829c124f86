import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { HourFigure } from '../../../domain/reports';
import { ChartFigure } from './ChartFigure';
import { compared, hourLabel } from './reportFormat';
import { CHART_HEIGHT, chartMargin, totalOf, wholeTick } from './chartLayout';

export interface HoursChartProps {
  /** Hours 0–23, Lagos time. */
  hours: readonly HourFigure[];
  previousHours: readonly HourFigure[];
}

/** The hours the rush comes in (issue 31): orders per hour of the day, pickup and delivery stacked. */
export function HoursChart({ hours, previousHours }: HoursChartProps) {
  const { palette } = useTheme();
  const orders = (list: readonly HourFigure[]) => totalOf(list, (h) => h.pickup + h.delivery);
  const busiest = [...hours].sort((a, b) => b.pickup + b.delivery - (a.pickup + a.delivery))[0];
  return (
    <ChartFigure
      title="Orders per hour"
      summary={
        <>
          Orders {compared(orders(hours), orders(previousHours))}
          {busiest && orders(hours) > 0 && (
            <>
              <br />
              Busiest at {hourLabel(busiest.hour)} ({busiest.pickup + busiest.delivery} orders)
            </>
          )}
        </>
      }
      empty={orders(hours) > 0 ? null : 'No orders in this range.'}
      chart={
        <BarChart
          height={CHART_HEIGHT}
          margin={chartMargin}
          skipAnimation
          // The chart is hidden from assistive technology (its table reads it): nothing in it takes focus.
          disableKeyboardNavigation
          xAxis={[
            {
              scaleType: 'band',
              data: hours.map((h) => h.hour),
              valueFormatter: (hour: number, context) =>
                context.location === 'tick' ? String(hour) : hourLabel(hour),
            },
          ]}
          yAxis={[{ width: 28, valueFormatter: wholeTick }]}
          series={[
            {
              data: hours.map((h) => h.pickup),
              label: 'Pickup',
              stack: 'orders',
              color: palette.primary.dark,
            },
            {
              data: hours.map((h) => h.delivery),
              label: 'Delivery',
              stack: 'orders',
              color: palette.secondary.main,
            },
          ]}
        />
      }
      table={{
        columns: ['Hour', 'Pickup', 'Delivery'],
        // The hours with orders: 24 rows of zeros say nothing to a screen reader.
        rows: hours
          .filter((h) => h.pickup + h.delivery > 0)
          .map((h) => [hourLabel(h.hour), h.pickup, h.delivery]),
      }}
    />
  );
}
