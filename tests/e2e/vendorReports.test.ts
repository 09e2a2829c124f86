import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { lagosDay } from '../../src/domain/lagosCalendar';
import { reportResponseSchema, type ReportResponse } from '../../src/domain/reports';
import { formatNaira } from '../../src/domain/money';
import { consoleForFile } from './flows';
import {
  baseUrl,
  browserForFile,
  choosePaymentViaApi,
  loginViaApi,
  MOBILE,
  moveOrder,
  orderViaApi,
  signupViaApi,
  vendorAccount,
} from './helpers';

/**
 * Issue 31 on a 360 px phone: the Reports tab opens (its own chunk), a custom range shows the
 * figures of orders this test placed (beside what today held before them: other files order
 * today too), the table alternative gives a number, and 'Download CSV' gives the range's rows.
 */

const browser = browserForFile();
const kitchen = consoleForFile(browser, MOBILE);
const WAIT = { timeout: 10_000 };

/** Today's report as the API gives it to the vendor (what the files before this one left). */
async function todayReport(day: string): Promise<ReportResponse> {
  const { username, password } = vendorAccount();
  const token = await loginViaApi(username, password);
  const answer = await fetch(`${baseUrl()}/api/vendor/reports?from=${day}&to=${day}`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(answer.status).toBe(200);
  return reportResponseSchema.parse(await answer.json());
}

describe('the Reports tab (issue 31)', () => {
  it('shows a range’s figures, changes range, reads a number from the table, downloads the CSV', async () => {
    const { username, password } = await signupViaApi();
    const token = await loginViaApi(username, password);
    const day = lagosDay(Date.now());
    const before = await todayReport(day);
    // Mega ×2 (₦3,000), completed and its cash taken; Jumbo (₦2,500) declined. Its Lagos hour
    // (UTC+1) is taken as it is placed, not later: a run crossing the hour meanwhile stays right.
    const hour = (new Date().getUTCHours() + 1) % 24;
    const kept = await orderViaApi(username, token, [{ id: 3, quantity: 2 }]);
    // A minute on: an order's name (its idempotency key) is made from its time.
    const declined = await orderViaApi(
      username,
      token,
      [{ id: 5, quantity: 1 }],
      new Date(Date.now() + 60_000),
    );
    await choosePaymentViaApi(kept, token, 'cash');
    await moveOrder(kept, 'accepted');
    await moveOrder(kept, 'completed');
    await moveOrder(declined, 'declined');
    const now = before.current.summary;

    const { page } = kitchen;
    await page.getByRole('button', { name: 'Reports' }).click();
    const reports = page.getByRole('region', { name: 'Reports' });
    // This week's figures first: the panel and its charts' chunk came.
    await reports.getByRole('heading', { name: 'Takings per day' }).waitFor(WAIT);

    // Today alone, as a custom range.
    await reports.getByLabel('Range').selectOption({ label: 'Custom range' });
    await reports.getByLabel('From').fill(day);
    await reports.getByLabel('To').fill(day);
    await expect.poll(() => reports.getByText(/ \(1 day\), beside/).count(), WAIT).toBe(1);
    const figure = (label: string) => reports.locator('dt', { hasText: label }).locator('+ dd').first();
    await expect.poll(() => figure('Orders').textContent(), WAIT).toBe(String(now.orders + 1));
    expect(await figure('Revenue').textContent()).toBe(formatNaira(now.revenue + 3000));
    const refusals = reports.getByRole('region', { name: 'Declined and expired' });
    expect(
      await refusals.getByText(`Declined by the kitchen ${now.declined + 1} `, { exact: false }).count(),
    ).toBe(1);

    // The table alternative: this hour's row of the hours chart, one pickup more than before.
    const hours = reports.getByRole('region', { name: 'Orders per hour' });
    await hours.getByRole('button', { name: 'Show as table' }).click();
    const row = hours
      .getByRole('table')
      .getByRole('row', { name: new RegExp(`^${String(hour).padStart(2, '0')}:00`) });
    const pickup = before.current.ordersByHour[hour]!.pickup;
    expect(await row.getByRole('cell').first().textContent()).toBe(String(pickup + 1));

    const download = page.waitForEvent('download');
    await reports.getByRole('button', { name: 'Download CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`bukka-orders-${day}-to-${day}.csv`);
    const lines = (await readFile((await file.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^Order,Date,Time,Status,/);
    // One row per order line: the completed order's and the declined one's among today's.
    const refs = lines.slice(1).map((line) => line.split(',')[0]);
    expect(refs.filter((ref) => ref === String(kept) || ref === String(declined))).toEqual([
      String(kept),
      String(declined),
    ]);
    expect(kitchen.errors).toEqual([]);
  });
});
