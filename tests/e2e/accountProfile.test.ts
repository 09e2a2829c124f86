import { describe, expect, it } from 'vitest';
import { openCart, signedInCart } from './flows';
import { addToCart, browserForFile, loginThroughMenu, MOBILE, openShop } from './helpers';

const browser = browserForFile();
/** The phone typed as +234 803 123 4567: what the account stores and brings back. */
const STORED_PHONE = '08031234567';

describe('the account remembers, on a 360 × 740 phone (issue 13)', () => {
  it('shows an address and phone saved in one browser in a fresh one after login', async () => {
    const { account, drawer, ...first } = await signedInCart(browser, MOBILE);
    await drawer.getByLabel('Delivery', { exact: true }).check();
    // The save that holds the phone: the address alone is saved first when the phone is typed
    // more than the save's 400 ms pause after Add (a slow run), and closing the browser on that
    // answer lost the phone's save.
    const saved = first.page.waitForResponse(
      (r) =>
        r.url().endsWith('/api/account/profile') &&
        r.request().method() === 'PUT' &&
        r.ok() &&
        (r.request().postDataJSON() as { phoneNumber?: unknown }).phoneNumber === STORED_PHONE,
    );
    await drawer.getByLabel('New address').fill('Room 12, Block C, Moremi Hall');
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await drawer.getByLabel('Phone number').fill('+2348031234567');
    await saved;
    await first.context.close();

    // Another phone: nothing in its storage, the account brings both back after login.
    const second = await openShop(browser, MOBILE);
    expect(await second.page.evaluate(() => sessionStorage.getItem('addresses'))).toBeNull();
    await loginThroughMenu(second.page, account.username, account.password);
    await expect
      .poll(() => second.page.evaluate(() => sessionStorage.getItem('addresses') ?? ''))
      .toContain('Room 12, Block C, Moremi Hall');
    await addToCart(second.page, 'Mini Package');
    const cart = await openCart(second.page);
    await cart.getByLabel('Delivery', { exact: true }).check();
    await cart.getByLabel('Deliver to').selectOption({ label: 'Room 12, Block C, Moremi Hall' });
    expect(await cart.getByLabel('Phone number').inputValue()).toBe(STORED_PHONE);
    expect(second.errors).toEqual([]);
    expect(first.errors).toEqual([]);
    await second.context.close();
  });
});
