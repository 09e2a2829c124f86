import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReportSummary } from '../../src/components/vendor/Reports/ReportSummary';
import { busyMonth, emptyWeek, oneDay } from './reportFixtures';

/** The range's headline figures beside the previous range's, from the domain's own figures. */
const meta = {
  title: 'Vendor/Reports/ReportSummary',
  component: ReportSummary,
  args: { current: busyMonth.current.summary, previous: busyMonth.previous.summary },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof ReportSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A busy month: six figures, each with ▲/▼ and the figure before. */
export const BusyMonth: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Revenue')).toBeVisible();
    await expect(canvas.getByText('Still owed')).toBeVisible();
  },
};

/** One day after an empty one: nothing to compare with. */
export const FirstDay: Story = {
  args: { current: oneDay.current.summary, previous: oneDay.previous.summary },
};

/** Nothing in either range: zeros, never a broken percentage. */
export const Empty: Story = {
  args: { current: emptyWeek.current.summary, previous: emptyWeek.previous.summary },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).not.toMatch(/NaN|Infinity/);
  },
};

/** Six figures on a 320 px phone, two to a row. */
export const SmallPhone: Story = {
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
};
