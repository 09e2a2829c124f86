import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RouteProgress } from '../src/components/RouteProgress/RouteProgress';

const meta = {
  title: 'Shell/RouteProgress',
  component: RouteProgress,
  parameters: { layout: 'fullscreen' },
  args: { active: true },
} satisfies Meta<typeof RouteProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  // The running bar has no fixed frame to compare; Halfway below is its screenshot.
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Loading page' });
    const fill = bar.querySelector('.MuiLinearProgress-bar');
    await expect(fill).toHaveStyle({ backgroundColor: 'rgb(255, 193, 7)' });
  },
};

export const Halfway: Story = {
  args: { value: 60 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
  },
};

export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
