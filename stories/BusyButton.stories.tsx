import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BusyButton } from '../src/components/Form/BusyButton';

// The forms' main button (sign-up and login, tracking, the newsletter, checkout): while the call
// it started is on its way it cannot be pressed again, and a screen reader hears what is happening.
const meta = {
  title: 'Forms/BusyButton',
  component: BusyButton,
  args: { busy: false, busyLabel: 'Submitting', children: 'Sign Up', onClick: fn() },
} satisfies Meta<typeof BusyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: a tap starts the call. */
export const Idle: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
    await expect(canvas.queryByLabelText('Submitting')).toBeNull();
  },
};

/** The call is on its way: disabled, with a spinner named for it; a second tap sends nothing. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('button', { name: /Sign Up/ })).toBeDisabled();
    await expect(canvas.getByLabelText('Submitting')).toBeVisible();
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Disabled by its form (nothing to send yet), without a spinner. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
    await expect(canvas.queryByLabelText('Submitting')).toBeNull();
  },
};

/** A long label on a phone: it wraps inside the full-width button, the spinner beside it. */
export const LongLabelMobile: Story = {
  args: {
    busy: true,
    busyLabel: 'Checking',
    fullWidth: true,
    children: 'Track your Order and see when the kitchen has it ready for pickup',
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Track your Order/ })).toBeDisabled();
    await expect(canvas.getByLabelText('Checking')).toBeVisible();
  },
};
