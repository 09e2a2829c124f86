import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ConsoleAlerts } from '../../src/components/vendor/ConsoleAlerts/ConsoleAlerts';

/** Above the kitchen's switches: allow notifications, and once, what this browser cannot do. */
const meta = {
  title: 'Vendor/ConsoleAlerts',
  component: ConsoleAlerts,
  args: {
    notifications: 'granted',
    screenAwake: 'on',
    missing: [],
    noteSeen: false,
    onAllowNotifications: fn(),
    onNoteSeen: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConsoleAlerts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not asked yet: the button asks the browser, only from this tap. */
export const AllowNotifications: Story = {
  args: { notifications: 'default' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Allow notifications' }));
    await expect(args.onAllowNotifications).toHaveBeenCalledTimes(1);
  },
};

/** A browser without the Wake Lock, vibration or notifications: one note says so; OK hides it for good. */
export const BrowserLacks: Story = {
  args: { notifications: 'unsupported', screenAwake: 'unsupported', missing: ['vibration', 'notifications'] },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'This browser cannot keep the screen awake, vibrate and show system notifications: keep the screen on and the console in front.',
    );
    await expect(canvas.queryByRole('button', { name: 'Allow notifications' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'OK' }));
    await expect(args.onNoteSeen).toHaveBeenCalledTimes(1);
  },
};

/** The lock refused (battery saver) and notifications blocked in the site settings. */
export const RefusedAndBlocked: Story = {
  args: { notifications: 'denied', screenAwake: 'failed' },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note');
    await expect(note).toHaveTextContent('This browser cannot keep the screen awake right now');
    await expect(note).toHaveTextContent('Notifications are blocked for this site');
  },
};

/** The note was read once on this device: only the button is left. */
export const NoteSeen: Story = {
  args: { notifications: 'default', screenAwake: 'unsupported', noteSeen: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('note')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Allow notifications' })).toBeVisible();
  },
};

/** Everything works and is allowed: nothing to say. */
export const AllGood: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const MobileButtonAndNote: Story = {
  args: { notifications: 'default', screenAwake: 'unsupported', missing: ['vibration'] },
  decorators: [(Story) => <Story />],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
