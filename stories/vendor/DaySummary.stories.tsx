import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DaySummary } from '../../src/components/vendor/DaySummary/DaySummary';
import { daySummary } from '../../src/domain/daySummary';
import { accepted, completed, declined, makeOrder, manyOrders, NOW, pendingDelivery } from './fixtures';

const meta = {
  title: 'Vendor/DaySummary',
  component: DaySummary,
  args: { summary: daySummary(manyOrders, NOW) },
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

/**
 * The issue's till (issue 15): two completed orders, one never paid (cash) and one whose transfer
 * was never confirmed, a confirmed transfer on a pending order, a card paid on an accepted one.
 * Received counts only the money in; the completed orders' value and what is owed on them apart.
 */
export const TakingsBreakdown: Story = {
  args: {
    summary: daySummary(
      [
        makeOrder({
          ref: 1,
          status: 'completed',
          items: [[5, 1]],
          minutes: 50,
          payment: { method: 'cash', state: 'cash_due' },
        }),
        makeOrder({
          ref: 2,
          status: 'completed',
          items: [[3, 2]],
          minutes: 40,
          payment: { method: 'transfer', state: 'awaiting_confirmation' },
        }),
        makeOrder({
          ref: 3,
          status: 'pending',
          items: [[1, 1]],
          minutes: 5,
          payment: { method: 'transfer', state: 'paid' },
        }),
        makeOrder({
          ref: 4,
          status: 'accepted',
          items: [[7, 1]],
          minutes: 9,
          payment: { method: 'paystack', state: 'paid' },
        }),
        makeOrder({
          ref: 5,
          status: 'completed',
          items: [[9, 1]],
          minutes: 30,
          payment: { method: 'cash', state: 'paid' },
        }),
        declined,
      ],
      NOW,
    ),
  },
  play: async ({ canvas }) => {
    const money = within(canvas.getByRole('group', { name: 'Money' }));
    const figures = money.getAllByRole('definition').map((d) => d.textContent);
    // Received 1,200 + 1,500 + 2,500; completed 2,500 + 3,000 + 2,500; owed 2,500 + 3,000.
    await expect(figures).toEqual([
      '₦5,200',
      'Card ₦1,500 · Transfer ₦1,200 · Cash ₦2,500',
      '₦8,000',
      '₦5,500',
    ]);
  },
};

/** Yesterday's orders and declined ones are left out. */
export const TodayOnly: Story = {
  args: {
    summary: daySummary(
      [
        completed,
        accepted,
        declined,
        pendingDelivery,
        makeOrder({
          ref: 900,
          status: 'completed',
          items: [[6, 10]],
          minutes: 24 * 60,
          payment: { method: 'cash', state: 'paid' },
        }),
      ],
      NOW,
    ),
  },
  play: async ({ canvas }) => {
    const orders = within(canvas.getByRole('group', { name: 'Orders' }));
    await expect(orders.getAllByRole('definition').map((d) => d.textContent)).toEqual(['4', '1', '2']);
    const money = within(canvas.getByRole('group', { name: 'Money' }));
    // The accepted card order (₦7,000) and the completed transfer (₦2,500) are in; nothing owed.
    await expect(money.getAllByRole('definition')[0]).toHaveTextContent('₦9,500');
    await expect(money.getAllByRole('definition').at(-1)).toHaveTextContent('₦0');
  },
};

/** Nothing yet today. */
export const QuietDay: Story = {
  args: { summary: daySummary([], NOW) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing sold yet today.')).toBeVisible();
    await expect(canvas.getAllByText('₦0').length).toBeGreaterThan(0);
  },
};

/** Before the server first answers. */
export const Loading: Story = {
  args: { summary: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: "Loading today's summary" })).toBeVisible();
  },
};

/** The last read failed: the figures stay, with the reason above them. */
export const WithError: Story = {
  args: { error: "Today's summary could not be read: The network is unreachable." },
};

export const Mobile: Story = {
  decorators: [(Story) => <Story />],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
