import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import {
  PUSH_CONTROL_LABEL,
  PushAlertControl,
  SEND_TEST_LABEL,
} from '../../src/components/vendor/PushAlertControl/PushAlertControl';

/** The console's Web Push control (issue 28): asks only from its button, says plainly what cannot be done. */
const meta = {
  title: 'Vendor/PushAlertControl',
  component: PushAlertControl,
  args: { state: 'off', onTurnOn: fn(), onTurnOff: fn(), onSendTest: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PushAlertControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not on: the button asks the browser, only from this tap. */
export const Off: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: PUSH_CONTROL_LABEL }));
    await expect(args.onTurnOn).toHaveBeenCalledTimes(1);
  },
};

/** The browser's question is open: the button waits. */
export const Asking: Story = {
  args: { state: 'asking' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: PUSH_CONTROL_LABEL })).toBeDisabled();
  },
};

/** On for this phone: a test alert to this phone only, and the way back. */
export const On: Story = {
  args: { state: 'on', testOutcome: 'sent' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Alerts are on for this phone')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: SEND_TEST_LABEL }));
    await expect(args.onSendTest).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sent');
  },
};

/** The push service refused the test (or could not be reached): said plainly, never 'Sent'. */
export const TestFailed: Story = {
  args: { state: 'on', testOutcome: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The test alert was not sent');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** The push service no longer knew this phone: alerts are off again, and it says why. */
export const TestGone: Story = {
  args: { state: 'off', testOutcome: 'gone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('turn them on again');
    await expect(canvas.getByRole('button', { name: PUSH_CONTROL_LABEL })).toBeEnabled();
  },
};

/** Blocked in the site settings: said plainly; the console's own alert stays. */
export const Denied: Story = {
  args: { state: 'denied' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('Notifications are blocked for this site');
    await expect(canvas.getByRole('button', { name: PUSH_CONTROL_LABEL })).toBeDisabled();
  },
};

/** A browser without Web Push. */
export const Unsupported: Story = {
  args: { state: 'unsupported' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'This browser cannot get alerts with the screen off',
    );
  },
};
