import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ReportsLoading } from '../../src/components/vendor/Reports/ReportsLoading';

/** The Reports tab while the charts' chunk is on its way. */
const meta = {
  title: 'Vendor/Reports/ReportsLoading',
  component: ReportsLoading,
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof ReportsLoading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Reports' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Loading the reports' })).toBeVisible();
  },
};

export const SmallPhone: Story = {
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
};
