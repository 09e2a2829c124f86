import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { useBackCloses } from '../../src/app/hooks/useBackCloses';

/** One overlay held the way every container holds its own (useBackCloses): opened, closed by ✕. */
function Overlay() {
  const [open, setOpen] = useState(false);
  useBackCloses(open, () => setOpen(false));
  return open ? (
    <div role="dialog" aria-label="Overlay">
      <button type="button" onClick={() => setOpen(false)}>
        Close
      </button>
    </div>
  ) : (
    <button type="button" onClick={() => setOpen(true)}>
      Open
    </button>
  );
}

/**
 * The back button's history (src/app/hooks/useBackCloses.ts) under a back that arrives late. Not a
 * picture ('!visual'), and not in the sidebar ('!dev'): a check of the hook, with its story page's
 * real history.
 */
const meta = {
  title: 'Checks/Back closes',
  component: Overlay,
  tags: ['!dev', '!autodocs', '!visual'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Overlay>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A task later: the hook settles its stack in a `setTimeout(…, 0)`. */
const realSetTimeout = window.setTimeout.bind(window);
const nextTask = () => new Promise((done) => realSetTimeout(done, 0));

/**
 * Closed by its ✕, the overlay's entry is taken away by one back; however long that back takes to
 * arrive, no second one is sent, for a second back sent before the first arrived lands one entry
 * further, below the page's own: off the shop. (In the stories' run, off the story's page: the back
 * took Vitest's own page with it and ended the run, 'Browser connection was closed', when the hook
 * sent its back again after 3 s without a popstate, on a loaded CI machine.) The back is held here
 * (history.go recorded, not done) and whatever the hook leaves for later is run at once, as if
 * seconds had passed; then the held back is let through.
 */
export const SlowBack: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await canvas.findByRole('dialog', { name: 'Overlay' });
    await nextTask();
    await expect(window.history.state).toMatchObject({ bukkaOverlay: 1 });

    const sent: number[] = [];
    const go = spyOn(window.history, 'go').mockImplementation((delta = 0) => {
      sent.push(delta);
    });
    const later: (() => void)[] = [];
    const timers = spyOn(window, 'setTimeout').mockImplementation(((
      handler: TimerHandler,
      delay = 0,
      ...args: unknown[]
    ) => {
      // What is due at once runs as usual; anything for later (a fallback after a delay) is kept.
      if (delay < 1000) return realSetTimeout(handler, delay, ...args);
      if (typeof handler === 'function') later.push(() => handler(...args));
      return 0;
    }) as typeof window.setTimeout);
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
      await nextTask();
      await expect(sent).toEqual([-1]);
      // The seconds pass and the back has still not arrived.
      for (const run of later.splice(0)) run();
      for (let task = 0; task < 3; task++) await nextTask();
      await expect(sent).toEqual([-1]);
    } finally {
      go.mockRestore();
      timers.mockRestore();
    }

    // The back arrives: the page's own entry again, and the hook ready for the next overlay.
    const arrived = new Promise((done) => window.addEventListener('popstate', done, { once: true }));
    window.history.go(-1);
    await arrived;
    await expect(window.history.state?.bukkaOverlay).toBeUndefined();
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    await canvas.findByRole('dialog', { name: 'Overlay' });
    await nextTask();
    await expect(window.history.state).toMatchObject({ bukkaOverlay: 1 });
    const back = new Promise((done) => window.addEventListener('popstate', done, { once: true }));
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await back;
    await expect(window.history.state?.bukkaOverlay).toBeUndefined();
  },
};
