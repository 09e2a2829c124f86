import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FigureTable } from '../../src/components/vendor/Reports/FigureTable';

/** A chart's numbers as a table: the screen reader's version, and the vendor's 'Show as table'. */
const meta = {
  title: 'Vendor/Reports/FigureTable',
  component: FigureTable,
  args: {
    caption: 'Fees per zone',
    columns: ['Zone', 'Orders', 'Fees'],
    rows: [
      ['Inside School', 120, '₦24,000'],
      ['Outside School (North gate, South gate, West gate)', 86, '₦34,400'],
      ['Outside Town', 9, '₦9,000'],
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof FigureTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Fees per zone' });
    await expect(table).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};

/** No rows: the header alone. */
export const Empty: Story = { args: { rows: [] } };

/** Long package names in a 320 px phone's width. */
export const LongNames: Story = {
  args: {
    caption: 'Best sellers',
    columns: ['Package', 'Sold', 'Revenue'],
    rows: [
      ['Jumbo(Turkey) Package with extra plantain and two bottles of water', 312, '₦873,600'],
      ['Chicken Burger and Fries Combo for two', 204, '₦408,000'],
    ],
  },
  globals: { viewport: { value: 'phoneSmall', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(320);
  },
};
