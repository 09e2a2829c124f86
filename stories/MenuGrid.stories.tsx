import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { EMPTY_MENU_MESSAGE, MenuGrid } from '../src/components/MenuGrid/MenuGrid';
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

/** Issue 29: the category chips over the rows, on the narrowest phone. */
export const CategoryChipsSmallPhone: Story = {
  args: { cart: [{ id: 7, quantity: 1 }], soldOutIds: [2] },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async ({ canvas }) => {
    const chips = canvas.getByRole('navigation', { name: 'Menu categories' });
    await expect(within(chips).getByRole('link', { name: 'Packages' })).toHaveAttribute(
      'href',
      '#menu-packages',
    );
    await expect(within(chips).getByRole('link', { name: 'Burgers' })).toHaveAttribute(
      'href',
      '#menu-burgers',
    );
    await expect(within(canvas.getByRole('group', { name: 'Burgers' })).getAllByRole('article')).toHaveLength(
      3,
    );
  },
};

/** A menu without categories shows no chips and no headings. */
export const NoCategories: Story = {
  args: { items: MENU_SEED.map((item) => ({ ...item, category: '' })).slice(0, 4) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Menu categories' })).toBeNull();
  },
};

/** No package on the menu: a line says so, at 320 px. */
export const Empty: Story = {
  args: { items: [] },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(EMPTY_MENU_MESSAGE)).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
  },
};
