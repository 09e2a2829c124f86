import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ToCook } from '../../src/components/vendor/ToCook/ToCook';
import { kitchenTotals } from '../../src/domain/kitchenTotals';
import { makeOrder, manyOrders } from './fixtures';

const lunch = [
  makeOrder({
    ref: 1,
    status: 'accepted',
    items: [
      [3, 2],
      [5, 1],
    ],
    minutes: 12,
  }),
  makeOrder({ ref: 2, status: 'accepted', items: [[3, 4]], minutes: 8 }),
  makeOrder({ ref: 3, status: 'accepted', items: [[5, 2]], minutes: 5 }),
  makeOrder({ ref: 4, status: 'pending', items: [[9, 5]], minutes: 1 }),
];

const meta = {
  title: 'Vendor/ToCook',
  component: ToCook,
  args: { lines: kitchenTotals(lunch), orders: 3 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ToCook>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three accepted orders: the pending one is not cooked yet. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Packages to cook')).toHaveTextContent(
      '6 × Mega Package, 3 × Jumbo Package',
    );
    await expect(canvas.getByText('3 accepted orders')).toBeVisible();
  },
};

/** Nothing accepted yet. */
export const Empty: Story = {
  args: { lines: [], orders: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to cook: no accepted order is waiting.')).toBeVisible();
  },
};

/** The orders have not loaded (the server down at the start): nothing is claimed. */
export const NotLoaded: Story = {
  args: { lines: [], orders: 0, known: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not known until the orders load.')).toBeVisible();
    await expect(canvas.queryByText(/Nothing to cook/)).toBeNull();
  },
};

/** A busy hour: every kind of package, long names wrap. */
export const Many: Story = {
  args: {
    lines: kitchenTotals(manyOrders.map((o) => ({ ...o, status: 'accepted' as const }))),
    orders: manyOrders.length,
  },
};

export const Mobile: Story = {
  decorators: [(Story) => <Story />],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
