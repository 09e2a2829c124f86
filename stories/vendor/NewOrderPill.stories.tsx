import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { NewOrderPill } from '../../src/components/vendor/OrderQueue/NewOrderPill';

/**
 * The pill needs the queue's cards on the page (it finds them by `data-order-ref`): this stand-in
 * draws a column of cards, and 'Orders arrive' adds new ones at the bottom, off screen, as the
 * console's New section does (oldest first).
 */
function Queue({ arrive, waiting = 3 }: { arrive: number; waiting?: number }) {
  const [refs, setRefs] = useState<number[]>(Array.from({ length: waiting }, (_, i) => 1001 + i));
  return (
    <Box>
      <Button
        variant="outlined"
        color="secondary"
        onClick={() =>
          setRefs((list) => [...list, ...Array.from({ length: arrive }, (_, i) => 2001 + list.length + i)])
        }
      >
        Orders arrive
      </Button>
      {refs.map((ref) => (
        <Box
          key={ref}
          component="article"
          data-order-ref={ref}
          aria-label={`#${ref}`}
          sx={{ height: 400, my: 1, border: 1, borderRadius: 3, p: 2 }}
        >
          #{ref}
        </Box>
      ))}
      <NewOrderPill refs={refs} />
    </Box>
  );
}

const meta = {
  title: 'Vendor/NewOrderPill',
  component: NewOrderPill,
  args: { refs: [1001, 1002, 1003] },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NewOrderPill>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing new since the console opened: no pill (the orders already waiting are in front of the vendor). */
export const NothingNew: Story = {
  render: () => <Queue arrive={0} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /new order/ })).toBeNull();
  },
};

/** One order arrived below the screen: '1 new order ↓'; a tap scrolls to it and the pill goes. */
export const OneArrived: Story = {
  render: () => <Queue arrive={1} />,
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Orders arrive' }));
    const pill = await screen.findByRole('button', { name: '1 new order: show' });
    await expect(pill).toHaveTextContent('1 new order ↓');
  },
};

/** Three at once at rush. */
export const ThreeArrived: Story = {
  render: () => <Queue arrive={3} />,
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Orders arrive' }));
    await expect(await screen.findByRole('button', { name: '3 new orders: show' })).toHaveTextContent(
      '3 new orders ↓',
    );
  },
};

/** On the phone: the tap brings the new order into view and the pill goes. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => <Queue arrive={1} />,
  play: async ({ canvasElement, userEvent }) => {
    const screen = within(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: 'Orders arrive' }));
    await userEvent.click(await screen.findByRole('button', { name: '1 new order: show' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /new order/ })).toBeNull());
  },
};
