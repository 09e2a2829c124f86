import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sentMoves } from './handlers';
import { screen, screenSettled, type ScreenSpec } from './appScreen';
import { as, EMPTY, NORMAL, RUSH } from './screenData';

/**
 * The kitchen console at /vendor, signed in as the vendor: the queue (at rush), To cook
 * (Kitchen tab), Today and the Menu editor. On a desktop all four are on one screen; on a phone
 * one tab at a time, chosen in the play function as the vendor would.
 */
const meta = {
  title: 'Screens/Console',
  // Every control in the console's screens is at least 44 × 44 px (.storybook/vitest.setup.ts).
  tags: ['touch-targets'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const vendor = (data = NORMAL, state: ScreenSpec['state'] = 'up'): ScreenSpec => ({
  path: '/vendor',
  data: as('vendor', data),
  state,
  signedIn: true,
  // Offline, the console cannot ask who the vendor is: it says so, without its bottom bar.
  shows: state === 'offline' ? 'main, [role="alert"], h1, h2' : 'nav[aria-label="Console sections"]',
});

/**
 * On a phone, the vendor taps a tab of the bottom bar; on a desktop, scrolls to that part. (Found
 * by ids and labels: role queries over a 40-order queue take seconds each on a busy machine.)
 */
const openPart =
  (tab: string, headingId: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('nav[aria-label="Console sections"]');
    if (bar && getComputedStyle(bar).display !== 'none') {
      const button = within(bar).getByText(tab).closest('button')!;
      await userEvent.click(button);
      await waitFor(() => expect(button).toHaveClass('Mui-selected'), { timeout: 10_000 });
    } else {
      // Its top just below the console's sticky header (64 px).
      await waitFor(() => expect(document.getElementById(headingId)).not.toBeNull(), { timeout: 10_000 });
      await screenSettled();
      const top = document.getElementById(headingId)!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: top - 80, behavior: 'instant' });
    }
  };

/** An order's move button, by its label. */
const move = async (canvasElement: HTMLElement, label: string) => {
  await waitFor(() => expect(canvasElement.querySelector(`[aria-label="${label}"]`)).not.toBeNull(), {
    timeout: 10_000,
  });
  await userEvent.click(canvasElement.querySelector<HTMLElement>(`[aria-label="${label}"]`)!);
};

// ── The queue ───────────────────────────────────────────────────────────────────────────────

export const QueueEmptyPhone: Story = screen(vendor(EMPTY), 'mobile', {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/No orders yet/, {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
});
export const QueueEmptyDesktop: Story = screen(vendor(EMPTY), 'desktop');

/**
 * Through MSW: Accept holds the move (the undo bar says what will be sent); a second Accept sends
 * the first at once, PATCH /api/vendor/orders/1042 {status: 'accepted'}, and the queue shows the
 * server's answer.
 */
export const QueueAcceptPhone: Story = screen(vendor(NORMAL), 'mobile', {
  // No screenshot: the held move is sent when its five seconds are up, which no picture can wait
  // for without waiting real time; the play function's checks are the test.
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    sentMoves.length = 0;
    await move(canvasElement, 'Accept order #1042');
    // The undo bar grows in: visible once its transition is over.
    await waitFor(() => expect(canvas.getByText('Accepting #1042')).toBeVisible(), { timeout: 10_000 });
    await move(canvasElement, 'Accept order #1043');
    await waitFor(() => expect(sentMoves).toContainEqual({ ref: 1042, status: 'accepted' }), {
      timeout: 10_000,
    });
    await waitFor(() => expect(canvas.getByText('Accepting #1043')).toBeVisible(), { timeout: 10_000 });
  },
});
export const QueueDesktop: Story = screen(vendor(NORMAL), 'desktop');
export const QueueRushPhone: Story = screen(vendor(RUSH), 'mobile');
export const QueueRushDesktop: Story = screen(vendor(RUSH), 'desktop');
/** The server down: every call a 503 but the session's. */
export const QueueServerDownPhone: Story = screen(vendor(NORMAL, 'down'), 'mobile');
export const QueueServerDownDesktop: Story = screen(vendor(NORMAL, 'down'), 'desktop');
export const QueueOfflinePhone: Story = screen(vendor(NORMAL, 'offline'), 'mobile');

// ── Kitchen (To cook), Today, Menu ──────────────────────────────────────────────────────────

export const ToCookRushDesktop: Story = screen(vendor(RUSH), 'desktop', {
  play: openPart('Kitchen', 'to-cook-title'),
});
export const TodayRushDesktop: Story = screen(vendor(RUSH), 'desktop', {
  play: openPart('Today', 'day-summary-title'),
});
export const MenuEditorDesktop: Story = screen(vendor(NORMAL), 'desktop', {
  play: openPart('Menu', 'menu-editor-title'),
});
export const ToCookRushPhone: Story = screen(vendor(RUSH), 'mobile', {
  play: openPart('Kitchen', 'to-cook-title'),
});
export const TodayRushPhone: Story = screen(vendor(RUSH), 'mobile', {
  play: openPart('Today', 'day-summary-title'),
});
export const MenuEditorPhone: Story = screen(vendor(NORMAL), 'mobile', {
  play: openPart('Menu', 'menu-editor-title'),
});
