import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
// The tab's lazy chunk and its charts' library, in before any story starts (with the file, not
// inside a story's 30 s): the console's own lazy import() then finds the module loaded. Measured
// on a shared machine, the tap to the tab drawn went from 1.5 s to 0.3 s and the play from 5.4 s
// to 2.5 s; cold and loaded it was several times that. The stories picture the tab's state, not
// the chunk's loading.
import '../../src/app/features/vendor/reports/VendorReportsFeature';
import { screen, screenSettled } from './appScreen';
import { as, NORMAL } from './screenData';

/**
 * The console's Reports tab at /vendor (issue 31), signed in as the vendor, through the real
 * containers (VendorConsole, its lazy VendorReportsFeature and its chunk of charts) with
 * GET /api/vendor/reports answered by the shared MSW handlers from a busy October and November
 * (900 orders): the vendor opens the tab and picks 'This month' (seen from the top), then shows
 * 'Orders per hour' as a table (seen there). On a phone from the bottom bar, on a desktop from the
 * tabs over the console.
 */
const meta = {
  title: 'Screens/Console/Reports',
  // Every control in the console's screens is at least 44 × 44 px (.storybook/vitest.setup.ts).
  tags: ['touch-targets'],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One budget for all of the play's waits, well inside the story's 30 s (the console's start before
 * it took up to 7 s, the checks after it up to 5 s): each wait gets what is left, so the one that
 * runs out fails with its own message (which text, which spinner) instead of the story timing out
 * somewhere in a chain of waits of 15 s each.
 */
function budget(ms = 12_000) {
  const end = Date.now() + ms;
  return () => ({ timeout: Math.max(0, end - Date.now()) });
}

const reportsOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('section[aria-labelledby="reports-title"]');

/** Opens Reports as the vendor would and picks 'This month' (the range and its figures at the top). */
async function thisMonth(canvasElement: HTMLElement) {
  const left = budget();
  const bar = canvasElement.querySelector<HTMLElement>('nav[aria-label="Console sections"]');
  const phone = bar !== null && getComputedStyle(bar).display !== 'none';
  const open = phone
    ? within(bar).getByText('Reports').closest('button')!
    : within(canvasElement).getByRole('tab', { name: 'Reports' });
  await userEvent.click(open);
  await waitFor(() => expect(reportsOf(canvasElement)).not.toBeNull(), left());
  const reports = within(reportsOf(canvasElement)!);
  // The first answer: this week so far (Monday 16 to Saturday 21 November, the stories' clock).
  await waitFor(
    () => expect(reports.getByText(/16 Nov 2026 – 21 Nov 2026 \(6 days\)/)).toBeVisible(),
    left(),
  );

  await userEvent.selectOptions(reports.getByLabelText('Range'), 'This month');
  await waitFor(
    () => expect(reports.getByText(/1 Nov 2026 – 21 Nov 2026 \(21 days\)/)).toBeVisible(),
    left(),
  );
  await waitFor(
    () => expect(reports.queryByRole('progressbar', { name: 'Loading the reports' })).toBeNull(),
    left(),
  );
  return reports;
}

/**
 * Places a part's top just below the console's sticky header (64 px), the same on every run: once
 * the screen has settled (its charts drawn, fonts in), so nothing above it moves after.
 */
async function scrollToTop(element: HTMLElement | null) {
  await screenSettled();
  const top = element ? element.getBoundingClientRect().top + window.scrollY - 72 : 0;
  window.scrollTo({ top, behavior: 'instant' });
}

/** This month's figures from the top: the range picked, the summary beside the month before. */
async function monthAtTop({ canvasElement }: { canvasElement: HTMLElement }) {
  await thisMonth(canvasElement);
  await scrollToTop(null);
}

/** This month, then 'Orders per hour' as a table: the rush's hours in figures. */
async function hoursAsTable({ canvasElement }: { canvasElement: HTMLElement }) {
  const reports = await thisMonth(canvasElement);
  const region = reports.getByRole('region', { name: 'Orders per hour' });
  const hours = within(region);
  await userEvent.click(hours.getByRole('button', { name: 'Show as table' }));
  await expect(hours.getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-pressed', 'true');
  await expect(hours.getByRole('table')).toBeVisible();
  await expect(hours.getByRole('row', { name: /^12:00/ })).toBeVisible();
  // The best sellers' table fits the phone whole: no column hidden behind a sideways scroll.
  const sellers = reports
    .getByRole('region', { name: 'Best sellers' })
    .querySelector('.MuiTableContainer-root')!;
  await expect(sellers.scrollWidth).toBeLessThanOrEqual(sellers.clientWidth);
  await scrollToTop(region);
}

const spec = {
  path: '/vendor',
  data: as('vendor', NORMAL),
  signedIn: true,
  shows: 'nav[aria-label="Console sections"]',
};

export const ThisMonthPhone: Story = screen(spec, 'mobile', { play: monthAtTop });
export const HoursTablePhone: Story = screen(spec, 'mobile', { play: hoursAsTable });
export const ThisMonthDesktop: Story = screen(spec, 'desktop', { play: monthAtTop });
export const HoursTableDesktop: Story = screen(spec, 'desktop', { play: hoursAsTable });
