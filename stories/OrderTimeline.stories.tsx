import type { Meta, StoryObj } from '@storybook/react-vite';
import Container from '@mui/material/Container';
import { expect } from 'storybook/test';
import { OrderTimeline } from '../src/components/MyOrders/OrderTimeline';

const meta = {
  title: 'My orders/OrderTimeline',
  component: OrderTimeline,
  // The timeline's styles belong to the My orders page.
  decorators: [
    (Story) => (
      <Container maxWidth="sm" className="Bukka-my-orders">
        <Story />
      </Container>
    ),
  ],
  args: { status: 'pending' },
} satisfies Meta<typeof OrderTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Placed');
    await expect(canvas.getByText('(next)')).toBeInTheDocument();
  },
};

export const Accepted: Story = {
  args: { status: 'accepted' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Accepted');
  },
};

export const Completed: Story = {
  args: { status: 'completed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Completed');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Declined: Story = {
  args: { status: 'declined' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent('Declined');
  },
};
