import type { Meta, StoryObj } from '@storybook/react-vite';
import Stack from '@mui/material/Stack';
import { expect, userEvent, within } from 'storybook/test';
import { BestSellers } from '../../src/components/vendor/Reports/BestSellers';
import { HoursChart } from '../../src/components/vendor/Reports/HoursChart';
import { RefusalsChart } from '../../src/components/vendor/Reports/RefusalsChart';
import { TakingsChart } from '../../src/components/vendor/Reports/TakingsChart';
import { ZoneFees } from '../../src/components/vendor/Reports/ZoneFees';
import type { ReportResponse } from '../../src/domain/reports';
import { busyMonth, emptyWeek, oneDay } from './reportFixtures';

/** Every chart of the Reports tab for one answer of the API, on a 360 px phone. */
function ReportCharts({ report }: { report: ReportResponse }) {
  const { current, previous } = report;
  return (
    <Stack spacing={1.5} sx={{ p: 1 }}>
      <TakingsChart days={current.takingsByDay} previousDays={previous.takingsByDay} />
      <HoursChart hours={current.ordersByHour} previousHours={previous.ordersByHour} />
      <BestSellers sellers={current.bestSellers} previousSellers={previous.bestSellers} />
      <ZoneFees zones={current.feesByZone} previousZones={previous.feesByZone} />
      <RefusalsChart days={current.refusalsByDay} previousDays={previous.refusalsByDay} />
    </Stack>
  );
}

const meta = {
  title: 'Vendor/ReportCharts',
  component: ReportCharts,
  args: { report: busyMonth },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof ReportCharts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A week with no orders: each figure says so instead of an empty chart. */
export const Empty: Story = {
  args: { report: emptyWeek },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No money taken in this range.')).toBeVisible();
    await expect(canvas.getByText('No orders in this range.')).toBeVisible();
    await expect(canvas.getByText('Nothing sold in this range.')).toBeVisible();
    await expect(canvas.getByText('No order declined or expired in this range.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show as table' })).toBeNull();
  },
};

/** One day: a single bar per day chart, the hours of its lunch and dinner. */
export const OneDay: Story = {
  args: { report: oneDay },
  play: async ({ canvas }) => {
    const takings = within(canvas.getByRole('region', { name: 'Takings per day' }));
    // The hidden table a screen reader reads: one day, its money by method.
    const [, row] = takings.getAllByRole('row', { hidden: true });
    await expect(row).toHaveTextContent('21 Nov');
  },
};

/**
 * A busy month: thirty days of bars, the rush hours; 'Show as table' puts the exact numbers on
 * screen (the hours chart's, here).
 */
export const BusyMonth: Story = {
  play: async ({ canvas }) => {
    const hours = within(canvas.getByRole('region', { name: 'Orders per hour' }));
    await userEvent.click(hours.getByRole('button', { name: 'Show as table' }));
    const noon = hours.getByRole('rowheader', { name: '12:00' });
    await expect(noon).toBeVisible();
    const cells = within(noon.closest('tr')!).getAllByRole('cell');
    const { pickup, delivery } = busyMonth.current.ordersByHour[12]!;
    await expect(cells.map((c) => c.textContent)).toEqual([String(pickup), String(delivery)]);
    await expect(hours.getByRole('button', { name: 'Show as chart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};
