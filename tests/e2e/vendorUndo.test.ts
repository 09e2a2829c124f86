import { describe, expect, it } from 'vitest';
import { consoleForFile } from './flows';
import {
  choosePaymentViaApi,
  browserForFile,
  loginViaApi,
  orderViaApi,
  signupViaApi,
  vendorOrders,
} from './helpers';

const browser = browserForFile();
const kitchen = consoleForFile(browser);

const serverOrder = async (ref: number) => (await vendorOrders()).find((o) => o.ref === ref)!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Undo for 5 s (issue 15 item 4)', () => {
  it('leaves the order as it was when Accept or Cash received is undone: still pending and due on the server after 6 s', async () => {
    const { username, password } = await signupViaApi();
    const token = await loginViaApi(username, password);
    const ref = await orderViaApi(username, token, [{ id: 1, quantity: 1 }]);
    await choosePaymentViaApi(ref, token, 'cash');
    const { page } = kitchen;
    const card = kitchen.card(ref);
    const bar = page.getByRole('alert').filter({ hasText: `#${ref}` });

    await card.getByRole('button', { name: `Accept order #${ref}` }).click();
    // Shown as accepted at once, with Undo; nothing sent yet.
    await card.getByText('Accepted', { exact: true }).waitFor();
    await bar.filter({ hasText: `Accepting #${ref}` }).waitFor();
    expect((await serverOrder(ref)).status).toBe('pending');
    await bar.getByRole('button', { name: /^Undo/ }).click();
    await card.getByRole('button', { name: `Accept order #${ref}` }).waitFor();
    await bar.waitFor({ state: 'hidden' });
    await sleep(6_000);
    expect((await serverOrder(ref)).status).toBe('pending');
    expect(await card.getByText('Pending', { exact: true }).isVisible()).toBe(true);

    await card.getByRole('button', { name: `Cash received for order #${ref}` }).click();
    await bar.filter({ hasText: `Marking #${ref} paid` }).waitFor();
    await bar.getByRole('button', { name: /^Undo/ }).click();
    await sleep(6_000);
    expect((await serverOrder(ref)).payment.state).toBe('cash_due');
    await card.getByRole('button', { name: `Cash received for order #${ref}` }).waitFor();

    expect(kitchen.errors).toEqual([]);
  });

  it('sends the move once the 5 s are up when nobody undoes it', async () => {
    const { username, password } = await signupViaApi();
    const token = await loginViaApi(username, password);
    const ref = await orderViaApi(username, token, [{ id: 7, quantity: 1 }]);
    const card = kitchen.card(ref);
    const clicked = Date.now();
    await card.getByRole('button', { name: `Accept order #${ref}` }).click();
    await sleep(3_000);
    expect((await serverOrder(ref)).status).toBe('pending');
    await expect.poll(async () => (await serverOrder(ref)).status, { timeout: 10_000 }).toBe('accepted');
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(5_000);
    await kitchen.page
      .getByRole('alert')
      .filter({ hasText: `#${ref}` })
      .waitFor({ state: 'hidden' });
    expect(kitchen.errors).toEqual([]);
  });
});
