import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MenuGrid } from '../src/components/MenuGrid/MenuGrid';
import { MENU_SEED } from '../src/domain/menuSeed';

const meta = {
  title: 'Menu/MenuGrid',
  component: MenuGrid,
  parameters: { layout: 'fullscreen' },
  args: { items: MENU_SEED, onAdd: fn(), onToggleWishlist: fn() },
} satisfies Meta<typeof MenuGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const section = canvas.getByRole('region', { name: 'Our Menu' });
    await expect(section).toHaveAttribute('id', 'menu');
    await expect(within(section).getAllByRole('article')).toHaveLength(9);
    await expect(section.querySelector('#mini-turkey-package')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Chicken and Chips to cart' }));
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).toHaveBeenCalledWith(9);
  },
};

export const WithCartWishlistAndSoldOut: Story = {
  args: {
    cart: [
      { id: 1, quantity: 2 },
      { id: 5, quantity: 1 },
    ],
    wishlistIds: [3, 8],
    soldOutIds: [2],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mini(Turkey) Package sold out' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove Mega Package from wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { cart: [{ id: 1, quantity: 2 }] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
