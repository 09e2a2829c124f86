import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { SidePanel } from '../src/components/SidePanel/SidePanel';

/** The frame the cart, the wishlist and the saved addresses open in; their stories show it filled. */
const meta = {
  title: 'Shop/SidePanel',
  component: SidePanel,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    title: 'Saved addresses',
    closeLabel: 'Close addresses',
    onClose: fn(),
    children: <Typography sx={{ p: 2 }}>What the panel holds goes under the line.</Typography>,
  },
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const panel = within(await screen.findByRole('dialog', { name: 'Saved addresses' }));
    await expect(panel.getByRole('heading', { level: 2 })).toHaveTextContent('Saved addresses');
    await userEvent.click(panel.getByRole('button', { name: 'Close addresses' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

export const LongTitleMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { title: 'Wishlist for the whole Faculty of Engineering study group (14)' },
  play: async () => {
    const panel = await screen.findByRole('dialog');
    // The heading wraps; the close button stays inside the panel.
    const close = within(panel).getByRole('button', { name: 'Close addresses' }).getBoundingClientRect();
    await expect(close.right).toBeLessThanOrEqual(panel.getBoundingClientRect().right);
  },
};
