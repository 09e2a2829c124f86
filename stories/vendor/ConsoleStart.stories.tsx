import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConsoleStart } from '../../src/components/vendor/ConsoleStart/ConsoleStart';

const meta = {
  title: 'Vendor/ConsoleStart',
  component: ConsoleStart,
  args: { state: 'checking' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ConsoleStart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Checking: Story = {
  // The spinner turns: no screenshot of a moving frame.
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Checking your account' })).toBeVisible();
  },
};

export const CouldNotStart: Story = {
  args: { state: 'error', detail: 'The network is unreachable' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('The console could not start');
    await expect(canvas.getByText('The network is unreachable. Reload the page to try again.')).toBeVisible();
  },
};

export const ErrorMobileLongText: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: {
    state: 'error',
    detail:
      "The kitchen's system is briefly unavailable while the database restarts after the overnight backup of every order",
  },
};
