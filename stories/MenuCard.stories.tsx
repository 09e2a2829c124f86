import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MenuCard } from '../src/components/MenuCard/MenuCard';
import { MENU_SEED as CATALOGUE } from '../src/domain/menuSeed';

const [mini, , mega, , jumbo, , burger] = CATALOGUE;

const meta = {
  title: 'Menu/MenuCard',
  component: MenuCard,
  args: { item: mega!, onAdd: fn(), onToggleWishlist: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Mega Package' })).toBeVisible();
    await expect(canvas.getByText('₦1,500')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Mega Package to cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith(3);
    await expect(args.onToggleWishlist).not.toHaveBeenCalled();
  },
};

export const InCart: Story = { args: { item: jumbo!, quantityInCart: 3 } };

export const Wishlisted: Story = {
  args: { item: mini!, wishlisted: true },
  play: async ({ args, canvas, userEvent }) => {
    const heart = canvas.getByRole('button', { name: 'Remove Mini Package from wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(args.onToggleWishlist).toHaveBeenCalledWith(1);
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const SoldOut: Story = {
  args: { item: burger!, soldOut: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Chicken Burger sold out' })).toBeDisabled();
  },
};

export const LongText: Story = {
  args: {
    item: {
      ...jumbo!,
      name: 'Jumbo(Turkey) Package with extra plantain and a second bottle of water',
      desc: 'spaghetti, sausage, plantain, bottled water and turkey (x2), with pepper sauce on the side and a cold drink for the walk back to the hostel',
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

// Issue 29: the phone's compact row (below 600 px), at the reference phone and the narrowest.
const phone = { viewport: { value: 'mobile', isRotated: false } };
const phoneSmall = { viewport: { value: 'phoneSmall', isRotated: false } };

export const PhoneRow: Story = {
  args: { item: mini! },
  globals: phone,
  play: async ({ canvas }) => {
    // A row, not a card: about 100 px tall, the Add button a 44 px target.
    const row = canvas.getByRole('article', { name: 'Mini Package' });
    await expect(row.getBoundingClientRect().height).toBeLessThanOrEqual(110);
    const add = canvas.getByRole('button', { name: 'Add Mini Package to cart' });
    await expect(add.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const PhoneRowSoldOut: Story = {
  args: { item: burger!, soldOut: true },
  globals: phone,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Chicken Burger sold out' })).toBeDisabled();
  },
};

export const PhoneRowLongName: Story = {
  args: { ...LongText.args, item: LongText.args!.item! },
  globals: phoneSmall,
};

export const PhoneRowInCart: Story = {
  args: { item: jumbo!, quantityInCart: 2, onRemove: fn() },
  globals: phone,
  play: async ({ args, canvas, userEvent }) => {
    // The stepper: − takes one out, + is still the Add button (held early taps find it by name).
    await userEvent.click(canvas.getByRole('button', { name: 'Remove one Jumbo Package from cart' }));
    await expect(args.onRemove).toHaveBeenCalledWith(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Jumbo Package to cart' }));
    await expect(args.onAdd).toHaveBeenCalledWith(5);
  },
};

export const PhoneRowInCartSmall: Story = {
  args: { item: jumbo!, quantityInCart: 12, onRemove: fn() },
  globals: phoneSmall,
};
