import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { MyOrderCard } from '../src/components/MyOrders/MyOrderCard';
import { MyOrders } from '../src/components/MyOrders/MyOrders';
import { MY_ORDERS, ORDER_LONG_NAMES, ORDER_PENDING } from './fixtures/myOrders';

const meta = {
  title: 'My orders/MyOrders',
  component: MyOrders,
  // Parts drawn by MyOrders's own stories, listed for their props tables.
  subcomponents: { MyOrderCard },
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    orders: MY_ORDERS,
    stream: 'live',
    notifications: 'default',
    onEnableNotifications: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
    onPay: fn(),
    onReorder: fn(),
    onOpenCart: fn(),
    onBrowseMenu: fn(),
  },
} satisfies Meta<typeof MyOrders>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const pending = canvas.getByRole('article', { name: 'Order #482913' });
    await userEvent.click(within(pending).getByRole('button', { name: 'Pay for order #482913' }));
    await expect(args.onPay).toHaveBeenCalledWith(ORDER_PENDING);
    await userEvent.click(within(pending).getByRole('button', { name: /^Order again/ }));
    await expect(args.onReorder).toHaveBeenCalledWith(ORDER_PENDING);
    // Paid, or declined: nothing to pay.
    const paid = canvas.getByRole('article', { name: 'Order #771045' });
    await expect(within(paid).queryByRole('button', { name: /Pay for order/ })).not.toBeInTheDocument();
    const declined = canvas.getByRole('article', { name: 'Order #119384' });
    await expect(within(declined).queryByRole('button', { name: /Pay for order/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Notify me' }));
    await expect(args.onEnableNotifications).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'See the menu' }));
    await expect(args.onBrowseMenu).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { state: 'loading', orders: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading your orders' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  name: 'Error',
  args: { state: 'error', orders: [] },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongItemNames: Story = {
  args: { orders: [ORDER_LONG_NAMES] },
};

export const StreamOffline: Story = {
  name: 'Offline (no live updates)',
  args: { stream: 'offline' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/You are offline: changes to your orders will not show/)).toBeVisible();
  },
};

export const StreamReconnecting: Story = {
  name: 'Reconnecting',
  args: { stream: 'connecting', orders: [ORDER_PENDING] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Reconnecting…/)).toBeVisible();
  },
};

export const MoreToLoad: Story = {
  name: 'Older orders to load',
  args: { orders: [ORDER_PENDING], hasMore: true, notifications: 'granted' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('button', { name: 'Notify me' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Older orders' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

export const Reordered: Story = {
  name: 'Ordered again, one package left out',
  args: {
    orders: [ORDER_PENDING],
    reorder: { ref: 482913, added: ['2 × Mini Package'], leftOut: ['Chicken Burger and Fries'] },
  },
  play: async ({ args, canvas, userEvent }) => {
    const notice = canvas.getByText(/Left out: Chicken Burger and Fries \(it was sold out/);
    await expect(notice).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'View cart' }));
    await expect(args.onOpenCart).toHaveBeenCalledOnce();
  },
};

export const ReorderedNothing: Story = {
  name: 'Ordered again, everything sold out',
  args: {
    orders: [ORDER_PENDING],
    reorder: { ref: 482913, added: [], leftOut: ['Mini Package', 'Chicken Burger and Fries'] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nothing from order #482913 could go in your cart/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'View cart' })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const MobileLongNames: Story = {
  name: 'Mobile, long item names',
  args: { orders: [ORDER_LONG_NAMES] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
