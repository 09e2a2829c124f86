import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ORDER_ALERT_LABEL, OrderAlertOffer } from '../src/components/OrderAlertOffer/OrderAlertOffer';

/** The customer's offer of Web Push (issue 28), after an order is placed and in My orders. */
const meta = {
  title: 'Orders/OrderAlertOffer',
  component: OrderAlertOffer,
  args: { state: 'off', onTurnOn: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderAlertOffer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer: says what they will get; asks only from the tap. */
export const Offer: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(/when the kitchen accepts your order/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ORDER_ALERT_LABEL }));
    await expect(args.onTurnOn).toHaveBeenCalledTimes(1);
  },
};

/** The browser's question is open: the button waits, and says what to do. */
export const Asking: Story = {
  args: { state: 'asking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: ORDER_ALERT_LABEL })).toBeDisabled();
    await expect(canvas.getByText(/Answer the browser’s question/)).toBeVisible();
  },
};

export const On: Story = {
  args: { state: 'on' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('We’ll tell this phone');
  },
};

export const Denied: Story = {
  args: { state: 'denied' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Notifications are blocked for this site');
  },
};

export const Unsupported: Story = {
  args: { state: 'unsupported' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('This browser cannot get notifications');
  },
};
