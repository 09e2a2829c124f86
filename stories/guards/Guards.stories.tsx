import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CloseIcon from '@mui/icons-material/Close';
import { expect, fn } from 'storybook/test';
import { OrderQueue } from '../../src/components/vendor/OrderQueue/OrderQueue';
import { smallControls, widthProblem } from '../../.storybook/guards';
import { NOW, rushOrders } from '../vendor/fixtures';

/**
 * The story run's own checks (.storybook/guards.ts), shown to fail on what they are meant to
 * catch (issue 27 item 4): a guard that never fails proves nothing. Each story here builds the
 * fault on purpose and expects the guard to name it; the run's after-story checks are off for
 * them ('!fits-viewport', no 'touch-targets'), and they are kept out of the sidebar ('!dev').
 */
const meta = {
  title: 'Checks/Guards',
  tags: ['!dev', '!autodocs', '!visual', '!fits-viewport'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The console's queue at rush (16 orders) as it was before issue 25: 651 px wide on a 360 px
 * phone. The width guard fails it, with the width it measured. (The queue as it is now passes the
 * same guard in Screens/Console's QueueRushPhone.)
 */
export const QueueAtRushTooWide: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <Box sx={{ width: 651 }}>
      <OrderQueue
        orders={rushOrders}
        now={NOW}
        onAccept={fn()}
        onDecline={fn()}
        onComplete={fn()}
        onConfirmPayment={fn()}
      />
    </Box>
  ),
  play: async () => {
    await expect(window.innerWidth).toBe(360);
    await expect(widthProblem()).toBe("The story's page is 651 px wide in a 360 px viewport");
  },
};

/**
 * A 30 px button among 44 px controls (the theme's own buttons are at least 44 px on the console):
 * the touch-target guard names it alone.
 */
export const ControlTooSmall: Story = {
  render: () => (
    <Box sx={{ display: 'flex', gap: 2, p: 2 }}>
      <Button variant="contained" sx={{ minHeight: 48 }}>
        Accept
      </Button>
      <Box component="button" aria-label="Dismiss" sx={{ width: 30, height: 30, p: 0 }}>
        <CloseIcon fontSize="small" />
      </Box>
    </Box>
  ),
  play: async () => {
    await expect(smallControls()).toEqual(["'Dismiss' is 30 × 30 px"]);
  },
};
