import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AddressEntry } from '../src/components/AddressEntry/AddressEntry';
import { ADDRESS_BLANK_MESSAGE } from '../src/domain/address';

/** The 'add an address' field of the cart drawer and the address panel. */
const meta = {
  title: 'Shop/AddressEntry',
  component: AddressEntry,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { onAdd: fn() },
} satisfies Meta<typeof AddressEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'New address' }),
      '  Room 12, Moremi Hall {Enter}',
    );
    await expect(args.onAdd).toHaveBeenCalledWith('Room 12, Moremi Hall');
    await expect(canvas.getByRole('textbox', { name: 'New address' })).toHaveValue('');
  },
};

export const Blank: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'New address' }), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText(ADDRESS_BLANK_MESSAGE)).toBeVisible();
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const OtherLabel: Story = { args: { label: 'Another address' } };
