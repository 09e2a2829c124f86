import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ConsoleHeader } from '../../src/components/vendor/ConsoleHeader/ConsoleHeader';

const meta = {
  title: 'Vendor/ConsoleHeader',
  component: ConsoleHeader,
  args: { pendingCount: 3, username: 'mama_put', onToggleMute: fn(), onLogout: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPending: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Kitchen 3 pending');
    const mute = canvas.getByRole('button', { name: 'Mute the new-order sound' });
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(mute);
    await expect(args.onToggleMute).toHaveBeenCalledTimes(1);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const NothingPending: Story = { args: { pendingCount: 0 } };

/** The orders have not loaded: the title says so on the narrowest phone, not "0 pending". */
export const OrdersNotLoaded: Story = {
  args: { pendingCount: null },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Kitchen orders not loaded');
  },
};

export const Muted: Story = {
  args: { muted: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mute the new-order sound' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** Before the first tap the browser keeps sound locked: the header asks for one. */
export const SoundLocked: Story = {
  args: { soundLocked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tap anywhere to turn the sound on')).toBeVisible();
  },
};

/** Muted: no need to ask. */
export const SoundLockedButMuted: Story = {
  args: { soundLocked: true, muted: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Tap anywhere to turn the sound on')).toBeNull();
    await expect(canvas.getByText('Signed in as mama_put')).toBeVisible();
  },
};

export const LoggingOut: Story = {
  args: { loggingOut: true },
  play: async ({ args, canvas, userEvent }) => {
    const logout = canvas.getByRole('button', { name: 'Log out' });
    await expect(logout).toBeDisabled();
    await expect(args.onLogout).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Mute the new-order sound' }));
  },
};

export const Mobile: Story = {
  args: { pendingCount: 12, username: 'a_vendor_with_a_very_long_username_indeed' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};
