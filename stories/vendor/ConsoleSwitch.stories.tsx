import FormControlLabel from '@mui/material/FormControlLabel';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ConsoleSwitch } from '../../src/components/vendor/ConsoleSwitch/ConsoleSwitch';

const meta = {
  title: 'Vendor/ConsoleSwitch',
  component: ConsoleSwitch,
  args: { checked: true, onChange: fn(), slotProps: { input: { 'aria-label': 'Food ready' } } },
} satisfies Meta<typeof ConsoleSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On (food ready, delivery on, on the menu): a 48 px target for a busy thumb. */
export const On: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Food ready' });
    const box = toggle.closest('.MuiSwitch-root')!.getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Off: Story = { args: { checked: false } };

/** Sold out uses the error colour. */
export const SoldOut: Story = {
  args: { checked: true, color: 'error', slotProps: { input: { 'aria-label': 'Mega Package sold out' } } },
};

/** While its call is under way it cannot be tapped again. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Food ready' })).toBeDisabled();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** With its label, as the Kitchen tab shows it on a phone. */
export const LabelledMobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: (args) => (
    <FormControlLabel
      control={<ConsoleSwitch checked={args.checked} onChange={args.onChange} />}
      label="Chicken Burger and Fries (Family Party Jollof Platter Deluxe) sold out"
    />
  ),
};
