import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CartCheckout } from '../src/components/CartDrawer/CartCheckout';
import { cartLines, totalsOf } from '../src/domain/cart';
import { CHECKOUT_LABEL } from '../src/domain/messages';
import { MENU_SEED } from '../src/domain/menuSeed';
import { checkoutArgs } from './fixtures/checkoutArgs';
import { ADDRESSES, ALL_ITEMS, ONE_ITEM } from './fixtures/data';

const oneLine = cartLines(ONE_ITEM, MENU_SEED);
const everyLine = cartLines(ALL_ITEMS, MENU_SEED);

/**
 * The cart's checkout part on its own (issue 30): the fields and the checkout button under the
 * lines the drawer hands it (here a stand-in list). The whole drawer's states are CartDrawer's.
 */
const meta = {
  title: 'Cart/CartCheckout',
  component: CartCheckout,
  args: {
    lines: oneLine,
    count: 1,
    totals: totalsOf(oneLine, false, ''),
    children: <p>The cart’s lines, as the drawer draws them.</p>,
    ...checkoutArgs(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CartCheckout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pickup without a phone yet: the button says what is missing. */
export const PickupNoPhone: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: CHECKOUT_LABEL })).toBeVisible();
    await expect(canvas.getByText('Add your phone number')).toBeVisible();
  },
};

/** Delivery, every package, a saved address, on the narrowest phone. */
export const DeliveryOnSmallPhone: Story = {
  args: {
    lines: everyLine,
    count: everyLine.length,
    totals: totalsOf(everyLine, true, 'inside_school'),
    mode: 'delivery',
    zone: 'inside_school',
    phone: '08031234567',
    addresses: ADDRESSES,
    selectedAddressId: ADDRESSES[0]!.id,
  },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
};

/** Checking out: the button is busy. */
export const Submitting: Story = { args: { phone: '08031234567', submitting: true } };
