import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatNaira } from '../../src/domain/money';
import { VERIFY_MESSAGES } from '../../src/server/payments/settle';
import {
  checkoutReference,
  type Console,
  openConsole,
  openCustomer,
  paymentDialog,
  type PaystackShop,
  placeOrder,
  sendHeldMove,
  servePaystackCheckout,
  startPaystackShop,
} from './flows';
import { baseUrl, browserForFile, DESKTOP, signupViaApi, uniqueName, vendorOrders } from './helpers';

const browser = browserForFile();

const trackButton = (page: Page) => page.getByRole('button', { name: 'Track your Order' });

describe('transfer and cash, confirmed by the vendor in the console', () => {
  let kitchen: Console;
  beforeAll(async () => {
    kitchen = await openConsole(browser, baseUrl(), DESKTOP, { clock: true });
  });
  afterAll(async () => {
    await kitchen?.context.close();
  });

  it("records 'I have sent it' as a transfer to confirm, and the vendor's confirmation as paid", async () => {
    const customer = await openCustomer(browser, await signupViaApi());
    const { page } = customer;
    const { ref } = await placeOrder(page, ['Mini Package']);
    const dialog = paymentDialog(page);
    await dialog.getByLabel('Bank transfer').check();
    await dialog.getByText(`Write ${ref} as the narration`).waitFor();
    await dialog.getByRole('button', { name: 'I have sent it' }).click();
    await dialog
      .getByText(`The kitchen will confirm your transfer of ${formatNaira(1200)} shortly.`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await trackButton(page).first().waitFor();

    const card = kitchen.card(ref);
    await card.getByText('Bank transfer').waitFor();
    await card.getByText('Transfer to confirm').waitFor();
    expect((await vendorOrders()).find((o) => o.ref === ref)?.payment).toEqual({
      method: 'transfer',
      state: 'awaiting_confirmation',
    });
    await card.getByRole('button', { name: `Confirm payment received for order #${ref}` }).click();
    await card.getByText('Paid', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: /Confirm payment received/ }).count()).toBe(0);
    // The console holds the call for its 5 s of Undo, then sends it.
    await sendHeldMove(kitchen);
    await expect
      .poll(async () => (await vendorOrders()).find((o) => o.ref === ref)?.payment.state, { timeout: 10_000 })
      .toBe('paid');
    expect(customer.errors).toEqual([]);
    await customer.context.close();
  });

  it('records cash on pickup as due, and the cash taken at the counter as paid', async () => {
    const customer = await openCustomer(browser, await signupViaApi());
    const { page } = customer;
    const { ref } = await placeOrder(page, ['Chicken and Chips']);
    const dialog = paymentDialog(page);
    await dialog.getByLabel('Cash on pickup').check();
    await dialog.getByRole('button', { name: 'I will pay cash' }).click();
    await dialog.getByText(`Please pay ${formatNaira(2500)} in cash when you pick up your food.`).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await trackButton(page).first().waitFor();

    const card = kitchen.card(ref);
    await card.getByText('Cash due').waitFor();
    await card.getByRole('button', { name: `Cash received for order #${ref}` }).click();
    await card.getByText('Paid', { exact: true }).waitFor();
    await sendHeldMove(kitchen);
    await expect
      .poll(async () => (await vendorOrders()).find((o) => o.ref === ref)?.payment, { timeout: 10_000 })
      .toEqual({ method: 'cash', state: 'paid' });
    expect(customer.errors).toEqual([]);
    await customer.context.close();
  });
});

describe('card payments through Paystack (a local fake Paystack)', () => {
  let shop: PaystackShop;
  beforeAll(async () => {
    shop = await startPaystackShop();
  });
  afterAll(async () => {
    await shop?.close();
  });

  async function customerAtCheckout(items: string[]) {
    const customer = await openCustomer(browser, await shop.signup(uniqueName('card')), shop.url);
    await servePaystackCheckout(customer.context, shop.fake);
    const order = await placeOrder(customer.page, items);
    return { ...customer, ...order };
  }

  /** Card in the open payment dialog: the browser goes to Paystack's page; its reference. */
  async function payByCard(page: Page, amount: number): Promise<string> {
    const dialog = paymentDialog(page);
    await dialog.getByLabel('Card').check();
    await dialog.getByRole('button', { name: `Pay ${formatNaira(amount)} by card` }).click();
    return checkoutReference(page);
  }

  /** Follows a link of the checkout page back to the storefront, `/?paystack=1&ref=<ref>`. */
  async function backFromPaystack(page: Page, link: 'Pay' | 'Cancel payment', ref: number) {
    await page.getByRole('link', { name: link, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('paystack') === '1');
    expect(new URL(page.url()).searchParams.get('ref')).toBe(String(ref));
  }

  it('sends the customer to Paystack and, back with a paid card, shows the payment as verified', async () => {
    const { page, context, errors, ref } = await customerAtCheckout(['Chicken Burger']);
    const reference = await payByCard(page, 1500);
    const transaction = shop.fake.transactions.get(reference)!;
    expect(transaction.amount).toBe(150_000);
    expect(transaction.callback_url).toBe(`${shop.url}/?paystack=1&ref=${ref}`);
    // Not paid before Paystack says so.
    expect((await shop.vendorOrders()).find((o) => o.ref === ref)?.payment).toEqual({
      method: 'paystack',
      state: 'pending',
    });

    transaction.status = 'success';
    await backFromPaystack(page, 'Pay', ref);
    const dialog = paymentDialog(page);
    await dialog.getByText(`Payment of ${formatNaira(1500)} received. Thank you!`).waitFor();
    await paymentDialog(page).getByRole('button', { name: 'Done' }).click();
    await trackButton(page).first().waitFor();
    // The query string is gone once handled; the flag is the server's answer.
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => sessionStorage.getItem('paymentVerified'))).toBe('true');
    expect((await shop.vendorOrders()).find((o) => o.ref === ref)?.payment).toEqual({
      method: 'paystack',
      state: 'paid',
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers card, transfer or cash again after an abandoned card payment, and a second card try succeeds', async () => {
    const { page, context, errors, ref } = await customerAtCheckout(['Mega Package']);
    const first = await payByCard(page, 1500);
    await backFromPaystack(page, 'Cancel payment', ref);

    const dialog = paymentDialog(page);
    await dialog.getByRole('alert').filter({ hasText: VERIFY_MESSAGES.abandoned }).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    for (const method of ['Card', 'Bank transfer', 'Cash on pickup']) {
      expect(await dialog.getByLabel(method).isEnabled()).toBe(true);
    }
    // Behind the dialog the header is hidden: the flag itself says Track your Order stays away.
    expect(await page.evaluate(() => sessionStorage.getItem('paymentVerified'))).not.toBe('true');
    expect((await shop.vendorOrders()).find((o) => o.ref === ref)?.payment.state).not.toBe('paid');

    // Again by card: a new Paystack reference, paid this time.
    const second = await payByCard(page, 1500);
    expect(second).not.toBe(first);
    shop.fake.transactions.get(second)!.status = 'success';
    await backFromPaystack(page, 'Pay', ref);
    await dialog.getByText(`Payment of ${formatNaira(1500)} received. Thank you!`).waitFor();
    await paymentDialog(page).getByRole('button', { name: 'Done' }).click();
    await trackButton(page).first().waitFor();
    expect((await shop.vendorOrders()).find((o) => o.ref === ref)?.payment.state).toBe('paid');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the server's message when Paystack cannot be reached, and verifies on the next try", async () => {
    const { page, context, errors, ref } = await customerAtCheckout(['Mini(Turkey) Package']);
    const reference = await payByCard(page, 1500);
    shop.fake.transactions.get(reference)!.status = 'success';
    shop.fake.down = true;
    let detail: string | undefined;
    try {
      const answered = page.waitForResponse((response) => response.url().includes('/verify/'));
      await backFromPaystack(page, 'Pay', ref);
      const response = await answered;
      expect(response.status()).toBeGreaterThanOrEqual(502);
      detail = ((await response.json()) as { detail: string }).detail;
      await paymentDialog(page).getByRole('alert').filter({ hasText: detail }).waitFor();
      // Behind the dialog the header is hidden: the flag itself says Track your Order stays away.
      expect(await page.evaluate(() => sessionStorage.getItem('paymentVerified'))).not.toBe('true');
    } finally {
      shop.fake.down = false;
    }
    expect(detail).toBeTruthy();
    // Paystack is back: the customer comes back through the callback address again.
    await page.goto(`/?paystack=1&ref=${ref}`);
    await paymentDialog(page)
      .getByText(`Payment of ${formatNaira(1500)} received. Thank you!`)
      .waitFor();
    await paymentDialog(page).getByRole('button', { name: 'Done' }).click();
    await trackButton(page).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
  it('verifies a card payment Paystack is still processing, in a new tab that holds no order of its own', async () => {
    const { context, errors, ref, page } = await customerAtCheckout(['Chicken Burger']);
    const reference = await payByCard(page, 1500);
    const transaction = shop.fake.transactions.get(reference)!;
    transaction.status = 'ongoing';
    // Paystack's callback opened in another tab: its sessionStorage has no order ref or payment
    // step; the ref in the address and the session (localStorage) are all it has.
    const tab = await context.newPage();
    tab.on('pageerror', (error) => errors.push(error.message));
    const firstAnswer = tab.waitForResponse((response) => response.url().includes('/verify/'));
    await tab.goto(`/?paystack=1&ref=${ref}`);
    const first = await firstAnswer;
    expect(((await first.json()) as { outcome: string }).outcome).toBe('processing');
    // The page asks again by itself; Paystack settles meanwhile.
    transaction.status = 'success';
    await paymentDialog(tab)
      .getByText(`Payment of ${formatNaira(1500)} received. Thank you!`)
      .waitFor({ timeout: 15_000 });
    await paymentDialog(tab).getByRole('button', { name: 'Done' }).click();
    await trackButton(tab).first().waitFor();
    expect((await shop.vendorOrders()).find((o) => o.ref === ref)?.payment).toEqual({
      method: 'paystack',
      state: 'paid',
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
