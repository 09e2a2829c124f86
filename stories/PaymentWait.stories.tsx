import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { PaymentWait } from '../src/components/PaymentWait/PaymentWait';

/** The payment dialog while the server works: before PaymentDialog has an order to pay for. */
const meta = {
  title: 'Shop/PaymentWait',
  component: PaymentWait,
  parameters: { layout: 'fullscreen' },
  args: { open: true, label: 'Creating your order', onClose: fn() },
} satisfies Meta<typeof PaymentWait>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CreatingOrder: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Creating your order…' });
    // The dialog fades in.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(screen.getByRole('progressbar', { name: 'Creating your order' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const CheckingCardMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { label: 'Checking your card payment' },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Checking your card payment…' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
