import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_LABEL } from '../../src/domain/messages';
import { paymentDialog, signedInShop } from './flows';
import {
  addToCart,
  appReady,
  baseUrl,
  cartDrawer,
  browserForFile,
  loginThroughMenu,
  MOBILE,
  moveOrder,
  openShop,
  overlayEntries,
  signupViaApi,
  vendorOrders,
} from './helpers';

const browser = browserForFile();

/** Checks out the cart for pickup from the floating cart button; resolves with the order's ref. */
async function checkoutOnPhone(page: Page, item = 'Mini Package'): Promise<number> {
  await addToCart(page, item);
  await page.getByRole('button', { name: /^Open Cart, \d+ items?, ₦[\d,]+$/ }).click();
  const drawer = cartDrawer(page);
  await drawer.getByLabel('Pickup').check();
  await drawer.getByLabel('Phone number').fill('08031234567');
  await drawer.getByRole('button', { name: CHECKOUT_LABEL }).click();
  const refText = await paymentDialog(page)
    .getByText(/^#\d+$/)
    .textContent();
  return Number(refText!.slice(1));
}

const payStrip = (page: Page, ref: number) =>
  page.getByRole('banner').getByRole('button', { name: `Pay for order #${ref}` });

describe('an order is never orphaned (issue 13, on a 360 × 740 phone)', () => {
  it('keeps a closed payment dialog one tap away, across a reload and a new tab, until it is paid', async () => {
    const { account, page, context, errors } = await signedInShop(browser, MOBILE);
    const ref = await checkoutOnPhone(page);

    await paymentDialog(page).getByRole('button', { name: 'Close' }).click();
    await paymentDialog(page).waitFor({ state: 'hidden' });
    await payStrip(page, ref).waitFor();

    await page.reload();
    await appReady(page);
    await payStrip(page, ref).waitFor();

    // A new tab has none of this tab's sessionStorage: the server knows the order is unpaid.
    const other = await context.newPage();
    await other.goto('/');
    await appReady(other);
    await payStrip(other, ref).waitFor();
    await other.getByRole('button', { name: 'Open menu' }).click();
    await other
      .getByRole('dialog', { name: `Welcome, ${account.username}` })
      .getByRole('button', { name: `Pay for order #${ref}` })
      .waitFor();
    await other.close();

    await payStrip(page, ref).click();
    const dialog = paymentDialog(page);
    await dialog.getByText(`#${ref}`, { exact: true }).waitFor();
    await dialog.getByLabel('Cash on pickup').check();
    await dialog.getByRole('button', { name: 'I will pay cash' }).click();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await payStrip(page, ref).waitFor({ state: 'detached' });
    expect((await vendorOrders()).find((o) => o.ref === ref)?.payment.state).toBe('cash_due');
    await page.reload();
    await appReady(page);
    await page.getByRole('button', { name: /^Open Cart/ }).waitFor();
    expect(await page.getByRole('button', { name: /Pay for order/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('drops "Pay for order" once the vendor declines the order', async () => {
    const { page, context } = await signedInShop(browser, MOBILE);
    const ref = await checkoutOnPhone(page);
    await paymentDialog(page).getByRole('button', { name: 'Close' }).click();
    await payStrip(page, ref).waitFor();
    await moveOrder(ref, 'declined');
    await page.reload();
    await appReady(page);
    await page.getByRole('button', { name: /^Open Cart/ }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /Pay for order/ }).count()).toBe(0);
    await context.close();
  });
});

describe('the back button closes what is open and stays on the site (issue 13)', () => {
  it('closes the cart drawer, the menu and the auth modal on a fresh tab, one at a time', async () => {
    const { page, context, errors } = await openShop(browser, MOBILE);
    const home = page.url();
    await addToCart(page, 'Mini Package');
    await page.getByRole('button', { name: 'Open Cart, 1 item' }).click();
    await cartDrawer(page).waitFor();
    await page.goBack();
    await cartDrawer(page).waitFor({ state: 'hidden' });
    expect(page.url()).toBe(home);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Welcome, Guest' });
    await menu.waitFor();
    await page.goBack();
    await menu.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(home);

    // The menu hands over to the login modal: one entry, and back closes the modal.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.waitFor();
    await page.goBack();
    await login.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(home);
    // Closed by its ✕, the drawer leaves no entry behind: back now leaves the page as usual.
    await page.getByRole('button', { name: 'Open Cart, 1 item' }).click();
    await cartDrawer(page).waitFor();
    await page.getByRole('button', { name: 'Close cart' }).click();
    await cartDrawer(page).waitFor({ state: 'hidden' });
    await expect.poll(() => overlayEntries(page)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes the payment dialog on back, with the order kept one tap away', async () => {
    const { page, context, errors } = await signedInShop(browser, MOBILE);
    const ref = await checkoutOnPhone(page);
    await page.goBack();
    await paymentDialog(page).waitFor({ state: 'hidden' });
    expect(page.url().startsWith(baseUrl())).toBe(true);
    await payStrip(page, ref).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('paying by transfer on a 360 × 740 phone (issue 13)', () => {
  it('copies the account number, the amount and the reference, with "I have sent it" in view', async () => {
    const account = await signupViaApi();
    const { page, context, errors } = await openShop(browser, MOBILE);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginThroughMenu(page, account.username, account.password);
    const ref = await checkoutOnPhone(page, 'Mini Package');
    const dialog = paymentDialog(page);
    await dialog.getByLabel('Bank transfer').check();
    // The e2e server runs without BANK_*: the dialog says plainly these are not real.
    await dialog.getByText(/These are example bank details/).waitFor();

    const confirm = dialog.getByRole('button', { name: 'I have sent it' });
    const box = await confirm.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height).toBeLessThanOrEqual(MOBILE.height);

    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await dialog.getByRole('button', { name: 'Copy account number' }).click();
    await dialog.getByRole('button', { name: 'Copied account number' }).waitFor();
    expect(await clipboard()).toBe('0123456789');
    await dialog.getByRole('button', { name: 'Copy amount' }).click();
    await dialog.getByRole('button', { name: 'Copied amount' }).waitFor();
    expect(await clipboard()).toBe('1200');
    // 'Copied' moves to the value copied last.
    await dialog.getByRole('button', { name: 'Copy account number' }).waitFor();
    await dialog.getByRole('button', { name: 'Copy narration' }).click();
    await dialog.getByRole('button', { name: 'Copied narration' }).waitFor();
    expect(await clipboard()).toBe(String(ref));

    await confirm.click();
    await dialog.getByText(/The kitchen will confirm your transfer/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
