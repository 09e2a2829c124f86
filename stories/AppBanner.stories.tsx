import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AppBanner } from '../src/components/AppBanner/AppBanner';
import {
  OFFLINE_MESSAGE,
  UPDATE_READY_MESSAGE,
  UPDATE_RELOAD_LABEL,
  VENDOR_OFFLINE_MESSAGE,
} from '../src/domain/messages';

/** The line above every page about the app itself: offline, or a new version ready. */
const meta = {
  title: 'Shell/AppBanner',
  component: AppBanner,
  parameters: { layout: 'fullscreen' },
  args: { kind: 'offline', onReload: fn() },
} satisfies Meta<typeof AppBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
  },
};

export const OfflineMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
  },
};

export const OfflineVendor: Story = {
  args: { audience: 'vendor' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(VENDOR_OFFLINE_MESSAGE);
  },
};

export const UpdateReady: Story = {
  args: { kind: 'update' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(UPDATE_READY_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: UPDATE_RELOAD_LABEL }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

export const UpdateReadyMobile: Story = {
  args: { kind: 'update' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: UPDATE_RELOAD_LABEL })).toBeVisible();
  },
};
