import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { VENDOR_OFFLINE_MESSAGE } from '../../src/domain/messages';
import { SWITCHES_NOT_KNOWN } from '../../src/components/vendor/StatusSwitches/StatusSwitches';
import { getWorker } from 'msw-storybook-addon';
import { apiHandlers, sentMoves } from './handlers';
import { dropNetwork, screen, screenSettled, type ScreenSpec, type Viewport } from './appScreen';
import type { ServerData } from './handlers';
import { RUSH_MENU } from '../vendor/fixtures';
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
  // Offline, the console cannot ask who the vendor is: it says so (ConsoleStart's heading), without
  // its bottom bar. Not any `main`: the 'checking' spinner is one too, and a picture taken on it
  // (before the account check had even been sent) was a flaky baseline.
  shows: state === 'offline' ? 'main h1' : 'nav[aria-label="Console sections"]',
});

/**
 * On a phone, the vendor taps a tab of the bottom bar; on a desktop, scrolls to that part. (Found
 * by ids and labels: role queries over a 40-order queue take seconds each on a busy machine.)
 */
/** What each part of the desktop console says when its read is refused (the server down). */
const DOWN_LINES = [
  'The orders could not be loaded',
  'The switches could not be read',
  "Today's summary could not be read",
  'The menu could not be read',
];

const openPart =
  (tab: string, headingId: string, skeletons = false, beforeScroll?: () => Promise<void>) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const bar = canvasElement.querySelector<HTMLElement>('nav[aria-label="Console sections"]');
    if (bar && getComputedStyle(bar).display !== 'none') {
      const button = within(bar).getByText(tab).closest('button')!;
      await userEvent.click(button);
      await waitFor(() => expect(button).toHaveClass('Mui-selected'), { timeout: 10_000 });
      await beforeScroll?.();
    } else {
      // Its top just below the console's sticky header (64 px).
      await waitFor(() => expect(document.getElementById(headingId)).not.toBeNull(), { timeout: 10_000 });
      // With the server down a skeleton may be what a part shows for good.
      await screenSettled({ skeletons });
      // Down, each part's refusal comes in its own time and lengthens what is above the part:
      // scrolled before the last one, the picture showed another stretch of the page (seen in a
      // whole run: 76 px off). Every part's line is in first.
      if (skeletons) {
        await waitFor(
          () => {
            for (const refused of DOWN_LINES) expect(canvasElement.textContent).toMatch(refused);
          },
          { timeout: 10_000 },
        );
      }
      // Whatever changes the page's height above the part (the offline line) is in before it.
      await beforeScroll?.();
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
/**
 * The server down: every call a 503 but the session's. The list never answered, so nothing says
 * "No orders yet" or "0 pending": a kitchen told that at rush would miss its orders.
 */
const queueServerDown = {
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await shows('section[aria-labelledby="order-queue-title"]', /have not loaded yet/);
    await shows('header h1', 'Kitchen orders not loaded');
    await expect(canvasElement.textContent).not.toMatch(/No orders yet|0 pending/);
  },
};
export const QueueServerDownPhone: Story = screen(vendor(NORMAL, 'down'), 'mobile', queueServerDown);
export const QueueServerDownDesktop: Story = screen(vendor(NORMAL, 'down'), 'desktop', queueServerDown);
/** No network from the start: the console cannot ask who the vendor is, and says so. */
export const QueueOfflinePhone: Story = screen(vendor(NORMAL, 'offline'), 'mobile');
export const QueueOfflineDesktop: Story = screen(vendor(NORMAL, 'offline'), 'desktop');
/** Offline from the start, then the network back: the console asks again and starts by itself. */
export const QueueOfflineThenBackPhone: Story = screen(
  { ...vendor(NORMAL, 'offline'), shows: 'main h1, nav[aria-label="Console sections"]' },
  'mobile',
  {
    play: async () => {
      await shows('main h1', 'The console could not start');
      getWorker().use(...apiHandlers(as('vendor', NORMAL)));
      delete (navigator as { onLine?: boolean }).onLine;
      window.dispatchEvent(new Event('online'));
      await shows('nav[aria-label="Console sections"]', 'Orders');
      await expect(document.querySelector('main h1')?.textContent ?? '').not.toMatch(/could not start/);
    },
  },
);

// ── Kitchen (To cook), Today, Menu ──────────────────────────────────────────────────────────

/**
 * What a part must show once it is open, found by id and text rather than by role (the queue
 * beside it is thousands of nodes at rush): `text` inside the element `selector` names.
 */
const shows = async (selector: string, text: string | RegExp) => {
  await waitFor(
    () => {
      const found = document.querySelector<HTMLElement>(selector);
      expect(found?.textContent).toMatch(text);
      expect(found).toBeVisible();
    },
    { timeout: 10_000 },
  );
};

const TO_COOK = 'section[aria-labelledby="to-cook-title"]';
const TODAY = 'section[aria-labelledby="day-summary-title"]';
const MENU = 'section[aria-labelledby="menu-editor-title"]';
/** The offline line above the console (AppBanner), once the network has gone. */
const OFFLINE_LINE = '.Bukka-app-banner';

type Check = (canvasElement: HTMLElement) => Promise<void>;

/** A part of the console (its tab, its heading) opened in one state, and what it must then show. */
const part =
  (tab: string, headingId: string) =>
  (data: ServerData, state: ScreenSpec['state'], viewport: Viewport, check?: Check): Story =>
    screen(vendor(data, state), viewport, {
      play: async (context) => {
        // Offline with the console open: the part was drawn, then the network goes, and the
        // offline line is in before the desktop scrolls to the part: it comes above the console,
        // and scrolled before it came, the picture showed another stretch of the page (the part 56
        // px higher, its heading under the header, on some runs).
        const goOffline = async () => {
          dropNetwork();
          await wentOffline();
        };
        await openPart(
          tab,
          headingId,
          state === 'down',
          state === 'dropped' ? goOffline : undefined,
        )(context);
        await check?.(context.canvasElement);
      },
    });
const toCook = part('Kitchen', 'to-cook-title');
const today = part('Today', 'day-summary-title');
const menu = part('Menu', 'menu-editor-title');

/** Nothing accepted yet: To cook says so. */
const nothingToCook = () => shows(TO_COOK, 'Nothing to cook: no accepted order is waiting.');
/** Four accepted orders of the normal lunchtime, their packages summed. */
const fourToCook = () => shows(TO_COOK, /4 accepted orders.*3 × Chicken and Chips/);
const SWITCHES = 'section[aria-labelledby="switches-title"]';
/**
 * The server down: To cook cannot know and says so; the switches say the server's word and that
 * they are not known, with no switch drawn ('Food ready / Customers can order.' would be a guess).
 */
const cookServerDown = async () => {
  await shows(TO_COOK, 'Not known until the orders load.');
  await shows(SWITCHES, 'The switches could not be read: Service Unavailable.');
  await shows(SWITCHES, SWITCHES_NOT_KNOWN);
  const switches = document.querySelector<HTMLElement>(SWITCHES)!;
  await expect(switches.querySelectorAll('[role="switch"], input[type="checkbox"]')).toHaveLength(0);
  await expect(switches.textContent).not.toMatch(/Customers can/);
  // On a phone the switches are below To cook and the alerts: brought up for the picture (under
  // the 72 px header, above the bottom bar), To cook scrolled out of it.
  const { bottom, top } = switches.getBoundingClientRect();
  if (bottom > window.innerHeight - 72) {
    window.scrollTo({ top: top + window.scrollY - 80, behavior: 'instant' });
  }
};
/** The network gone with the console open: the offline line, and what was cooking stays. */
const wentOffline = () => shows(OFFLINE_LINE, VENDOR_OFFLINE_MESSAGE);

export const ToCookEmptyPhone: Story = toCook(EMPTY, 'up', 'mobile', nothingToCook);
export const ToCookEmptyDesktop: Story = toCook(EMPTY, 'up', 'desktop', nothingToCook);
export const ToCookPhone: Story = toCook(NORMAL, 'up', 'mobile', fourToCook);
export const ToCookDesktop: Story = toCook(NORMAL, 'up', 'desktop', fourToCook);
export const ToCookRushPhone: Story = toCook(RUSH, 'up', 'mobile');
export const ToCookRushDesktop: Story = toCook(RUSH, 'up', 'desktop');
/** The server down: every call a 503 but the session's. */
export const ToCookServerDownPhone: Story = toCook(NORMAL, 'down', 'mobile', cookServerDown);
export const ToCookServerDownDesktop: Story = toCook(NORMAL, 'down', 'desktop', cookServerDown);
/**
 * The console opened with the server down, then the server back: the network's return (the
 * `online` event) has the order list asked at once; its answer has the switches read again, and
 * they are drawn as the server holds them, the read's error gone. No real time waited.
 */
export const ToCookServerBackPhone: Story = screen(vendor(NORMAL, 'down'), 'mobile', {
  play: async (context) => {
    await openPart('Kitchen', 'to-cook-title', true)(context);
    await cookServerDown();
    getWorker().use(...apiHandlers(as('vendor', NORMAL)));
    window.dispatchEvent(new Event('online'));
    await shows(SWITCHES, 'Customers can order.');
    const switches = within(document.querySelector<HTMLElement>(SWITCHES)!);
    await expect(switches.getByRole('switch', { name: 'Food ready' })).toBeChecked();
    await expect(switches.getByRole('switch', { name: 'Delivery available' })).toBeChecked();
    // The menu, refused as the console opened, read again with them: its sold-out package.
    await expect(
      await switches.findByRole('switch', { name: 'Chicken Burger sold out' }, { timeout: 10_000 }),
    ).toBeChecked();
    await expect(switches.queryByText(SWITCHES_NOT_KNOWN)).toBeNull();
    await expect(switches.queryByText(/could not be read/)).toBeNull();
    await shows(TO_COOK, /4 accepted orders/);
    // The picture: the switches, back (under the 72 px header).
    const top = document.querySelector(SWITCHES)!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - 80, behavior: 'instant' });
  },
});
/** Offline with the console open (offline from the start, it cannot ask who is signed in: QueueOffline). */
export const ToCookOfflinePhone: Story = toCook(NORMAL, 'dropped', 'mobile', async () => {
  await wentOffline();
  await fourToCook();
});
export const ToCookOfflineDesktop: Story = toCook(NORMAL, 'dropped', 'desktop', async () => {
  await wentOffline();
  await fourToCook();
});

/** The day before its first order: every figure nought. */
const noOrdersToday = () => shows(TODAY, /Orders\s*0/);
const eighteenToday = () => shows(TODAY, /Orders\s*18/);
const todayServerDown = () => shows(TODAY, 'Service Unavailable');

export const TodayEmptyPhone: Story = today(EMPTY, 'up', 'mobile', noOrdersToday);
export const TodayEmptyDesktop: Story = today(EMPTY, 'up', 'desktop', noOrdersToday);
export const TodayPhone: Story = today(NORMAL, 'up', 'mobile', eighteenToday);
export const TodayDesktop: Story = today(NORMAL, 'up', 'desktop', eighteenToday);
export const TodayRushPhone: Story = today(RUSH, 'up', 'mobile');
export const TodayRushDesktop: Story = today(RUSH, 'up', 'desktop');
export const TodayServerDownPhone: Story = today(NORMAL, 'down', 'mobile', todayServerDown);
export const TodayServerDownDesktop: Story = today(NORMAL, 'down', 'desktop', todayServerDown);
export const TodayOfflinePhone: Story = today(NORMAL, 'dropped', 'mobile', async () => {
  await wentOffline();
  await eighteenToday();
});
export const TodayOfflineDesktop: Story = today(NORMAL, 'dropped', 'desktop', async () => {
  await wentOffline();
  await eighteenToday();
});

/** A new shop: no package yet, the way to add the first. */
const noPackages = () => shows(MENU, 'New package');
/** Forty packages, the longest names there are: each its Edit button. */
const fortyPackages = async (canvasElement: HTMLElement) => {
  await shows(MENU, RUSH_MENU[39]!.name);
  const edits = [...canvasElement.querySelectorAll(`${MENU} button`)].filter((b) => b.textContent === 'Edit');
  await expect(edits).toHaveLength(40);
  // The picture: the first of the long names (the tenth package, ₦1,000,000) below the header.
  const longName = [...canvasElement.querySelectorAll<HTMLElement>(`${MENU} *`)].find(
    (element) => element.childElementCount === 0 && element.textContent === RUSH_MENU[9]!.name,
  )!;
  window.scrollTo({ top: longName.getBoundingClientRect().top + window.scrollY - 100, behavior: 'instant' });
};
const menuServerDown = () => shows(MENU, 'Service Unavailable');

export const MenuEditorEmptyPhone: Story = menu(EMPTY, 'up', 'mobile', noPackages);
export const MenuEditorEmptyDesktop: Story = menu(EMPTY, 'up', 'desktop', noPackages);
export const MenuEditorPhone: Story = menu(NORMAL, 'up', 'mobile');
export const MenuEditorDesktop: Story = menu(NORMAL, 'up', 'desktop');
export const MenuEditorRushPhone: Story = menu(RUSH, 'up', 'mobile', fortyPackages);
export const MenuEditorRushDesktop: Story = menu(RUSH, 'up', 'desktop', fortyPackages);
export const MenuEditorServerDownPhone: Story = menu(NORMAL, 'down', 'mobile', menuServerDown);
export const MenuEditorServerDownDesktop: Story = menu(NORMAL, 'down', 'desktop', menuServerDown);
export const MenuEditorOfflinePhone: Story = menu(NORMAL, 'dropped', 'mobile', async () => {
  await wentOffline();
  await shows(MENU, 'Mini(Turkey) Package');
});
export const MenuEditorOfflineDesktop: Story = menu(NORMAL, 'dropped', 'desktop', async () => {
  await wentOffline();
  await shows(MENU, 'Mini(Turkey) Package');
});
