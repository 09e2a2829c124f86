import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import { expect, userEvent } from 'storybook/test';
import { ChartFigure } from '../../src/components/vendor/Reports/ChartFigure';

/** A stand-in chart: the frame is the subject here, the charts have their own stories. */
const bars = (
  <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 120 }}>
    {[40, 90, 60, 120, 30].map((height, i) => (
      <Box key={i} sx={{ width: 24, height, bgcolor: 'primary.main', borderRadius: 1 }} />
    ))}
  </Box>
);

/** A figure of the Reports tab: title, total beside the previous range, chart or table. */
const meta = {
  title: 'Vendor/Reports/ChartFigure',
  component: ChartFigure,
  args: {
    title: 'Orders per hour',
    summary: 'Orders 330 · ▼ 1% (335 before)',
    chart: bars,
    table: {
      columns: ['Hour', 'Orders'],
      rows: [
        ['09:00', 40],
        ['12:00', 90],
        ['13:00', 60],
        ['18:00', 120],
        ['21:00', 30],
      ],
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof ChartFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chart, its numbers in a visually hidden table for a screen reader. */
export const Chart: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Orders per hour' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Show as table' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

/** 'Show as table' tapped: the table in place of the chart, the button says how to go back. */
export const AsTable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show as table' }));
    await expect(canvas.getByRole('button', { name: 'Show as chart' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('table', { name: 'Orders per hour' })).toBeVisible();
  },
};

/** Nothing in the range: a sentence, no toggle, no empty chart. */
export const Empty: Story = {
  args: { empty: 'No orders in this range.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No orders in this range.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show as table' })).toBeNull();
  },
};

/** A long title and total on a 320 px phone: they wrap, the toggle keeps its 44 px. */
export const LongTextSmallPhone: Story = {
  args: {
    title: 'Declined and expired orders per day',
    summary: 'Declined 48 · ▲ 300% (12 before) · Expired 130 · ▼ 12% (148 before)',
  },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
};
