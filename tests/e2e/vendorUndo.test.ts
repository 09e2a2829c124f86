import type { Page } from 'playwright';
import { beforeAll, describe, expect, it } from 'vitest';
import { UNDO_MS } from '../../src/app/features/vendor/useUndoableMoves';
import { consoleForFile } from './flows';
import {
  choosePaymentViaApi,
  browserForFile,
  DESKTOP,
  loginViaApi,
  orderViaApi,
  signupViaApi,
  vendorOrders,
} from './helpers';

const browser = browserForFile();
// Playwright's clock: the test jumps past the 5 s instead of waiting them out.
const kitchen = consoleForFile(browser, DESKTOP, { clock: true });

const serverOrder = async (ref: number) => (await vendorOrders()).find((o) => o.ref === ref)!;

/** Every call the console makes about an order (a move or a payment), as the browser sends it. */
const sent: string[] = [];
beforeAll(async () => {
  await kitchen.page.route('**/api/vendor/orders/**', async (route) => {
    sent.push(`${route.request().method()} ${new URL(route.request().url()).pathname}`);
    await route.continue();
  });
});

/**
 * Jumps the console's clock `ms` ahead, firing what falls due (the held move's timer), then one
 * round trip to the page, so a call such a timer started has reached the browser's network.
 */
async function jump(page: Page, ms: number) {
  await page.clock.fastForward(ms);
  await page.evaluate(() => 0);
}

describe('Undo for 5 s (issue 15 item 4)', () => {
  it('leaves the order as it was when Accept or Cash received is undone: nothing sent, still pending and due past the 5 s', async () => {
    const { username, password } = await signupViaApi();
    const token = await loginViaApi(username, password);
    const ref = await orderViaApi(username, token, [{ id: 1, quantity: 1 }]);
    await choosePaymentViaApi(ref, token, 'cash');
    const { page } = kitchen;
    const card = kitchen.card(ref);
    const bar = page.getByRole('alert').filter({ hasText: `#${ref}` });
    const mine = () => sent.filter((call) => call.includes(`/orders/${ref}`));

    await card.getByRole('button', { name: `Accept order #${ref}` }).click();
    // Shown as accepted at once, with Undo; nothing sent yet.
    await card.getByText('Accepted', { exact: true }).waitFor();
    await bar.filter({ hasText: `Accepting #${ref}` }).waitFor();
    expect((await serverOrder(ref)).status).toBe('pending');
    await bar.getByRole('button', { name: /^Undo/ }).click();
    await card.getByRole('button', { name: `Accept order #${ref}` }).waitFor();
    await bar.waitFor({ state: 'hidden' });
    await jump(page, UNDO_MS + 1_000);
    expect(mine()).toEqual([]);
    expect((await serverOrder(ref)).status).toBe('pending');
    expect(await card.getByText('Pending', { exact: true }).isVisible()).toBe(true);

    await card.getByRole('button', { name: `Cash received for order #${ref}` }).click();
    await bar.filter({ hasText: `Marking #${ref} paid` }).waitFor();
    await bar.getByRole('button', { name: /^Undo/ }).click();
    await jump(page, UNDO_MS + 1_000);
    expect(mine()).toEqual([]);
    expect((await serverOrder(ref)).payment.state).toBe('cash_due');
    await card.getByRole('button', { name: `Cash received for order #${ref}` }).waitFor();

    expect(kitchen.errors).toEqual([]);
  });

  it('sends the move once the 5 s are up when nobody undoes it, and not before', async () => {
    const { username, password } = await signupViaApi();
    const token = await loginViaApi(username, password);
    const ref = await orderViaApi(username, token, [{ id: 7, quantity: 1 }]);
    const { page } = kitchen;
    const card = kitchen.card(ref);
    const mine = () => sent.filter((call) => call.includes(`/orders/${ref}`));
    await card.getByRole('button', { name: `Accept order #${ref}` }).click();
    await jump(page, UNDO_MS - 1_000);
    expect(mine()).toEqual([]);
    expect((await serverOrder(ref)).status).toBe('pending');
    await jump(page, 1_000);
    await expect.poll(async () => (await serverOrder(ref)).status).toBe('accepted');
    expect(mine()).toHaveLength(1);
    await page
      .getByRole('alert')
      .filter({ hasText: `#${ref}` })
      .waitFor({ state: 'hidden' });
    expect(kitchen.errors).toEqual([]);
  });
});
