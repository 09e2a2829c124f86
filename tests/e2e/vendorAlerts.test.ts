import type { Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEW_ORDER_REPEAT_MS } from '../../src/app/features/vendor/useNewOrderAlerts';
import { consoleForFile } from './flows';
import {
  appReady,
  browserForFile,
  choosePaymentViaApi,
  loginViaApi,
  MOBILE,
  moveOrder,
  openShop,
  orderViaApi,
  signupViaApi,
} from './helpers';

const browser = browserForFile();
// Playwright's clock from the start: the test runs the console's 20 s repeats instead of waiting.
const kitchen = consoleForFile(browser, MOBILE, { clock: true });
let customer: { username: string; token: string };

/** What the phone did, recorded: each buzz (the cue's vibration) and each system notification. */
function recordAlerts() {
  const w = window as unknown as { __buzz: number[]; __notes: string[] };
  w.__buzz = [];
  w.__notes = [];
  navigator.vibrate = () => (w.__buzz.push(Date.now()), true);
  ServiceWorkerRegistration.prototype.showNotification = async (title) => void w.__notes.push(title);
  // Not asked yet: the console's button asks, and the stand-in says yes.
  window.Notification = class Stub extends EventTarget {
    static permission: NotificationPermission = 'default';
    static requestPermission = async () => (Stub.permission = 'granted');
    constructor(title: string) {
      super();
      w.__notes.push(title);
    }
  } as unknown as typeof Notification;
}

/**
 * An order its customer committed to (cash chosen): only such orders are new for the kitchen and
 * ring (issue 25); one still awaiting its payment step stays silent (vendorUnpaid.test.ts).
 */
async function committedOrder(cart: { id: number; quantity: number }[]): Promise<number> {
  const ref = await orderViaApi(customer.username, customer.token, cart);
  await choosePaymentViaApi(ref, customer.token, 'cash');
  return ref;
}

const buzzes = (page: Page) => page.evaluate(() => (window as unknown as { __buzz: number[] }).__buzz);
const notes = (page: Page) => page.evaluate(() => (window as unknown as { __notes: string[] }).__notes);

/** The page says it is hidden (another app in front), as the browser would. */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeAll(async () => {
  await kitchen.context.addInitScript(recordAlerts);
  await kitchen.page.reload();
  await appReady(kitchen.page);
  await kitchen.page.getByRole('navigation', { name: 'Console sections' }).waitFor();
  const account = await signupViaApi();
  customer = { username: account.username, token: await loginViaApi(account.username, account.password) };
});

describe('nothing missed (issue 15, item 3), on a 360×740 phone', () => {
  it('repeats the new-order alert until the order is opened, and until another phone acts on the next', async () => {
    const { page } = kitchen;
    const before = (await buzzes(page)).length;
    const ref = await committedOrder([{ id: 3, quantity: 1 }]);
    await kitchen.card(ref).waitFor();
    // Once at once, then again every 20 s while nobody opens it.
    await expect.poll(async () => (await buzzes(page)).length).toBe(before + 1);
    await page.clock.runFor(2 * NEW_ORDER_REPEAT_MS);
    const times = (await buzzes(page)).slice(before);
    expect(times).toHaveLength(3);
    // 20 s apart on the console's clock (give or take the moment the cue took to start).
    for (let i = 1; i < times.length; i++) {
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(NEW_ORDER_REPEAT_MS - 1000);
      expect(times[i]! - times[i - 1]!).toBeLessThanOrEqual(NEW_ORDER_REPEAT_MS + 1000);
    }

    // The vendor taps the order open: the alert stops.
    await kitchen.card(ref).locator('h3').click();
    const opened = (await buzzes(page)).length;
    await page.clock.runFor(3 * NEW_ORDER_REPEAT_MS);
    expect((await buzzes(page)).length).toBe(opened);

    // The next order is accepted from another phone: the alert stops without a tap here.
    const next = await committedOrder([{ id: 1, quantity: 1 }]);
    await kitchen.card(next).waitFor();
    await expect.poll(async () => (await buzzes(page)).length).toBe(opened + 1);
    await page.clock.runFor(NEW_ORDER_REPEAT_MS);
    expect((await buzzes(page)).length).toBe(opened + 2);
    await moveOrder(next, 'accepted');
    await kitchen.card(next).getByText('Accepted', { exact: true }).first().waitFor();
    const acted = (await buzzes(page)).length;
    await page.clock.runFor(3 * NEW_ORDER_REPEAT_MS);
    expect((await buzzes(page)).length).toBe(acted);
    expect(kitchen.errors).toEqual([]);
  });

  it('announces a new order with a system notification while hidden, once allowed from the button', async () => {
    const { page } = kitchen;
    await kitchen.context.grantPermissions(['notifications']);
    await page.getByRole('button', { name: 'Kitchen' }).click();
    await page.getByRole('button', { name: 'Allow notifications' }).click();
    await page.getByRole('button', { name: 'Allow notifications' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Orders' }).click();
    await hide(page);
    const ref = await committedOrder([{ id: 5, quantity: 1 }]);
    await expect.poll(() => notes(page)).toContain(`New order #${ref}`);
    await moveOrder(ref, 'declined');
  });

  it('never reloads itself when hidden, where the storefront does after 10 minutes', async () => {
    // The console: hidden, then 11 minutes pass on the page's clock.
    const { page } = kitchen;
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await hide(page);
    await page.clock.fastForward('11:00');
    // Everything due in those 11 minutes, run: a reload the storefront's way would have started.
    await page.clock.runFor(1000);
    expect(page.url()).toContain('/vendor');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    // The same on the storefront reloads it (product-spec §4): the check above can fail.
    const shop = await openShop(browser, MOBILE);
    await shop.page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await shop.page.clock.install();
    await hide(shop.page);
    const reloaded = shop.page.waitForEvent('load');
    await shop.page.clock.fastForward('11:00');
    await reloaded;
    expect(
      await shop.page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(undefined);
    await shop.context.close();
  });
});
