import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CartFoot } from '../src/components/CartDrawer/CartFoot';
import { cartLines, totalsOf } from '../src/domain/cart';
import { CHECKOUT_FIELD_REASONS } from '../src/domain/checkout';
import { CHECKOUT_LABEL, FOOD_NOT_READY_LABEL } from '../src/domain/messages';
import { MENU_SEED } from '../src/domain/menuSeed';
import { soldOutNotice } from '../src/domain/soldOut';
import { ALL_ITEMS, ONE_ITEM } from './fixtures/data';

const pickup = totalsOf(cartLines(ONE_ITEM, MENU_SEED), false, '');
const delivery = totalsOf(cartLines(ALL_ITEMS, MENU_SEED), true, 'inside_school');

/** The cart's foot on its own: the totals, the checkout button and what it says under it. */
const meta = {
  title: 'Cart/CartFoot',
  component: CartFoot,
  args: {
    mode: 'pickup',
    zone: '',
    totals: pickup,
    foodReady: true,
    reason: null,
    notice: '',
    children: (
      <Button variant="contained" size="large" fullWidth>
        {CHECKOUT_LABEL}
      </Button>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartFoot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pickup: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: CHECKOUT_LABEL })).toBeEnabled();
  },
};

/** Delivery with a zone: the fee is in the total. */
export const DeliveryWithZone: Story = {
  args: { mode: 'delivery', zone: 'inside_school', totals: delivery },
};

/** What holds checkout back, said under the button. */
export const WithReason: Story = {
  args: { reason: CHECKOUT_FIELD_REASONS.phone },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CHECKOUT_FIELD_REASONS.phone)).toBeVisible();
  },
};

/** The drawer's first view, the rules not in yet: the reason's line is kept, without words. */
export const ReasonLineKept: Story = { args: { reason: '' } };

/** The kitchen is not ready: the red button stands in for checkout. */
export const FoodNotReady: Story = {
  args: { foodReady: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: FOOD_NOT_READY_LABEL })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: CHECKOUT_LABEL })).toBeNull();
  },
};

/** A sold-out notice under the button, long, on the narrowest phone. */
export const NoticeOnSmallPhone: Story = {
  args: {
    notice: soldOutNotice(MENU_SEED.slice(0, 3).map((item) => item.name)),
    mode: 'delivery',
    zone: 'inside_school',
    totals: delivery,
  },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};
