import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { ORDER_ALERT_LABEL, OrderAlertOffer } from '../src/components/OrderAlertOffer/OrderAlertOffer';
import { CopyButton } from '../src/components/PaymentDialog/CopyButton';
import { PaymentDialog } from '../src/components/PaymentDialog/PaymentDialog';
import { PAYMENT_CONFIG, PAYMENT_CONFIG_WITH_CARD } from './fixtures/data';

const meta = {
  title: 'Orders/PaymentDialog',
  component: PaymentDialog,
  // Parts drawn by PaymentDialog's own stories, listed for their props tables.
  subcomponents: { CopyButton },
  parameters: { layout: 'fullscreen' },
  args: { open: true, orderRef: 1042, amount: 3300, config: PAYMENT_CONFIG, onPay: fn(), onClose: fn() },
} satisfies Meta<typeof PaymentDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = async () => {
  const element = await screen.findByRole('dialog', { name: 'Pay for your order' });
  // Wait for the fade-in to end.
  await waitFor(() => expect(element).toBeVisible());
  return within(element);
};

export const BankTransfer: Story = {
  play: async ({ args, userEvent }) => {
    const d = await dialog();
    await expect(d.getByText('#1042')).toBeVisible();
    await expect(d.getAllByText('₦3,300')[0]).toBeVisible();
    await expect(d.getByText('6012345678')).toBeVisible();
    await expect(d.getByText('Moniepoint MFB')).toBeVisible();
    await expect(d.queryByRole('radio', { name: 'Card' })).not.toBeInTheDocument();
    await userEvent.click(d.getByRole('button', { name: 'I have sent it' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await expect(args.onPay).toHaveBeenCalledWith('transfer');
  },
};

export const CashOnPickup: Story = {
  play: async ({ args, userEvent }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('radio', { name: 'Cash on pickup' }));
    await expect(d.queryByText('6012345678')).not.toBeInTheDocument();
    await userEvent.click(d.getByRole('button', { name: 'I will pay cash' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await expect(args.onPay).toHaveBeenCalledWith('cash');
  },
};

export const WithCard: Story = {
  name: 'Card enabled (Paystack)',
  args: { config: PAYMENT_CONFIG_WITH_CARD, mode: 'delivery', amount: 5800 },
  play: async ({ args, userEvent }) => {
    const d = await dialog();
    await expect(d.getByRole('radio', { name: 'Cash on delivery' })).not.toBeChecked();
    await userEvent.click(d.getByRole('radio', { name: 'Card' }));
    await userEvent.click(d.getByRole('button', { name: 'Pay ₦5,800 by card' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
    await expect(args.onPay).toHaveBeenCalledWith('paystack');
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByRole('button', { name: /I have sent it/ })).toBeDisabled();
    await expect(d.getByRole('progressbar', { name: 'Sending' })).toBeInTheDocument();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const AwaitingConfirmation: Story = {
  args: { status: 'done', result: 'awaiting_confirmation' },
  play: async ({ args, userEvent }) => {
    const d = await dialog();
    await expect(
      d.getByText('Thank you! The kitchen will confirm your transfer of ₦3,300 shortly.'),
    ).toBeVisible();
    await userEvent.click(d.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A signed-in customer's thank-you (issue 29): the main button goes to My orders, the live tracker. */
export const DoneFollowInMyOrders: Story = {
  name: 'Done: follow it in My orders',
  args: { status: 'done', result: 'awaiting_confirmation', onFollowOrder: fn() },
  play: async ({ args, userEvent }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Follow it in My orders' }));
    await expect(args.onFollowOrder).toHaveBeenCalledOnce();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * The thank-you with Web Push's offer (issue 28): 'Tell me when it’s ready' once the order is
 * placed, never while the customer is still choosing how to pay.
 */
export const DoneWithAlertOffer: Story = {
  name: 'Done: tell me when it’s ready',
  args: {
    status: 'done',
    result: 'awaiting_confirmation',
    onFollowOrder: fn(),
    alertOffer: <OrderAlertOffer state="off" onTurnOn={fn()} />,
  },
  play: async () => {
    const d = await dialog();
    await expect(d.getByRole('button', { name: ORDER_ALERT_LABEL })).toBeVisible();
  },
};

export const CashDue: Story = {
  args: { status: 'done', result: 'cash_due', mode: 'delivery' },
  play: async () => {
    const d = await dialog();
    await expect(d.getByText('Please pay ₦3,300 in cash when your food arrives.')).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ args }) => {
    const d = await dialog();
    await expect(d.getByRole('alert')).toHaveTextContent(
      'We could not record your payment choice. Please try again.',
    );
    await expect(d.getByRole('button', { name: 'I have sent it' })).toBeEnabled();
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { config: PAYMENT_CONFIG_WITH_CARD },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const Paid: Story = {
  args: { status: 'done', result: 'paid', config: PAYMENT_CONFIG_WITH_CARD },
  play: async () => {
    const d = await dialog();
    await expect(d.getByText('Payment of ₦3,300 received. Thank you!')).toBeVisible();
  },
};

/** Issue 13: each value the bank app asks for is one tap to copy; 'Copied' stays on the last. */
export const CopyConfirmation: Story = {
  name: 'Transfer, account number copied',
  args: { onCopy: fn(async () => {}) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, userEvent }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Copy amount' }));
    await expect(args.onCopy).toHaveBeenCalledWith('3300');
    await userEvent.click(d.getByRole('button', { name: 'Copy narration' }));
    await expect(args.onCopy).toHaveBeenCalledWith('1042');
    await userEvent.click(d.getByRole('button', { name: 'Copy account number' }));
    await expect(args.onCopy).toHaveBeenLastCalledWith('6012345678');
    await expect(await d.findByRole('button', { name: 'Copied account number' })).toHaveTextContent('Copied');
    await expect(d.getByRole('button', { name: 'Copy amount' })).toHaveTextContent('Copy');
  },
};

export const CopyFailed: Story = {
  name: 'Transfer, copy failed',
  args: { onCopy: fn(async () => Promise.reject(new Error('No clipboard'))) },
  play: async ({ userEvent }) => {
    const d = await dialog();
    await userEvent.click(d.getByRole('button', { name: 'Copy account number' }));
    await expect(await d.findByText('Copy failed')).toBeVisible();
  },
};

export const ExampleDetails: Story = {
  name: 'Transfer, example bank details (BANK_* not set)',
  args: {
    config: {
      ...PAYMENT_CONFIG,
      bank: { bankName: 'Demo Bank', accountName: 'Bukka Foods', accountNumber: '0123456789', example: true },
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const d = await dialog();
    await expect(d.getByText(/These are example bank details/)).toBeVisible();
  },
};

export const MobileConfirmInView: Story = {
  name: "Mobile, 'I have sent it' in view",
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const d = await dialog();
    const confirm = d.getByRole('button', { name: 'I have sent it' });
    const box = confirm.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(box.top).toBeGreaterThanOrEqual(0);
  },
};
