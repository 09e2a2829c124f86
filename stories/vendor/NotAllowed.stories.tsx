import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotAllowed } from '../../src/components/vendor/NotAllowed/NotAllowed';

const meta = {
  title: 'Vendor/NotAllowed',
  component: NotAllowed,
  args: { who: 'guest', onLogin: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotAllowed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'This page is for the vendor' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in as the vendor' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const Customer: Story = {
  args: { who: 'customer', username: 'ada' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You are signed in as ada, a customer account/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out and log in as the vendor' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { who: 'customer', username: 'oluwadamilare_babatunde_williams_akinwumi' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
