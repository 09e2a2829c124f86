import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Newsletter } from '../src/components/Newsletter/Newsletter';
import { EMAIL_MESSAGE } from '../src/domain/auth';

const meta = {
  title: 'Home/Newsletter',
  component: Newsletter,
  parameters: { layout: 'fullscreen' },
  args: { onSubscribe: fn() },
} satisfies Meta<typeof Newsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Newsletter' })).toHaveAttribute('id', 'newsletter');
  },
};

export const InvalidEmail: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'ada@');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(await canvas.findByText(EMAIL_MESSAGE)).toBeVisible();
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const Subscribes: Story = {
  tags: ['!visual'],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), ' ada@example.com {Enter}');
    await expect(args.onSubscribe).toHaveBeenCalledTimes(1);
    await expect(args.onSubscribe).toHaveBeenCalledWith('ada@example.com');
  },
};

export const Submitting: Story = {
  args: { status: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Subscribe/ })).toBeDisabled();
  },
};

export const Subscribed: Story = {
  args: { status: 'subscribed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You are subscribed. See you in your inbox!');
  },
};

export const Failed: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'We could not subscribe you. Please try again.',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
