import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_ORDER_REPEAT_MS } from '../../src/app/features/vendor/useNewOrderAlerts';
import { MINUTE } from '../../src/domain/lagosCalendar';
import {
  openConsole,
  openCustomer,
  payWith,
  placeOrder,
  startPaystackShop,
  type Console,
  type PaystackShop,
} from './flows';
import { appReady, browserForFile, MOBILE, uniqueName } from './helpers';

/**
 * Only orders the kitchen should cook make noise (issue 25, item 3), on a 360×740 phone: an order
 * left on the payment dialog neither rings nor ages red, becomes new (and rings) the moment its
 * customer commits, and is closed by the server after UNPAID_ORDER_EXPIRY_MIN without the kitchen
 * ever hearing of it. This file's own server (startPaystackShop: the shared build, an API server
 * of its own) runs on a clock the test shifts and sweeps every 250 ms, so the expiry's 30 minutes
 * pass at once and no other e2e file's server changes.
 */

const browser = browserForFile();
let shift = 0;
let shop: PaystackShop;
let kitchen: Console;
let customer: Page;

/** Each buzz of the new-order cue, and each system notification, recorded on the page. */
function recordAlerts() {
  const w = window as unknown as { __buzz: number[]; __notes: string[] };
  w.__buzz = [];
  w.__notes = [];
  navigator.vibrate = () => (w.__buzz.push(Date.now()), true);
  ServiceWorkerRegistration.prototype.showNotification = async (title) => void w.__notes.push(title);
}
const buzzes = (page: Page) => page.evaluate(() => (window as unknown as { __buzz: number[] }).__buzz.length);

beforeAll(async () => {
  shop = await startPaystackShop(undefined, { now: () => Date.now() + shift, unpaidSweepMs: 250 });
  kitchen = await openConsole(browser, shop.url, MOBILE);
  await kitchen.context.addInitScript(recordAlerts);
  // The console's own clock from the start, so a fast-forward moves its age tick too.
  await kitchen.page.clock.install();
  await kitchen.page.goto('/vendor');
  await appReady(kitchen.page);
  await kitchen.page.getByRole('navigation', { name: 'Console sections' }).waitFor();
  const account = await shop.signup(uniqueName('unpaid'));
  customer = (await openCustomer(browser, account, shop.url)).page;
});

afterAll(async () => {
  await customer?.context().close();
  await kitchen?.context.close();
  await shop?.close();
});

describe('unpaid orders make no noise (issue 25, item 3)', () => {
  it('leaves an order on the payment dialog silent and not red, and rings within 1 s of "I will pay cash"', async () => {
    const { page } = kitchen;
    const before = await buzzes(page);
    const { ref } = await placeOrder(customer);
    const card = kitchen.card(ref);
    await card.waitFor();
    // 25 minutes on the console's clock: an order of the kitchen's would be red by now.
    await page.clock.fastForward('25:00');
    await expect.poll(() => card.locator('[data-age]').getAttribute('data-age')).toBe('fresh');
    // Two of the kitchen's 20 s repeats, run on the console's clock: not one buzz.
    await page.clock.runFor(2 * NEW_ORDER_REPEAT_MS);
    expect(await buzzes(page)).toBe(before);

    const chosen = customer.waitForResponse(
      (r) => r.url().includes(`/api/account/payments/${ref}/`) && r.status() === 200,
    );
    await payWith(customer, 'cash');
    await chosen;
    await expect.poll(() => buzzes(page), { timeout: 1000, interval: 50 }).toBeGreaterThan(before);
    // Now the kitchen's: its age counts, from when it was placed.
    await expect.poll(() => card.locator('[data-age]').getAttribute('data-age')).toBe('red');
    await card.locator('h3').click();
  });

  it('rings within 1 s of "I have sent it" for a transfer, and not before', async () => {
    const { page } = kitchen;
    const { ref } = await placeOrder(customer);
    await kitchen.card(ref).waitFor();
    const before = await buzzes(page);
    // Two of the kitchen's 20 s repeats, run on the console's clock: not one buzz.
    await page.clock.runFor(2 * NEW_ORDER_REPEAT_MS);
    expect(await buzzes(page)).toBe(before);
    const sent = customer.waitForResponse(
      (r) => r.url().includes(`/api/account/payments/${ref}/`) && r.status() === 200,
    );
    await payWith(customer, 'transfer');
    await sent;
    await expect.poll(() => buzzes(page), { timeout: 1000, interval: 50 }).toBeGreaterThan(before);
    await kitchen.card(ref).locator('h3').click();
  });

  it('closes an order left unpaid after 30 minutes: My orders says so, and the kitchen never rang', async () => {
    const { page } = kitchen;
    const { ref } = await placeOrder(customer);
    await kitchen.card(ref).waitFor();
    const before = await buzzes(page);
    shift = 30 * MINUTE + 30_000;
    try {
      await expect
        .poll(async () => (await shop.vendorOrders()).find((o) => o.ref === ref)?.status, { timeout: 5000 })
        .toBe('expired');
    } finally {
      shift = 0;
    }
    await customer.goto('/orders');
    const mine = customer.getByRole('article', { name: `Order #${ref}` });
    await mine.getByText('Closed: not paid within 30 minutes.').waitFor();
    await mine.getByRole('button', { name: `Order again: the items of order #${ref}` }).waitFor();
    expect(await mine.getByRole('button', { name: `Pay for order #${ref}` }).count()).toBe(0);

    // Two of the kitchen's 20 s repeats, run on the console's clock: not one buzz.
    await page.clock.runFor(2 * NEW_ORDER_REPEAT_MS);
    expect(await buzzes(page)).toBe(before);
    expect(kitchen.errors).toEqual([]);
  });
});
