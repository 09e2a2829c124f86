import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { RefusalsDay } from '../../../domain/reports';
import { ChartFigure } from './ChartFigure';
import { compared, dayLabel, dayTick } from './reportFormat';
import { CHART_HEIGHT, chartMargin, totalOf, wholeTick } from './chartLayout';

export interface RefusalsChartProps {
  days: readonly RefusalsDay[];
  previousDays: readonly RefusalsDay[];
}

/**
 * Orders that took no money, per day and why (issue 31): declined by the kitchen, or expired
 * (never paid in time).
 */
export function RefusalsChart({ days, previousDays }: RefusalsChartProps) {
  const { palette } = useTheme();
  const declined = (list: readonly RefusalsDay[]) => totalOf(list, (d) => d.declined);
  const expired = (list: readonly RefusalsDay[]) => totalOf(list, (d) => d.expired);
  const labels = days.map((d) => d.day);
  return (
    <ChartFigure
      title="Declined and expired"
      summary={
        <>
          Declined by the kitchen {compared(declined(days), declined(previousDays))}
          <br />
          Expired unpaid {compared(expired(days), expired(previousDays))}
        </>
      }
      empty={declined(days) + expired(days) > 0 ? null : 'No order declined or expired in this range.'}
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
              data: labels,
              valueFormatter: (day: string, context) =>
                context.location === 'tick' ? dayTick(day, day === labels[0]) : dayLabel(day),
            },
          ]}
          yAxis={[{ width: 28, valueFormatter: wholeTick }]}
          series={[
            {
              data: days.map((d) => d.declined),
              label: 'Declined',
              stack: 'refused',
              color: palette.error.main,
            },
            {
              data: days.map((d) => d.expired),
              label: 'Expired',
              stack: 'refused',
              color: palette.grey[500],
            },
          ]}
        />
      }
      table={{
        columns: ['Day', 'Declined', 'Expired'],
        rows: days
          .filter((d) => d.declined + d.expired > 0)
          .map((d) => [dayLabel(d.day), d.declined, d.expired]),
      }}
    />
  );
}
