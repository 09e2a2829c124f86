import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { OrderActions } from '../../src/components/vendor/OrderCard/OrderActions';
import { OrderAge } from '../../src/components/vendor/OrderCard/OrderAge';
import { OrderCard } from '../../src/components/vendor/OrderCard/OrderCard';
import { ReceivedDialog } from '../../src/components/vendor/OrderCard/ReceivedDialog';
import {
  accepted,
  cardPending,
  completed,
  declined,
  longText,
  makeOrder,
  NOW,
  pendingDelivery,
  paymentStates,
  pendingPickup,
  rushDelivery,
  tenLines,
} from './fixtures';

const meta = {
  title: 'Vendor/OrderCard',
  component: OrderCard,
  // Parts drawn by OrderCard's own stories, listed for their props tables.
  subcomponents: { OrderActions, OrderAge, ReceivedDialog },
  args: {
    order: pendingDelivery,
    now: NOW,
    onAccept: fn(),
    onDecline: fn(),
    onComplete: fn(),
    onConfirmPayment: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OrderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new delivery order paid by transfer: everything the vendor needs, and Accept / Decline. */
export const PendingDelivery: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '#1042' })).toBeVisible();
    await expect(canvas.getByText('4 min ago')).toBeVisible();
    await expect(canvas.getByText('0803 123 4567')).toBeVisible();
    await expect(canvas.getByText('₦4,800')).toBeVisible();
    await expect(canvas.getByText('Delivery · Inside School')).toBeVisible();
    await expect(canvas.getByText('Room 214, Moremi Hall')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Items' })).toHaveTextContent(
      '2 × Mega Package1 × Chicken Burger',
    );
    await expect(canvas.getByRole('link', { name: 'Call Adaeze Okafor' })).toHaveAttribute(
      'href',
      'tel:08031234567',
    );
    const whatsapp = canvas.getByRole('link', { name: 'WhatsApp Adaeze Okafor about order #1042' });
    await expect(whatsapp).toHaveAttribute(
      'href',
      'https://wa.me/2348031234567?text=' +
        encodeURIComponent(
          'Hello Adaeze Okafor, this is Bukka about your order #1042. Status: pending (we have it and will confirm soon).',
        ),
    );
    await expect(canvas.queryByRole('button', { name: /Complete/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Accept order #1042' }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(args.onAccept).toHaveBeenCalledWith(1042);
    await expect(args.onDecline).not.toHaveBeenCalled();
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** Decline asks first: nothing is sent until the vendor says yes; 'Keep it' backs out. */
export const DeclineAsksFirst: Story = {
  args: { order: pendingPickup },
  play: async ({ args, canvas, userEvent, step }) => {
    await step('backing out sends nothing', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Decline order #1043' }));
      await expect(args.onDecline).not.toHaveBeenCalled();
      await userEvent.click(canvas.getByRole('button', { name: 'Keep it' }));
      await expect(args.onDecline).not.toHaveBeenCalled();
      await expect(canvas.getByRole('button', { name: 'Accept order #1043' })).toBeVisible();
    });
    await step('confirming declines', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Decline order #1043' }));
      await expect(canvas.queryByRole('button', { name: 'Accept order #1043' })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Yes, decline' }));
      await expect(args.onDecline).toHaveBeenCalledTimes(1);
      await expect(args.onDecline).toHaveBeenCalledWith(1043);
      await expect(args.onAccept).not.toHaveBeenCalled();
    });
    // Left open for the screenshot: the question, big and red.
    await userEvent.click(canvas.getByRole('button', { name: 'Decline order #1043' }));
    await expect(
      canvas.getByText('Decline order #1043? The customer will be told it is declined.'),
    ).toBeVisible();
  },
};

/** Pickup, cash due on collection: 'Cash received' marks it paid. */
export const PickupCashDue: Story = {
  args: { order: pendingPickup },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Pickup')).toBeVisible();
    await expect(canvas.getByText('just now')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cash received for order #1043' }));
    await expect(args.onConfirmPayment).toHaveBeenCalledTimes(1);
    await expect(args.onConfirmPayment).toHaveBeenCalledWith(1043);
  },
};

/** A transfer the customer says is sent: the vendor confirms when the money shows. */
export const TransferToConfirm: Story = {
  args: { order: { ...accepted, payment: { method: 'transfer', state: 'awaiting_confirmation' } } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Transfer to confirm')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm payment received for order #1039' }));
    await expect(args.onConfirmPayment).toHaveBeenCalledWith(1039);
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** Accepted: only Complete is offered. */
export const Accepted: Story = {
  args: { order: accepted },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: /Accept/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Decline/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /Confirm payment/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Complete order #1039' }));
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith(1039);
  },
};

/**
 * Complete on an accepted order whose cash is not confirmed asks 'Mark ₦X received?' first:
 * Cancel completes nothing, No completes and leaves it owed, Yes completes and confirms.
 */
export const CompleteAsksReceived: Story = {
  args: { order: { ...accepted, payment: { method: 'cash', state: 'cash_due' } } },
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const complete = canvas.getByRole('button', { name: 'Complete order #1039' });
    await step('cancel completes nothing', async () => {
      await userEvent.click(complete);
      const dialog = await screen.findByRole('dialog', { name: 'Mark ₦7,000 received?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await expect(args.onComplete).not.toHaveBeenCalled();
    });
    await step('no: completed, still owed', async () => {
      await userEvent.click(complete);
      const dialog = await screen.findByRole('dialog', { name: 'Mark ₦7,000 received?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'No, still owed' }));
      await expect(args.onComplete).toHaveBeenLastCalledWith(1039, false);
    });
    await step('yes: completed and confirmed', async () => {
      await userEvent.click(complete);
      const dialog = await screen.findByRole('dialog', { name: 'Mark ₦7,000 received?' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, received' }));
      await expect(args.onComplete).toHaveBeenLastCalledWith(1039, true);
      await expect(args.onConfirmPayment).not.toHaveBeenCalled();
    });
    // Left open for the screenshot.
    await userEvent.click(complete);
    await screen.findByRole('dialog', { name: 'Mark ₦7,000 received?' });
  },
};

/** Paid already (a card): Complete asks nothing. */
export const CompletePaidAsksNothing: Story = {
  args: { order: accepted },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Complete order #1039' }));
    await expect(args.onComplete).toHaveBeenCalledWith(1039);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
  },
};

/** Completed and paid, picked up: nothing left to do, so no buttons at all (the contact links stay). */
export const Completed: Story = {
  args: { order: completed },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.getByText('1 h 15 min ago')).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** Declined: no moves, and no payment to confirm; the address can still be copied. */
export const Declined: Story = {
  args: { order: declined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '12 Market RoadTap to copy',
    ]);
    await expect(canvas.getByText('Not paid')).toBeVisible();
    await expect(canvas.getByText('No payment chosen')).toBeVisible();
    await expect(canvas.getByText('Delivery · In Town')).toBeVisible();
  },
};

/** A card payment not yet verified: the server verifies cards, so there is nothing to confirm by hand. */
export const CardNotVerified: Story = {
  args: { order: cardPending },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Card not verified')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Confirm payment/ })).toBeNull();
  },
};

/** Paid by card, pending: accept straight away. */
export const Paid: Story = {
  args: { order: { ...cardPending, payment: { method: 'paystack', state: 'paid' } } },
};

/** A call is under way: every action is disabled and nothing is raised. */
export const Busy: Story = {
  args: { order: pendingDelivery, busy: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Updating order #1042' })).toBeVisible();
    const accept = canvas.getByRole('button', { name: 'Accept order #1042' });
    await expect(accept).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Decline order #1042' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Confirm payment received/ })).toBeDisabled();
    accept.click();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

/** A long name, a big order and a long address wrap; nothing overflows the card. */
export const LongText: Story = {
  args: { order: longText },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('3 h 7 min ago')).toBeVisible();
    const card = canvasElement.querySelector('article')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** A customer who typed +234: the links still work. */
export const InternationalPhone: Story = {
  args: { order: makeOrder({ ref: 1050, items: [[7, 1]], minutes: 12, phoneNumber: '+2348031234567' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/2348031234567\?text=/,
    );
  },
};

// ── The compact card (phones, lunch rush) ────────────────────────────────────────────────────

/** Compact, just placed: the age is plain; the same parts as the full card, tighter. */
export const CompactFresh: Story = {
  args: { order: pendingDelivery, variant: 'compact' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '#1042' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Items' })).toHaveTextContent(
      '2 × Mega Package1 × Chicken Burger',
    );
    await expect(canvasElement.querySelector('[data-age]')).toHaveAttribute('data-age', 'fresh');
    await expect(canvas.getByText('4 min ago')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Call Adaeze Okafor' })).toHaveAttribute(
      'href',
      'tel:08031234567',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm payment received for order #1042' }));
    await expect(args.onConfirmPayment).toHaveBeenCalledWith(1042);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept order #1042' }));
    await expect(args.onAccept).toHaveBeenCalledWith(1042);
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

/** Compact, waiting 14 min: the age turns amber (past 10 min). */
export const CompactAmber: Story = {
  args: {
    order: makeOrder({
      ref: 1051,
      items: [[5, 1]],
      minutes: 14,
      payment: { method: 'cash', state: 'cash_due' },
    }),
    variant: 'compact',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-age]')).toHaveAttribute('data-age', 'amber');
    await expect(canvas.getByText('14 min ago')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cash received for order #1051' })).toBeVisible();
  },
};

/** Compact, waiting 26 min: red (past 20 min). */
export const CompactRed: Story = {
  args: {
    order: makeOrder({
      ref: 1052,
      items: [[1, 2]],
      minutes: 26,
      payment: { method: 'paystack', state: 'paid' },
    }),
    variant: 'compact',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-age]')).toHaveAttribute('data-age', 'red');
    await expect(canvas.getByText('26 min ago')).toBeVisible();
  },
};

/** Compact and accepted: Complete in place of Accept and Decline; a completed order would not age. */
export const CompactAccepted: Story = {
  args: { order: accepted, variant: 'compact' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvasElement.querySelector('[data-age]')).toHaveAttribute('data-age', 'red');
    await expect(canvas.queryByRole('button', { name: /Accept/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Complete order #1039' }));
    await expect(args.onComplete).toHaveBeenCalledWith(1039);
  },
};

/** Compact: Decline still asks first. */
export const CompactDeclineAsksFirst: Story = {
  args: { order: pendingPickup, variant: 'compact' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Decline order #1043' }));
    await expect(args.onDecline).not.toHaveBeenCalled();
    await expect(
      canvas.getByText('Decline order #1043? The customer will be told it is declined.'),
    ).toBeVisible();
  },
};

/** Compact with a very long name, a big order and a long address: all of it, wrapped, inside the card. */
export const CompactLongText: Story = {
  args: { order: longText, variant: 'compact' },
  play: async ({ canvas, canvasElement }) => {
    const card = canvasElement.querySelector('article')!;
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(canvas.getByText(longText.selectedAddress)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Items' }).children).toHaveLength(4);
  },
};

/** Compact on a 360 px phone. */
export const CompactMobile: Story = {
  args: {
    order: makeOrder({
      ref: 1053,
      items: [
        [3, 2],
        [7, 1],
      ],
      minutes: 11,
      delivery: true,
    }),
    variant: 'compact',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <Story />],
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <Story />],
};

// ── At 360 px, the phone at lunch rush (issue 25) ────────────────────────────────────────────

// The whole 360 px width, without the other stories' 420 px frame.
const phone: Pick<Story, 'globals' | 'decorators'> = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <Story />],
};

/** Every control on a card is at least 44 × 44 px and 8 px from the next (issue 25). */
async function thumbSized(card: Element) {
  const boxes = [...card.querySelectorAll('a, button')].map((el) => el.getBoundingClientRect());
  for (const box of boxes) {
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  }
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const gap = Math.max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom);
      await expect(gap).toBeGreaterThanOrEqual(8);
    }
}

/** Pickup on a 360 px phone: ref and age, the lines, Pickup, the customer with Call and WhatsApp, the money, the moves. */
export const PhonePickup: Story = {
  ...phone,
  args: { order: pendingPickup, variant: 'compact' },
  play: async ({ canvasElement }) => {
    await thumbSized(canvasElement.querySelector('article')!);
  },
};

/** Delivery with a 200-character address: the whole address, wrapped, tap to copy, and a map link. */
export const PhoneDeliveryLongAddress: Story = {
  ...phone,
  args: { order: rushDelivery, variant: 'compact' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(args.order.selectedAddress).toHaveLength(200);
    await expect(canvas.getByText(args.order.selectedAddress)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Map of the address for order #312909' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=Room%2014/),
    );
    await thumbSized(canvasElement.querySelector('article')!);
  },
};

/** Ten lines, 50 of each, ₦1,000,800 with delivery, and a 30-character username. */
export const PhoneTenLines: Story = {
  ...phone,
  args: { order: tenLines, variant: 'compact' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Items' }).children).toHaveLength(10);
    await expect(canvas.getByText('₦1,000,800')).toBeVisible();
    await thumbSized(canvasElement.querySelector('article')!);
  },
};

/** Every payment state, as the chip a vendor reads at arm's length. */
export const PhonePaymentStates: Story = {
  ...phone,
  args: { order: pendingPickup, variant: 'compact' },
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {paymentStates.map((order) => (
        <OrderCard key={order.ref} {...args} order={order} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const chips = [...canvasElement.querySelectorAll('[data-payment]')];
    await expect(chips.map((c) => c.textContent)).toEqual([
      'Not paid',
      'Card not verified',
      'Transfer to confirm',
      'Cash due',
      'Paid',
    ]);
    for (const chip of chips) await expect(chip.getBoundingClientRect().height).toBeGreaterThanOrEqual(36);
    for (const card of canvasElement.querySelectorAll('article')) await thumbSized(card);
  },
};
