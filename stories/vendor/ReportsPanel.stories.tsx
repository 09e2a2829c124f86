import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ReportsPanel } from '../../src/components/vendor/Reports/ReportsPanel';
import { busyMonth, longNames } from './reportFixtures';

const meta = {
  title: 'Vendor/ReportsPanel',
  component: ReportsPanel,
  args: {
    preset: 'last30Days',
    range: { from: '2026-11-01', to: '2026-11-30' },
    report: busyMonth,
    loading: false,
    error: '',
    downloading: false,
    downloadError: '',
    onPresetChange: fn(),
    onCustomRangeChange: fn(),
    onDownload: fn(),
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  tags: ['touch-targets'],
} satisfies Meta<typeof ReportsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month's figures, each beside the month before. */
export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Revenue', { selector: 'dt' })).toBeVisible();
    await expect(canvas.getByText(/1 Nov 2026 – 30 Nov 2026 \(30 days\)/)).toBeVisible();
    await canvas.getByRole('button', { name: 'Download CSV' }).click();
    await expect(args.onDownload).toHaveBeenCalledOnce();
  },
};

/** Before the first answer. */
export const Loading: Story = {
  args: { report: null, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading the reports' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  },
};

/** The read failed: the reason, and nothing made up. */
export const WithError: Story = {
  args: { report: null, error: 'The reports could not be read: The network is unreachable.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The network is unreachable');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** A custom range: two date inputs, side by side even on a phone. */
export const CustomRange: Story = {
  args: { preset: 'custom' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('From')).toHaveValue('2026-11-01');
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-11-30');
  },
};

/** Packages with long names wrap in the best sellers' table; the page stays 360 px wide. */
export const LongPackageNames: Story = {
  args: { report: longNames },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Jollof rice with fried plantain/)).toBeVisible();
  },
};

/** The whole panel on a desktop. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
