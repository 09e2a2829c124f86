import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { MenuEditor } from '../../src/components/vendor/MenuEditor/MenuEditor';
import { MenuItemForm } from '../../src/components/vendor/MenuItemForm/MenuItemForm';
import { MENU_NAME_MESSAGE, menuNameTakenMessage } from '../../src/domain/menuItemSchema';
import { UPLOAD_TYPES_MESSAGE } from '../../src/domain/uploadedPicture';
import { MENU_CHANGES, NOW, VENDOR_MENU } from './fixtures';

const meta = {
  title: 'Vendor/MenuEditor',
  component: MenuEditor,
  // The form is drawn by the New item, Edit, Validation errors and upload stories.
  subcomponents: { MenuItemForm },
  args: {
    items: VENDOR_MENU,
    changes: MENU_CHANGES,
    now: NOW,
    onEdit: fn(),
    onNew: fn(),
    onCancel: fn(),
    onSave: fn(),
    onMove: fn(),
    onToggleVisible: fn(),
    onUpload: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 440 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MenuEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every package with its picture, price and switch; the hidden one says so; the history under it. */
export const List: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const mega = canvas.getByRole('listitem', { name: 'Mega Package' });
    await expect(within(mega).getByText('₦1,500')).toBeVisible();
    const hidden = canvas.getByRole('listitem', { name: 'Mega(Turkey) Package' });
    await expect(within(hidden).getByText('Hidden')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move Mini Package up' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move Mega Package up' }));
    await expect(args.onMove).toHaveBeenCalledWith(3, -1);
    await userEvent.click(canvas.getByRole('switch', { name: 'Mega Package on the menu' }));
    await expect(args.onToggleVisible).toHaveBeenCalledWith(3, false);
    const history = canvas.getByRole('list', { name: 'Recent changes' });
    await expect(within(history).getByText(/price ₦1,500 → ₦1,700/)).toBeVisible();
    await expect(within(history).getByText(/vendor, 12:55/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], changes: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading the menu')).toBeVisible();
    await expect(canvas.getByText('No changes yet.')).toBeVisible();
  },
};

/** Editing a package: its fields filled, Save sends the checked values. */
export const Edit: Story = {
  args: { editing: 3 },
  play: async ({ args, canvas, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'Edit Mega Package' });
    const price = within(form).getByRole('textbox', { name: 'Price' });
    await expect(price).toHaveValue('1500');
    await userEvent.clear(price);
    await userEvent.type(price, '1700');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Mega Package',
      desc: 'spaghetti, diced sausage, plantain and chicken',
      price: 1700,
      category: 'Packages',
    });
    await expect(canvas.getByRole('button', { name: 'New package' })).toBeDisabled();
  },
};

/** A new package: empty fields on top of the list; without a picture chosen, it is saved without one. */
export const NewItem: Story = {
  args: { editing: 'new' },
  play: async ({ args, canvas, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'New package' });
    await expect(within(form).getByRole('button', { name: 'Choose a picture' })).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Party Jollof Package');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Price' }), '3500');
    await userEvent.click(within(form).getByRole('button', { name: 'Add package' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'Party Jollof Package',
      desc: '',
      price: 3500,
      category: '',
    });
  },
};

/** A plain orange 4:3 picture, drawn here: nothing random or fetched in a screenshot. */
async function platePicture(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 160;
  canvas.height = 120;
  const paint = canvas.getContext('2d')!;
  paint.fillStyle = '#e0702a';
  paint.fillRect(0, 0, 160, 120);
  const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'));
  return new File([blob], 'plate.png', { type: 'image/png' });
}

/**
 * A new package with its picture in one go (issue 25 item 6): the picture chosen in the add form
 * shows at once and goes with 'Add package'; a file of the wrong kind is refused in the form.
 */
export const NewItemWithPicture: Story = {
  args: { editing: 'new' },
  play: async ({ args, canvas, userEvent, step }) => {
    const form = within(canvas.getByRole('form', { name: 'New package' }));
    await step('a file that is not a picture is refused here', async () => {
      // As a phone's file picker can hand over any file (the accept list is a hint): no userEvent
      // here, which applies the accept list itself.
      fireEvent.change(form.getByLabelText('Picture file'), {
        target: { files: [new File(['x'], 'menu.txt', { type: 'text/plain' })] },
      });
      await expect(form.getByRole('alert')).toHaveTextContent(UPLOAD_TYPES_MESSAGE);
    });
    const picture = await platePicture();
    fireEvent.change(form.getByLabelText('Picture file'), { target: { files: [picture] } });
    await expect(form.queryByRole('alert')).toBeNull();
    const preview = form.getByRole('img', { name: 'The chosen picture' });
    await waitFor(() => expect((preview as HTMLImageElement).complete).toBe(true));
    await expect(form.getByRole('button', { name: 'Choose another picture' })).toBeVisible();
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Party Jollof Package');
    await userEvent.type(form.getByRole('textbox', { name: 'Price' }), '3500');
    await userEvent.click(form.getByRole('button', { name: 'Add package' }));
    await expect(args.onSave).toHaveBeenCalledWith(
      { name: 'Party Jollof Package', desc: '', price: 3500, category: '' },
      picture,
    );
  },
};

/** The form's own rules and the server's (a taken name) under their fields; nothing is sent. */
export const ValidationErrors: Story = {
  args: { editing: 'new', formErrors: { name: menuNameTakenMessage('Mega Package') } },
  play: async ({ args, canvas, userEvent }) => {
    const form = canvas.getByRole('form', { name: 'New package' });
    await expect(within(form).getByText(menuNameTakenMessage('Mega Package'))).toBeVisible();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'M');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Price' }), '20.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add package' }));
    await expect(within(form).getByText(MENU_NAME_MESSAGE)).toBeVisible();
    await expect(within(form).getByText('Price must be a whole number from ₦50 to ₦1,000,000')).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const UploadInProgress: Story = {
  args: { editing: 5, uploading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading the picture' })).toBeVisible();
    await expect(canvas.getByText('Uploading…')).toBeVisible();
  },
};

export const UploadRefused: Story = {
  args: { editing: 5, uploadError: UPLOAD_TYPES_MESSAGE },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(UPLOAD_TYPES_MESSAGE);
    const file = new File(['png'], 'plate.png', { type: 'image/png' });
    await userEvent.upload(canvas.getByLabelText('Picture file'), file);
    await expect(args.onUpload).toHaveBeenCalledWith(5, file);
  },
};

export const LongNames: Story = {
  args: {
    items: VENDOR_MENU.map((item) =>
      item.id === 2
        ? {
            ...item,
            name: 'Extra Large Family Sharing Jollof and Fried Rice Combo Package',
            price: 1_000_000,
          }
        : item,
    ),
    error: 'The package could not be moved: the network is unreachable.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦1,000,000')).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { editing: 3 },
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' });
    await expect(save.getBoundingClientRect().height).toBeGreaterThanOrEqual(36);
  },
};
