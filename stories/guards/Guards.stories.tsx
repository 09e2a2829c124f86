import type { Meta, StoryObj } from '@storybook/react-vite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CloseIcon from '@mui/icons-material/Close';
import { expect, fn } from 'storybook/test';
import { OrderQueue } from '../../src/components/vendor/OrderQueue/OrderQueue';
import { settled, smallControls, widthProblem } from '../../.storybook/guards';
import preview from '../../.storybook/preview';
import axe, { type RunOptions } from 'axe-core';
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

/**
 * A back out of the story's page (guards.ts keepTravelInStory), and a back sent while another is
 * on its way, which goes one entry further: each throws, naming it, where without the guard the
 * story page's history took Vitest's own page back and the run ended ('Browser connection was
 * closed while running tests', the story files after it unrun). A back that stays in the page
 * goes as usual.
 */
export const BackOutOfTheStory: Story = {
  render: () => <p>A story page with one entry of its own, then two.</p>,
  play: async () => {
    const first = navigation.currentEntry!.index;
    await expect(() => window.history.go(-(first + 1))).toThrow(
      `history.go(-${first + 1}) from entry ${first + 1} of the story's ${navigation.entries().length} leaves the story's page`,
    );
    await expect(() => window.history.go(0)).toThrow(/reloads the story/);

    window.history.pushState({ guard: 'above' }, '');
    const arrived = new Promise((done) => window.addEventListener('popstate', done, { once: true }));
    window.history.back();
    await expect(() => window.history.back()).toThrow(
      /^history\.go\(-1\) from entry \d+ of the story's \d+, with history\.go\(-1\) still on its way, leaves the story's page/,
    );
    await arrived;
    await expect(navigation.currentEntry!.index).toBe(first);
  },
};

/** A box, moved by the stories below for longer than anything in the app moves. */
const Box40 = () => <Box className="slow-box" sx={{ width: 40, height: 40, bgcolor: 'primary.main' }} />;

const slide = (canvasElement: HTMLElement) =>
  canvasElement
    .querySelector('.slow-box')!
    .animate([{ transform: 'none' }, { transform: 'translateX(200px)' }], {
      duration: 60_000,
      id: 'guard-slide',
    });

/**
 * A finite animation that is paused never finishes, and does not move: the after-story wait
 * (guards.ts settled) leaves it, as it leaves spinners. It waited on it before, for good, and the
 * hook failed at 30 s with nothing named.
 */
export const PausedAnimation: Story = {
  render: () => <Box40 />,
  play: async ({ canvasElement }) => {
    const animation = slide(canvasElement);
    animation.pause();
    await settled();
    await expect(animation.playState).toBe('paused');
  },
};

/**
 * An animation still running when the wait is over: the after-story wait fails by then, naming
 * what still moves, instead of holding the hook to its 30 s. (The story ends it afterwards, for
 * its own after-story checks.)
 */
export const AnimationThatDoesNotEnd: Story = {
  render: () => <Box40 />,
  play: async ({ canvasElement }) => {
    const animation = slide(canvasElement);
    await expect(settled(300)).rejects.toThrow(
      /^Still moving after the story: animation guard-slide on div\.slow-box\.[\w-]+ \(waited 300 ms\)$/,
    );
    animation.cancel();
  },
};

/**
 * The a11y check runs axe with `resultTypes: ['violations']` (preview.tsx): axe then keeps one
 * node of each passing rule instead of every node, which a rush screen has thousands of, and
 * still every node of every violation. Two unlabelled fields and a nameless button, checked with
 * the preview's own options: each is named (the story's own after-story check is off for it).
 */
export const ViolationsStillFound: Story = {
  parameters: { a11y: { test: 'off' } },
  render: () => (
    <Box sx={{ display: 'flex', gap: 2, p: 2 }}>
      <input />
      <input />
      <Box component="button" className="no-name" sx={{ width: 48, height: 48 }} />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const options = (preview.parameters?.a11y as { options: RunOptions }).options;
    const result = await axe.run(canvasElement, options);
    const found = Object.fromEntries(
      result.violations.map((rule) => [rule.id, rule.nodes.map((node) => String(node.target))]),
    );
    await expect(found).toMatchObject({
      label: ['input:nth-child(1)', 'input:nth-child(2)'],
      'button-name': ['.no-name'],
    });
    await expect(result.passes.every((rule) => rule.nodes.length <= 1)).toBe(true);
  },
};
