import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { WishlistPanel } from '../src/components/WishlistPanel/WishlistPanel';
import { menuItem } from './fixtures/data';

const meta = {
  title: 'Shop/WishlistPanel',
  component: WishlistPanel,
  parameters: { layout: 'fullscreen' },
  args: { open: true, items: [menuItem(3), menuItem(8)], onAddToCart: fn(), onRemove: fn(), onClose: fn() },
} satisfies Meta<typeof WishlistPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { items: [] },
  play: async () => {
    const panel = within(await screen.findByRole('dialog', { name: 'Wishlist (0)' }));
    await expect(panel.getByText('Your wishlist is empty')).toBeVisible();
  },
};

export const WithItems: Story = {
  play: async ({ args, userEvent }) => {
    const panel = within(await screen.findByRole('dialog', { name: 'Wishlist (2)' }));
    await userEvent.click(panel.getByRole('button', { name: 'Add Chicken Burger and Fries to cart' }));
    await expect(args.onAddToCart).toHaveBeenCalledTimes(1);
    await expect(args.onAddToCart).toHaveBeenCalledWith(8);
    await userEvent.click(panel.getByRole('button', { name: 'Remove Mega Package from wishlist' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).toHaveBeenCalledWith(3);
  },
};

export const SoldOut: Story = {
  args: { items: [menuItem(3), menuItem(6), menuItem(8)], soldOutIds: [6] },
  play: async ({ args }) => {
    const panel = within(await screen.findByRole('dialog'));
    await expect(panel.getByRole('button', { name: 'Jumbo(Turkey) Package sold out' })).toBeDisabled();
    await expect(args.onAddToCart).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
