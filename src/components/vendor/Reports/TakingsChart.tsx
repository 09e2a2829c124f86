import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import type { TakingsDay } from '../../../domain/reports';
import { ChartFigure } from './ChartFigure';
import { compared, dayLabel, dayTick, naira } from './reportFormat';
import { CHART_HEIGHT, chartMargin, totalOf } from './chartLayout';

export interface TakingsChartProps {
  days: readonly TakingsDay[];
  /** The previous range's days (same length): its totals beside this range's. */
  previousDays: readonly TakingsDay[];
}

/**
 * Takings per day (issue 31): the money received stacked by how it came (card, transfer, cash),
 * and beside it, apart, what completed orders still owe.
 */
export function TakingsChart({ days, previousDays }: TakingsChartProps) {
  const { palette } = useTheme();
  const received = (list: readonly TakingsDay[]) => totalOf(list, (d) => d.card + d.transfer + d.cash);
  const owed = (list: readonly TakingsDay[]) => totalOf(list, (d) => d.owed);
  const anything = received(days) + owed(days) > 0;
  const labels = days.map((d) => d.day);
  return (
    <ChartFigure
      title="Takings per day"
      summary={
        <>
          Received {compared(received(days), received(previousDays), naira)}
          <br />
          Still owed {compared(owed(days), owed(previousDays), naira)}
        </>
      }
      empty={anything ? null : 'No money taken in this range.'}
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
          yAxis={[{ valueFormatter: (value: number) => `${Math.round(value / 1000)}k`, width: 36 }]}
          series={[
            {
              data: days.map((d) => d.card),
              label: 'Card',
              stack: 'received',
              color: palette.secondary.main,
            },
            {
              data: days.map((d) => d.transfer),
              label: 'Transfer',
              stack: 'received',
              color: palette.primary.dark,
            },
            { data: days.map((d) => d.cash), label: 'Cash', stack: 'received', color: palette.success.main },
            { data: days.map((d) => d.owed), label: 'Still owed', stack: 'owed', color: palette.error.main },
          ].map((series) => ({ ...series, valueFormatter: (v: number | null) => naira(v ?? 0) }))}
        />
      }
      table={{
        columns: ['Day', 'Card', 'Transfer', 'Cash', 'Still owed'],
        rows: days.map((d) => [
          dayLabel(d.day),
          naira(d.card),
          naira(d.transfer),
          naira(d.cash),
          naira(d.owed),
        ]),
      }}
    />
  );
}
