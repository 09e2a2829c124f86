import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
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

const WAIT = { timeout: 15_000 };

const reportsOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('section[aria-labelledby="reports-title"]');

/** Opens Reports as the vendor would and picks 'This month' (the range and its figures at the top). */
async function thisMonth(canvasElement: HTMLElement) {
  const bar = canvasElement.querySelector<HTMLElement>('nav[aria-label="Console sections"]');
  const phone = bar !== null && getComputedStyle(bar).display !== 'none';
  const open = phone
    ? within(bar).getByText('Reports').closest('button')!
    : within(canvasElement).getByRole('tab', { name: 'Reports' });
  await userEvent.click(open);
  await waitFor(() => expect(reportsOf(canvasElement)).not.toBeNull(), WAIT);
  const reports = within(reportsOf(canvasElement)!);
  // The first answer: this week so far (Monday 16 to Saturday 21 November, the stories' clock).
  await waitFor(() => expect(reports.getByText(/16 Nov 2026 – 21 Nov 2026 \(6 days\)/)).toBeVisible(), WAIT);

  await userEvent.selectOptions(reports.getByLabelText('Range'), 'This month');
  await waitFor(() => expect(reports.getByText(/1 Nov 2026 – 21 Nov 2026 \(21 days\)/)).toBeVisible(), WAIT);
  await waitFor(
    () => expect(reports.queryByRole('progressbar', { name: 'Loading the reports' })).toBeNull(),
    WAIT,
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
