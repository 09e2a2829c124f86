import { beforeAll, describe, expect, it } from 'vitest';
import { formatNaira } from '../../src/domain/money';
import { clearOfLagosMidnight } from '../server/helpers/lagosMidnight';
import { consoleForFile, sendHeldMove } from './flows';
import {
  choosePaymentViaApi,
  browserForFile,
  DESKTOP,
  loginViaApi,
  moveOrder,
  orderViaApi,
  signupViaApi,
  vendorOrders,
  vendorToday,
} from './helpers';

const browser = browserForFile();
// Playwright's clock: each held move is sent at once (sendHeldMove), not after 5 real seconds.
const kitchen = consoleForFile(browser, DESKTOP, { clock: true });

beforeAll(async () => {
  // After the set-up, in a hook whose time limit allows the wait: the test compares Today before and after.
  await clearOfLagosMidnight(90_000);
});

/** The server answers two calls per tap (complete, then confirm): on a busy machine that takes more than 1 s. */
const WAIT = { timeout: 10_000 };

const serverOrder = async (ref: number) => (await vendorOrders()).find((o) => o.ref === ref)!;

describe("today's takings in the console (issue 15 item 5)", () => {
  it("asks 'Mark ₦X received?' before completing unpaid cash or transfer: no leaves it owed, yes confirms it; Today shows the server's figures", async () => {
    const { username, password } = await signupViaApi();
    const token = await loginViaApi(username, password);
    // Jumbo 2,500 in cash; Mega ×2 = 3,000 by transfer.
    const cash = await orderViaApi(username, token, [{ id: 5, quantity: 1 }]);
    const transfer = await orderViaApi(username, token, [{ id: 3, quantity: 2 }]);
    await choosePaymentViaApi(cash, token, 'cash');
    await choosePaymentViaApi(transfer, token, 'transfer');
    await moveOrder(cash, 'accepted');
    await moveOrder(transfer, 'accepted');
    const { page } = kitchen;
    const today = page.getByRole('region', { name: 'Today' });
    const money = today.getByRole('group', { name: 'Money' });
    const figure = (label: string) => money.locator('dt', { hasText: label }).locator('+ dd');
    const before = await vendorToday();

    // No: completed, the cash still owed.
    const cashCard = kitchen.card(cash);
    await cashCard.getByText('Accepted', { exact: true }).waitFor();
    await cashCard.getByRole('button', { name: `Complete order #${cash}` }).click();
    const askCash = page.getByRole('dialog', { name: 'Mark ₦2,500 received?' });
    await askCash.waitFor();
    // Nothing is sent until the vendor answers.
    expect((await serverOrder(cash)).status).toBe('accepted');
    await askCash.getByRole('button', { name: 'No, still owed' }).click();
    await sendHeldMove(kitchen);
    await expect.poll(async () => (await serverOrder(cash)).status, WAIT).toBe('completed');
    expect((await serverOrder(cash)).payment.state).toBe('cash_due');
    await expect.poll(async () => (await vendorToday()).owed, WAIT).toBe(before.owed + 2500);

    // Yes: completed and the transfer confirmed.
    const transferCard = kitchen.card(transfer);
    await transferCard.getByRole('button', { name: `Complete order #${transfer}` }).click();
    const askTransfer = page.getByRole('dialog', { name: 'Mark ₦3,000 received?' });
    await askTransfer.getByRole('button', { name: 'Yes, received' }).click();
    await sendHeldMove(kitchen);
    await expect.poll(async () => (await serverOrder(transfer)).payment.state, WAIT).toBe('paid');
    expect((await serverOrder(transfer)).status).toBe('completed');

    const after = await vendorToday();
    expect(after.received).toBe(before.received + 3000);
    expect(after.receivedBy.transfer).toBe(before.receivedBy.transfer + 3000);
    expect(after.completedValue).toBe(before.completedValue + 5500);
    expect(after.owed).toBe(before.owed + 2500);
    // The console's Today panel shows the server's figures, live.
    await expect.poll(() => figure('Received').textContent(), WAIT).toBe(formatNaira(after.received));
    await expect
      .poll(() => figure('Completed orders').textContent(), WAIT)
      .toBe(formatNaira(after.completedValue));
    await expect.poll(() => figure('Still owed').textContent(), WAIT).toBe(formatNaira(after.owed));

    expect(kitchen.errors).toEqual([]);
  });
});
