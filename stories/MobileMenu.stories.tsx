import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { MobileMenu } from '../src/components/MobileMenu/MobileMenu';

const meta = {
  title: 'Shell/MobileMenu',
  component: MobileMenu,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    open: true,
    onClose: fn(),
    onLogin: fn(),
    onSignup: fn(),
    onLogout: fn(),
    onTrackOrder: fn(),
    onOpenAddresses: fn(),
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  play: async ({ args, userEvent }) => {
    const menu = await screen.findByRole('dialog', { name: 'Welcome, Guest' });
    await expect(within(menu).getByText('G')).toBeVisible();
    await expect(within(menu).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: 'Signup' }));
    await expect(args.onSignup).toHaveBeenCalledOnce();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const SignedIn: Story = {
  name: 'Signed in, payment not verified',
  args: { username: 'tunde_o' },
  play: async ({ args, userEvent }) => {
    const menu = await screen.findByRole('dialog', { name: 'Welcome, tunde_o' });
    await expect(within(menu).getByText('T')).toBeVisible();
    await expect(within(menu).queryByRole('button', { name: 'Track your Order' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const PaymentVerified: Story = {
  name: 'Signed in, payment verified',
  args: { username: 'tunde_o', paymentVerified: true },
  play: async ({ args, userEvent }) => {
    const menu = await screen.findByRole('dialog');
    await userEvent.click(within(menu).getByRole('button', { name: 'Track your Order' }));
    await expect(args.onTrackOrder).toHaveBeenCalledOnce();
  },
};

export const LongName: Story = {
  args: { username: 'oluwadamilare.adebayo-williams' },
};

/** Issue 13: the order to pay and My orders, from the slide-in menu. */
export const OrderToPay: Story = {
  name: 'Signed in, an order to pay',
  args: { username: 'tunde_o', orderToPay: 482913, onPayOrder: fn(), onOpenOrders: fn() },
  play: async ({ args, userEvent }) => {
    const menu = await screen.findByRole('dialog', { name: 'Welcome, tunde_o' });
    await userEvent.click(within(menu).getByRole('button', { name: 'My orders' }));
    await expect(args.onOpenOrders).toHaveBeenCalledOnce();
    await userEvent.click(within(menu).getByRole('button', { name: 'Pay for order #482913' }));
    await expect(args.onPayOrder).toHaveBeenCalledOnce();
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};
