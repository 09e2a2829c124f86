import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CartTotals } from '../src/components/CartDrawer/CartTotals';
import { totalsOf } from '../src/domain/cart';

/** The cart's sums; the figures come from the domain's one total rule, as in the app. */
const meta = {
  title: 'Shop/CartDrawer/CartTotals',
  component: CartTotals,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  args: { mode: 'pickup', ...totalsOf([{ lineTotal: 4200 }], false, '') },
} satisfies Meta<typeof CartTotals>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pickup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Pickup pays no fee, so no delivery line.
    await expect(canvas.queryByText('Delivery')).toBeNull();
    await expect(canvas.getAllByText('₦4,200')).toHaveLength(2);
  },
};

export const Delivery: Story = {
  args: { mode: 'delivery', ...totalsOf([{ lineTotal: 4200 }], true, 'outside_school') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Delivery')).toBeVisible();
    await expect(canvas.getByText('₦500')).toBeVisible();
    await expect(canvas.getByText('₦4,700')).toBeVisible();
  },
};

export const LargeOrder: Story = {
  args: { mode: 'delivery', ...totalsOf([{ lineTotal: 1_250_000 }], true, 'outside_town') },
};

export const EmptyCart: Story = {
  args: { mode: 'pickup', ...totalsOf([], false, '') },
};

export const Mobile: Story = {
  args: { mode: 'delivery', ...totalsOf([{ lineTotal: 4200 }], true, 'inside_school') },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** Delivery before a location is chosen: the fee is not known yet, so it is not ₦0 (issue 29). */
export const DeliveryNoAreaYet: Story = {
  name: 'Delivery, no area chosen yet',
  args: { mode: 'delivery', zoneChosen: false, ...totalsOf([{ lineTotal: 4200 }], true, '') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('choose an area')).toBeVisible();
    await expect(canvas.queryByText('₦0')).toBeNull();
  },
};
