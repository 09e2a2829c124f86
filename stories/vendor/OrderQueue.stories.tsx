import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { OrderQueue } from '../../src/components/vendor/OrderQueue/OrderQueue';
import {
  accepted,
  completed,
  declined,
  longText,
  manyOrders,
  NOW,
  pendingDelivery,
  pendingPickup,
  rushOrders,
  rushQueue,
} from './fixtures';

const meta = {
  title: 'Vendor/OrderQueue',
  component: OrderQueue,
  args: {
    orders: [completed, accepted, pendingDelivery, declined, pendingPickup],
    now: NOW,
    onAccept: fn(),
    onDecline: fn(),
    onComplete: fn(),
    onConfirmPayment: fn(),
  },
} satisfies Meta<typeof OrderQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

const refsShown = (canvasElement: Element) =>
  [...canvasElement.querySelectorAll('article h3')].map((h) => h.textContent);

/** Every order, pending first (the oldest of them on top: it has waited longest), then the rest newest first. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(refsShown(canvasElement)).toEqual(['#1042', '#1043', '#1039', '#1035', '#1031']);
    await expect(canvas.getByRole('button', { name: 'Pending (2)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All (5)' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Live');
  },
};

/** The tabs narrow the list to one status, and 'All' brings everything back. */
export const FilterByStatus: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accepted (1)' }));
    await expect(refsShown(canvasElement)).toEqual(['#1039']);
    await userEvent.click(canvas.getByRole('button', { name: 'Declined (1)' }));
    await expect(refsShown(canvasElement)).toEqual(['#1035']);
    await userEvent.click(canvas.getByRole('button', { name: 'Pending (2)' }));
    await expect(refsShown(canvasElement)).toEqual(['#1042', '#1043']);
    await userEvent.click(canvas.getByRole('button', { name: 'Accept order #1042' }));
    await expect(args.onAccept).toHaveBeenCalledWith(1042);
    await expect(args.onDecline).not.toHaveBeenCalled();
  },
};

/** Search, behind its icon: by a ref's first digits or by phone (spaces and +234 allowed). */
export const Search: Story = {
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Search orders' }));
    const search = canvas.getByRole('searchbox', { name: 'Search by ref or phone' });
    await step('by ref', async () => {
      await userEvent.type(search, '1039');
      await expect(refsShown(canvasElement)).toEqual(['#1039']);
    });
    await step('by phone, written internationally', async () => {
      await userEvent.clear(search);
      await userEvent.type(search, '+234 909 876');
      await expect(refsShown(canvasElement)).toEqual(['#1043']);
    });
    await step('nothing matches', async () => {
      await userEvent.clear(search);
      await userEvent.type(search, '4445');
      await expect(refsShown(canvasElement)).toEqual(['#1035']);
      await userEvent.type(search, '9');
      await expect(refsShown(canvasElement)).toEqual([]);
      await expect(canvas.getByText('No order matches “44459”.')).toBeVisible();
    });
    await step('closing the search shows every order again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Close search' }));
      await expect(refsShown(canvasElement)).toHaveLength(5);
      await userEvent.click(canvas.getByRole('button', { name: 'Search orders' }));
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by ref or phone' }), '1039');
    });
  },
};

/** First thing in the morning. */
export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('No orders yet. New orders appear here by themselves, with a sound.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'All (0)' })).toBeVisible();
  },
};

/**
 * The server was down when the console started: the list never answered. Nothing says "No orders
 * yet" or counts zero, which would tell a kitchen at rush that nobody is waiting.
 */
export const NotLoaded: Story = {
  args: {
    orders: [],
    known: false,
    connection: 'reconnecting',
    error: 'The orders could not be loaded: Service Unavailable',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('The orders have not loaded yet. The console keeps asking by itself.'),
    ).toBeVisible();
    await expect(canvas.queryByText(/No orders yet/)).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Pending' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /\(0\)/ })).toBeNull();
  },
};

/** Orders exist, but none under this tab. */
export const EmptyTab: Story = {
  args: { orders: [completed, declined], initialFilter: 'pending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No pending orders.')).toBeVisible();
  },
};

/** Lunch hour: eighteen orders in a grid. */
export const ManyOrders: Story = {
  args: { orders: manyOrders },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'All (18)' })).toBeVisible();
    const refs = refsShown(canvasElement);
    await expect(refs).toHaveLength(18);
    // Every pending order comes before every other.
    const statuses = [...canvasElement.querySelectorAll('article')].map(
      (a) => within(a).getAllByText(/^(Pending|Accepted|Completed|Declined)$/)[0]!.textContent,
    );
    await expect(statuses.lastIndexOf('Pending')).toBeLessThan(statuses.indexOf('Accepted'));
  },
};

/** A long name and address beside short ones. */
export const LongText: Story = {
  args: { orders: [longText, pendingDelivery, accepted] },
};

/** Calls under way on two orders: only those are disabled. */
export const Busy: Story = {
  args: { busyRefs: [1042, 1039], initialFilter: 'all' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Accept order #1042' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Complete order #1039' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Accept order #1043' })).toBeEnabled();
  },
};

/** The live stream dropped; the console polls meanwhile. */
export const Reconnecting: Story = {
  args: { connection: 'reconnecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting…');
    await expect(canvas.getByText(/checking for new orders every few seconds/)).toBeVisible();
  },
};

/** No network: the last orders received stay on screen. */
export const Offline: Story = {
  args: { connection: 'offline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Offline');
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
  },
};

/** The first load has not answered. */
export const Loading: Story = {
  args: { orders: [], loading: true },
};

/** A call failed: say so above the list. */
export const WithError: Story = {
  args: { error: 'Order #1042 could not be accepted: A declined order cannot become accepted' },
};

export const Mobile: Story = {
  args: { initialFilter: 'pending' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/**
 * Lunch rush on a phone: sixteen pending orders as compact cards, the oldest (red) on top; the
 * filter chips stay one row that scrolls sideways.
 */
export const MobileRush: Story = {
  args: { orders: rushOrders, initialFilter: 'pending' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(refsShown(canvasElement).slice(0, 3)).toEqual(['#3001', '#3002', '#3003']);
    await expect(canvasElement.querySelectorAll('article[data-variant="compact"]')).toHaveLength(16);
    const chips = canvasElement.querySelector('[aria-label="Filter orders by status"]')!;
    const first = chips.firstElementChild!.getBoundingClientRect();
    const last = chips.lastElementChild!.getBoundingClientRect();
    await expect(Math.abs(first.top - last.top)).toBeLessThan(1);
    await expect(chips.scrollWidth).toBeGreaterThan(chips.clientWidth);
    const ages = [...canvasElement.querySelectorAll('[data-age]')].map((a) => a.getAttribute('data-age'));
    await expect(ages.slice(0, 2)).toEqual(['red', 'red']);
    await expect(ages.at(-1)).toBe('fresh');
  },
};

export const MobileOffline: Story = {
  args: { connection: 'offline', orders: [pendingDelivery] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** The console's start: the stream is opening; a calm badge, no note (issue 15, item 7). */
export const Connecting: Story = {
  args: { connection: 'connecting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Connecting…');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** No network on the kitchen phone: the badge says Offline, the last orders stay. */
export const OfflineMobile: Story = {
  args: { connection: 'offline' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Offline');
  },
};

/**
 * Lunch rush at its worst on a 360 px phone (issue 25): 40 orders with 30-character usernames,
 * 200-character addresses, ten lines and ₦1,000,000 totals, in sections with their counts: New
 * (oldest first), then Awaiting payment (quiet: grey, nothing red), then Cooking.
 */
export const PhoneRush: Story = {
  args: { orders: rushQueue },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading', { level: 3 }).filter((h) => !h.closest('article'));
    await expect(titles.map((h) => h.textContent)).toEqual([
      'New (27)',
      'Awaiting payment (6)',
      'Cooking (7)',
    ]);
    const fresh = canvas.getByRole('region', { name: 'New (27)' });
    await expect(refsShown(fresh).slice(0, 2)).toEqual(['#500001', '#500002']);
    const quiet = canvas.getByRole('region', { name: 'Awaiting payment (6)' });
    await expect(quiet.querySelectorAll('[data-age="red"], [data-age="amber"]')).toHaveLength(0);
    await expect(quiet.querySelectorAll('article[data-quiet]')).toHaveLength(6);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
