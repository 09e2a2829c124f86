import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { DishLine } from '../src/components/DishLine/DishLine';
import { SidePanel } from '../src/components/SidePanel/SidePanel';
import { MENU_SEED as CATALOGUE } from '../src/domain/menuSeed';

const jumbo = CATALOGUE.find((item) => item.id === 5)!;

/** One dish in the cart's or the wishlist's list; those panels' stories show it in place. */
const meta = {
  title: 'Shop/DishLine',
  component: DishLine,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      // In the panel it lives in: the line's layout comes from the side panel's styles.
      <SidePanel open title="Your Cart (1)" closeLabel="Close cart" onClose={() => {}}>
        <ul aria-label="Dishes" className="Bukka-cart-lines">
          <Story />
        </ul>
      </SidePanel>
    ),
  ],
  args: {
    item: jumbo,
    removeLabel: `Remove ${jumbo.name}`,
    onRemove: fn(),
    children: <Typography color="text.secondary">What the list puts under the name.</Typography>,
  },
} satisfies Meta<typeof DishLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const canvas = within(await screen.findByRole('dialog'));
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(jumbo.name);
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${jumbo.name}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(jumbo.id);
  },
};

export const WithBadge: Story = {
  args: { badge: <Chip label="Sold out" color="error" size="small" /> },
  play: async () => {
    await expect(within(await screen.findByRole('dialog')).getByText('Sold out')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    item: {
      ...jumbo,
      name: 'Jumbo Package with extra plantain, coleslaw, two turkey wings and a chilled zobo',
    },
  },
};
