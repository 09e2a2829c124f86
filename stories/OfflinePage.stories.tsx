import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { OfflinePage } from '../src/components/OfflinePage/OfflinePage';
import {
  OFFLINE_PAGE_OPENING_TITLE,
  OFFLINE_PAGE_RETRY_LABEL,
  OFFLINE_PAGE_TITLE,
  offlinePageMessage,
  offlinePageOpening,
} from '../src/domain/messages';

// In place of sign-up or My orders opened offline before their code was ever on the phone: it
// says the phone is offline and the cart is kept, then opens the page by itself once the network
// is back (src/app/features/pwa/whenOnline.tsx).
const meta = {
  title: 'Shell/OfflinePage',
  component: OfflinePage,
  args: { page: 'sign-up' },
} satisfies Meta<typeof OfflinePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offline: what happened, that the cart is kept, and that the page comes by itself. No button to press. */
export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: OFFLINE_PAGE_TITLE })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(offlinePageMessage('sign-up'));
    await expect(canvas.queryByRole('button', { name: OFFLINE_PAGE_RETRY_LABEL })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/');
  },
};

/** Back online: the page's code is on its way. */
export const Opening: Story = {
  args: { opening: true, onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: OFFLINE_PAGE_OPENING_TITLE })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(offlinePageOpening('sign-up'));
    await expect(canvas.queryByRole('button', { name: OFFLINE_PAGE_RETRY_LABEL })).toBeNull();
  },
};

/** The phone says it is online but the code did not come: the customer can try again. */
export const TryAgain: Story = {
  args: { page: 'your orders', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(offlinePageMessage('your orders'));
    await userEvent.click(canvas.getByRole('button', { name: OFFLINE_PAGE_RETRY_LABEL }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone (360 px), with the 'Try again' button beside the way back. */
export const Mobile: Story = {
  args: { onRetry: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: OFFLINE_PAGE_RETRY_LABEL })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the menu' })).toBeVisible();
  },
};

/** A long page name on a phone: the sentence wraps, nothing leaves the screen. */
export const LongTextMobile: Story = {
  args: { page: 'the list of your orders this semester, with the receipt and the way to each one' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/the list of your orders this semester/);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Back online on a phone. */
export const OpeningMobile: Story = {
  args: { opening: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(offlinePageOpening('sign-up'));
  },
};
