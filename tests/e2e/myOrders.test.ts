import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  cartDrawer,
  browserForFile,
  lateCipherRecording,
  loginThroughMenu,
  loginViaApi,
  MOBILE,
  moveOrder,
  openShop,
  orderViaApi,
  setSoldOut,
  signupViaApi,
} from './helpers';

// The full browser: its notification button asks a permission the headless shell always denies.
const browser = browserForFile('full');

/** Logs in from the phone's menu, then opens My orders from it. */
async function openMyOrders(page: Page, username: string, password: string) {
  await loginThroughMenu(page, username, password);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('dialog', { name: `Welcome, ${username}` })
    .getByRole('button', { name: 'My orders' })
    .click();
  await page.getByRole('heading', { name: 'My orders', level: 1 }).waitFor();
}

const card = (page: Page, ref: number) => page.getByRole('article', { name: `Order #${ref}` });
const currentStep = (page: Page, ref: number) => card(page, ref).locator('[aria-current="step"]');

describe('My orders on a 360 × 740 phone (issue 13)', () => {
  it('shows the vendor accepting and completing an order within 1 s, vibrates and notifies while hidden', async () => {
    const account = await signupViaApi();
    const other = await loginViaApi(account.username, account.password);
    const ref = await orderViaApi(account.username, other, [{ id: 1, quantity: 2 }]);
    const { page, context, errors } = await openShop(browser, MOBILE);
    await context.grantPermissions(['notifications']);
    // What the phone would do, recorded: the vibration and the system notification.
    await context.addInitScript(() => {
      const calls: unknown[] = [];
      (window as unknown as { __alerts: unknown[] }).__alerts = calls;
      navigator.vibrate = (pattern) => (calls.push(['vibrate', pattern]), true);
      ServiceWorkerRegistration.prototype.showNotification = async (title) =>
        void calls.push(['notify', title]);
      window.Notification = class extends EventTarget {
        static permission = 'granted';
        constructor(title: string) {
          super();
          calls.push(['notify', title]);
        }
      } as unknown as typeof Notification;
    });
    await openMyOrders(page, account.username, account.password);
    expect(page.url()).toBe(`${baseUrl()}/orders`);

    await expect.poll(() => currentStep(page, ref).textContent()).toBe('Placed');
    await card(page, ref).getByText('2 × Mini Package').waitFor();
    await card(page, ref).getByText('₦2,400').first().waitFor();
    await card(page, ref).getByText('Not paid yet').waitFor();
    await page.locator('[data-stream="live"]').waitFor();

    const acceptedAt = Date.now();
    await moveOrder(ref, 'accepted');
    await currentStep(page, ref).getByText('Accepted').waitFor({ timeout: 1000 });
    expect(Date.now() - acceptedAt).toBeLessThan(1000);
    await card(page, ref).getByText('The kitchen accepted your order and is preparing it.').waitFor();
    const alerts = () => page.evaluate(() => (window as unknown as { __alerts: unknown[] }).__alerts);
    expect(await alerts()).toEqual([['vibrate', [200, 100, 200]]]);

    // The customer switched to another app: the tab is hidden, the notification says it.
    await page.evaluate(() => Object.defineProperty(document, 'hidden', { value: true, configurable: true }));
    await moveOrder(ref, 'completed');
    await currentStep(page, ref).getByText('Completed').waitFor({ timeout: 1000 });
    await expect.poll(alerts).toEqual([
      ['vibrate', [200, 100, 200]],
      ['vibrate', [200, 100, 200]],
      ['notify', `Order #${ref}: Completed`],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for notifications only from the button, and says when the stream is offline', async () => {
    const account = await signupViaApi();
    const { page, context } = await openShop(browser, MOBILE);
    await openMyOrders(page, account.username, account.password);
    await page.getByText('No orders yet').waitFor();
    // Never asked on load: the permission is still the browser's default.
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await page.getByRole('button', { name: 'Notify me' }).waitFor();
    await page.locator('[data-stream="live"]').waitFor();
    await context.setOffline(true);
    await page.getByText(/You are offline: changes to your orders will not show/).waitFor();
    await context.setOffline(false);
    await page.locator('[data-stream="live"]').waitFor();
    await context.close();
  });

  it("orders again at today's prices, leaving out a sold-out package by name", async () => {
    const account = await signupViaApi();
    const other = await loginViaApi(account.username, account.password);
    const ref = await orderViaApi(account.username, other, [
      { id: 1, quantity: 2 },
      { id: 6, quantity: 1 },
    ]);
    await setSoldOut(6, true);
    try {
      const { page, context, errors } = await openShop(browser, MOBILE);
      await openMyOrders(page, account.username, account.password);
      await card(page, ref)
        .getByRole('button', { name: /^Order again/ })
        .click();
      const notice = page.getByRole('status').filter({ hasText: `Order #${ref} is in your cart again` });
      await notice
        .getByText(/2 × Mini Package\. Left out: Jumbo\(Turkey\) Package \(it was sold out/)
        .waitFor();
      await page.getByRole('button', { name: 'Open Cart, 2 items' }).waitFor();
      await notice.getByRole('button', { name: 'View cart' }).click();
      const drawer = cartDrawer(page);
      await drawer.getByText('Mini Package', { exact: true }).waitFor();
      expect(await drawer.getByText('Jumbo(Turkey) Package').count()).toBe(0);
      await drawer.getByText('₦2,400').first().waitFor();
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await setSoldOut(6, false);
    }
  });

  it('opened straight at /orders, a signed-in customer is never asked to log in while the token is read', async () => {
    const account = await signupViaApi();
    const { page, context, errors } = await openShop(browser, MOBILE);
    await loginThroughMenu(page, account.username, account.password);
    const shown = await lateCipherRecording(page);
    await page.goto('/orders');
    await page.getByRole('progressbar', { name: 'Loading your orders' }).waitFor();
    await page.getByRole('heading', { name: 'My orders', level: 1 }).waitFor();
    await page.getByText('No orders yet').or(page.getByRole('article')).first().waitFor();
    expect((await shown()).filter((text) => text.includes('Log in to see your orders'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
