import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { AddressPanel } from '../src/components/AddressPanel/AddressPanel';
import { ADDRESSES } from './fixtures/data';

const meta = {
  title: 'Shop/AddressPanel',
  component: AddressPanel,
  parameters: { layout: 'fullscreen' },
  args: { open: true, addresses: ADDRESSES, onAdd: fn(), onRemove: fn(), onSelect: fn(), onClose: fn() },
} satisfies Meta<typeof AddressPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { addresses: [] },
  play: async ({ args, userEvent }) => {
    const panel = within(await screen.findByRole('dialog', { name: 'Saved addresses' }));
    await expect(panel.getByText(/No saved addresses yet/)).toBeVisible();
    await userEvent.type(panel.getByRole('textbox', { name: 'New address' }), '   {Enter}');
    await expect(args.onAdd).not.toHaveBeenCalled();
    await userEvent.clear(panel.getByRole('textbox', { name: 'New address' }));
  },
};

export const AddsAnAddress: Story = {
  tags: ['!visual'],
  args: { addresses: [] },
  play: async ({ args, userEvent }) => {
    const panel = within(await screen.findByRole('dialog'));
    await userEvent.type(panel.getByRole('textbox', { name: 'New address' }), ' Room 5, Block A {Enter}');
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
    await expect(args.onAdd).toHaveBeenCalledWith('Room 5, Block A');
  },
};

export const WithAddresses: Story = {
  args: { selectedId: ADDRESSES[0]!.id },
  play: async ({ args, userEvent }) => {
    const panel = within(await screen.findByRole('dialog'));
    await expect(panel.getByRole('radio', { name: 'Room 12, Block C, Moremi Hall' })).toBeChecked();
    await userEvent.click(panel.getByRole('radio', { name: /14 Ogunlana Street/ }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith(ADDRESSES[1]!.id);
    await userEvent.click(panel.getByRole('button', { name: 'Delete Room 12, Block C, Moremi Hall' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(1);
    await expect(args.onRemove).toHaveBeenCalledWith(ADDRESSES[0]!.id);
  },
};

export const Mobile: Story = {
  args: { selectedId: ADDRESSES[1]!.id },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
