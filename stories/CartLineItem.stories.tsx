import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { CartLineItem } from '../src/components/CartDrawer/CartLineItem';
import { SidePanel } from '../src/components/SidePanel/SidePanel';
import { MAX_QUANTITY_PER_ITEM } from '../src/domain/constants';
import { menuItem } from './fixtures/data';

const mega = menuItem(3);

/** One line of the cart; CartDrawer's stories show it among the others. */
const meta = {
  title: 'Shop/CartDrawer/CartLineItem',
  component: CartLineItem,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      // In the panel it lives in: the line's layout comes from the side panel's styles.
      <SidePanel open title="Your Cart (2)" closeLabel="Close cart" onClose={() => {}}>
        <ul aria-label="Cart items" className="Bukka-cart-lines">
          <Story />
        </ul>
      </SidePanel>
    ),
  ],
  args: {
    item: mega,
    quantity: 2,
    lineTotal: mega.price * 2,
    soldOut: false,
    onIncrease: fn(),
    onDecrease: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof CartLineItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const line = within(await screen.findByRole('dialog'));
    await expect(line.getByRole('status', { name: `Quantity of ${mega.name}` })).toHaveTextContent('2');
    await expect(line.getByText('₦3,000')).toBeVisible();
    await userEvent.click(line.getByRole('button', { name: `Increase ${mega.name}` }));
    await expect(args.onIncrease).toHaveBeenCalledWith(mega.id);
    await userEvent.click(line.getByRole('button', { name: `Decrease ${mega.name}` }));
    await expect(args.onDecrease).toHaveBeenCalledWith(mega.id);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const SoldOut: Story = {
  args: { soldOut: true },
  play: async ({ args, userEvent }) => {
    const line = within(await screen.findByRole('dialog'));
    await expect(line.getByText('Sold out')).toBeVisible();
    // Less is still the customer's choice; more is not.
    await expect(line.getByRole('button', { name: `Increase ${mega.name}` })).toBeDisabled();
    await userEvent.click(line.getByRole('button', { name: `Decrease ${mega.name}` }));
    await expect(args.onDecrease).toHaveBeenCalledWith(mega.id);
  },
};

export const AtTheLimit: Story = {
  args: { quantity: MAX_QUANTITY_PER_ITEM, lineTotal: mega.price * MAX_QUANTITY_PER_ITEM },
  play: async () => {
    const line = within(await screen.findByRole('dialog'));
    await expect(line.getByRole('button', { name: `Increase ${mega.name}` })).toBeDisabled();
  },
};

export const LongName: Story = {
  args: {
    item: { ...mega, name: 'Mega Package with extra plantain, coleslaw, two turkey wings and chilled zobo' },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
