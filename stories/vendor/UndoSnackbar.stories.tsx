import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { UndoSnackbar } from '../../src/components/vendor/UndoSnackbar/UndoSnackbar';

const meta = {
  title: 'Vendor/UndoSnackbar',
  component: UndoSnackbar,
  args: { message: 'Accepting #1042', onUndo: fn() },
} satisfies Meta<typeof UndoSnackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just accepted: the bar says what will be sent ('Accepting #1042'); 'Undo' takes it back first. */
export const Accepted: Story = {
  play: async ({ args, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    // The bar grows in: wait for it to be there whole.
    await waitFor(() => expect(screen.getByText('Accepting #1042')).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: /^Undo/ }));
    await expect(args.onUndo).toHaveBeenCalledTimes(1);
  },
};

/** Completed with the money confirmed ('Mark ₦X received?' answered yes). */
export const CompletedAndPaid: Story = {
  args: { message: 'Completing #1039, marking it paid' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(screen.getByRole('button', { name: /^Undo/ })).toBeVisible());
  },
};

/** Nothing held: no bar. */
export const Hidden: Story = {
  args: { message: null },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole('button', { name: /^Undo/ }),
    ).toBeNull();
  },
};

/** On a phone the bar sits inside the screen, above the console's bottom navigation. */
export const Mobile: Story = {
  args: { message: 'Marking #2147483 paid' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Undo: Marking #2147483 paid' })).toBeVisible(),
    );
    const bar = screen.getByRole('alert').getBoundingClientRect();
    await expect(bar.left).toBeGreaterThanOrEqual(0);
    await expect(bar.right).toBeLessThanOrEqual(window.innerWidth);
    await expect(bar.bottom).toBeLessThanOrEqual(window.innerHeight - 56);
  },
};
