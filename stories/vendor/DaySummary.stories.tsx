import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DaySummary } from '../../src/components/vendor/DaySummary/DaySummary';
import { accepted, completed, declined, makeOrder, manyOrders, NOW, pendingDelivery } from './fixtures';

const meta = {
  title: 'Vendor/DaySummary',
  component: DaySummary,
  args: { orders: manyOrders, now: NOW },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DaySummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A busy day. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Today' })).toBeVisible();
    await expect(canvas.getByText('Best sellers')).toBeVisible();
  },
};

/** Takings count completed orders only; yesterday's orders and declined ones are left out. */
export const TakingsFromCompletedOnly: Story = {
  args: {
    orders: [
      completed,
      accepted,
      declined,
      pendingDelivery,
      makeOrder({ ref: 900, status: 'completed', items: [[6, 10]], minutes: 24 * 60 }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦2,500')).toBeVisible();
    const figures = canvas.getAllByRole('definition').map((d) => d.textContent);
    // Orders, takings, pickup, delivery; then pending, accepted, declined, completed.
    await expect(figures.slice(0, 4)).toEqual(['4', '₦2,500', '1', '2']);
  },
};

/** Nothing yet today. */
export const QuietDay: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing sold yet today.')).toBeVisible();
    await expect(canvas.getByText('₦0')).toBeVisible();
  },
};

export const Mobile: Story = {
  decorators: [(Story) => <Story />],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
