import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { TrackOrderModal } from '../src/components/TrackOrderModal/TrackOrderModal';
import { ORDER_STATUS_SENTENCES } from '../src/domain/myOrders';
import { orderStatusMessage } from '../src/domain/status';
import { ORDER_REF_MESSAGE, TRACK_ERROR_MESSAGE } from '../src/domain/tracker';

const meta = {
  title: 'Orders/TrackOrderModal',
  component: TrackOrderModal,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onCheck: fn(), onClose: fn() },
} satisfies Meta<typeof TrackOrderModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const modal = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Track Your Order' });
  // Wait for the fade-in to end.
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
};

export const Empty: Story = {
  play: async ({ args }) => {
    const m = await modal();
    await expect(m.getByRole('textbox', { name: 'Order reference' })).toHaveValue('');
    await expect(m.getByRole('button', { name: 'Check Status' })).toBeEnabled();
    await expect(args.onCheck).not.toHaveBeenCalled();
  },
};

export const RejectsBadReferences: Story = {
  name: "Rejects '0' and 'abc'",
  play: async ({ args, userEvent }) => {
    const m = await modal();
    const input = m.getByRole('textbox', { name: 'Order reference' });
    await userEvent.type(input, '0');
    await userEvent.click(m.getByRole('button', { name: 'Check Status' }));
    await expect(await m.findByText(ORDER_REF_MESSAGE)).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'abc{Enter}');
    await expect(m.getByText(ORDER_REF_MESSAGE)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onCheck).not.toHaveBeenCalled();
  },
};

export const ChecksAReference: Story = {
  tags: ['!visual'],
  play: async ({ args, userEvent }) => {
    const m = await modal();
    await userEvent.type(m.getByRole('textbox', { name: 'Order reference' }), ' 1042 ');
    await userEvent.click(m.getByRole('button', { name: 'Check Status' }));
    await expect(args.onCheck).toHaveBeenCalledTimes(1);
    await expect(args.onCheck).toHaveBeenCalledWith(1042);
  },
};

export const Checking: Story = {
  args: { defaultReference: '1042', checking: true },
  play: async ({ args, userEvent }) => {
    const m = await modal();
    await expect(m.getByRole('button', { name: /Check Status/ })).toBeDisabled();
    await expect(m.getByRole('progressbar', { name: 'Checking' })).toBeInTheDocument();
    await userEvent.type(m.getByRole('textbox', { name: 'Order reference' }), '{Enter}');
    await expect(args.onCheck).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { defaultReference: '1042', status: 'pending' },
  play: async () => {
    const m = await modal();
    await expect(m.getByText(orderStatusMessage('pending'))).toBeVisible();
  },
};

export const Accepted: Story = {
  args: { defaultReference: '1042', status: 'accepted' },
  play: async () => {
    const m = await modal();
    await expect(m.getByText('Congratulations! Your order is accepted.')).toBeVisible();
  },
};

export const Completed: Story = {
  args: { defaultReference: '1042', status: 'completed' },
  play: async () => {
    const m = await modal();
    await expect(m.getByText('Congratulations! Your order is completed.')).toBeVisible();
  },
};

export const Declined: Story = {
  args: { defaultReference: '1042', status: 'declined' },
  play: async () => {
    const m = await modal();
    await expect(m.getByText('Sorry, your order is declined.')).toBeVisible();
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { defaultReference: '99999', error: true, status: 'pending' },
  play: async () => {
    const m = await modal();
    await expect(m.getByText(TRACK_ERROR_MESSAGE)).toBeVisible();
    await expect(m.queryByText(orderStatusMessage('pending'))).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { defaultReference: '1042', status: 'pending' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

// Issue 29 item 1: a signed-in customer's last order, live above the lookup.
export const LivePending: Story = {
  name: 'Live: pending',
  args: { live: { ref: 1042, status: 'pending', stream: 'live' }, onOpenOrders: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, userEvent }) => {
    const m = await modal();
    const live = m.getByRole('region', { name: 'Order #1042' });
    await expect(within(live).getByText('Placed')).toBeVisible();
    await expect(within(live).getByText(ORDER_STATUS_SENTENCES.pending)).toBeVisible();
    // The lookup is still there, and the spec's message only comes from it.
    await expect(m.getByRole('button', { name: 'Check Status' })).toBeEnabled();
    await expect(m.queryByText(orderStatusMessage('pending'))).not.toBeInTheDocument();
    await userEvent.click(within(live).getByRole('button', { name: 'See all in My orders' }));
    await expect(args.onOpenOrders).toHaveBeenCalledTimes(1);
  },
};

export const LiveAccepted: Story = {
  name: 'Live: accepted',
  args: { live: { ref: 1042, status: 'accepted', stream: 'live' }, onOpenOrders: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const m = await modal();
    const live = m.getByRole('region', { name: 'Order #1042' });
    await expect(live.querySelector('[aria-current="step"]')).toHaveTextContent('Accepted');
    await expect(within(live).getByText(ORDER_STATUS_SENTENCES.accepted)).toBeVisible();
  },
};

export const LiveReading: Story = {
  name: 'Live: reading, reconnecting',
  args: { live: { ref: 1042, status: null, stream: 'connecting' }, onOpenOrders: fn() },
  play: async () => {
    const m = await modal();
    await expect(m.getByText('Reading your order…')).toBeVisible();
    await expect(m.getByText(/^Reconnecting…/)).toBeVisible();
  },
};
