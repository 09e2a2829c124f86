import { describe, expect, it } from 'vitest';
import { CART_EMPTY_MESSAGE, LOGIN_WRONG_MESSAGE, SIGNUP_TAKEN_MESSAGE } from '../../src/domain/messages';
import { PASSWORD_EMPTY_MESSAGE } from '../../src/domain/password';
import {
  addToCart,
  appReady,
  cartButton,
  cartDrawer,
  browserForFile,
  loginThroughModal,
  openShop,
  overlayEntries,
  PASSWORD,
  signupViaApi,
  uniqueName,
} from './helpers';
import { signedInShop } from './flows';

const browser = browserForFile();

describe('accounts', () => {
  it('refuses a wrong password with the spec message and stays signed out', async () => {
    const { username } = await signupViaApi();
    const { page, context } = await openShop(browser);
    await page.getByRole('button', { name: 'Login', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByRole('button', { name: 'Login' }).click();
    await dialog.getByText(PASSWORD_EMPTY_MESSAGE).waitFor();
    await dialog.getByLabel('Name').fill(username);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong#pass1');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await dialog.getByText(LOGIN_WRONG_MESSAGE).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('edar'))).toBeNull();
    await context.close();
  });

  it("says 'Username already exists!' for a taken name", async () => {
    const { username } = await signupViaApi();
    const { page, context } = await openShop(browser);
    await page.getByRole('button', { name: 'Signup', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Sign Up' });
    await dialog.getByLabel('Name').fill(username);
    await dialog.getByLabel('Email').fill(`${uniqueName()}@example.com`);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign Up' }).click();
    await dialog.getByText(SIGNUP_TAKEN_MESSAGE).waitFor();
    await context.close();
  });

  it('stores the token encrypted, remembers only the username, and logs out with a reload', async () => {
    const { username, password } = await signupViaApi();
    const { page, context, errors } = await openShop(browser);
    await loginThroughModal(page, username, password, true);
    const stored = await page.evaluate(() => ({
      edar: localStorage.getItem('edar'),
      userData: localStorage.getItem('userData'),
    }));
    // AES ciphertext (crypto-js's OpenSSL format), never the token or the password in clear.
    expect(stored.edar).toMatch(/^U2FsdGVkX1/);
    expect(stored.userData).toMatch(/^U2FsdGVkX1/);
    expect(JSON.stringify(stored)).not.toContain(password);
    expect(JSON.stringify(stored)).not.toContain(username);

    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Logout' }).click()]);
    await appReady(page);
    await page.getByRole('button', { name: 'Login', exact: true }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('edar'))).toBeNull();

    // Remember Me: the name is there next time, the password is not.
    await page.getByRole('button', { name: 'Login', exact: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    expect(await dialog.getByLabel('Name').inputValue()).toBe(username);
    expect(await dialog.getByRole('textbox', { name: 'Password', exact: true }).inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the customer signed in when Logout can't reach the server (the console forgets: vendorLogout.test)", async () => {
    const { page, context, account, errors } = await signedInShop(browser);
    await page.route('**/api/logout', (route) => route.abort('internetdisconnected'));
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    // The flow has run to its end when it logs the failure (product-spec §8).
    await Promise.all([
      page.waitForEvent('console', (message) => message.text().startsWith('Logout failed')),
      page.getByRole('button', { name: 'Logout' }).click(),
    ]);
    await page.getByText(`Hi, ${account.username}`).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('edar'))).not.toBeNull();
    expect(loads).toEqual([]);
    // Free to try again: with the server back, the same button logs out (and reloads).
    await page.unroute('**/api/logout');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Logout' }).click()]);
    await appReady(page);
    expect(await page.evaluate(() => localStorage.getItem('edar'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the cart across a reload', async () => {
    const { page, context } = await openShop(browser);
    await addToCart(page, 'Mini(Turkey) Package', 2);
    await addToCart(page, 'Chicken Burger');
    await expect.poll(() => cartButton(page).first().getAttribute('aria-label')).toBe('Cart, 3 items');
    await page.reload();
    await appReady(page);
    await expect.poll(() => cartButton(page).first().getAttribute('aria-label')).toBe('Cart, 3 items');
    await cartButton(page).first().click();
    expect(await cartDrawer(page).getByLabel('Quantity of Mini(Turkey) Package').textContent()).toBe('2');
    await context.close();
  });

  it('survives tampered storage: bad JSON, wrong key, unknown ids, negative quantities', async () => {
    const { page, context, errors } = await openShop(browser);
    await page.evaluate(() => {
      sessionStorage.setItem(
        'cartItems',
        JSON.stringify([
          { id: 1, quantity: 2 },
          { id: 999, quantity: 1 },
          { id: 3, quantity: -4 },
          { id: 'x', quantity: 1 },
          { id: 1, quantity: 1 },
        ]),
      );
      sessionStorage.setItem('addresses', '{not json');
      sessionStorage.setItem('orderRef', '"drop table"');
      sessionStorage.setItem('paymentVerified', '"yes"');
      localStorage.setItem('edar', 'U2FsdGVkX1+tamperedtamperedtampered==');
      localStorage.setItem('userData', 'plain text');
      localStorage.setItem('wishlist', '[1, 1, 42, -1, "2"]');
      sessionStorage.setItem('cartPrices', '{not json');
    });
    await page.reload();
    await appReady(page);
    await page.getByRole('heading', { name: 'Our Menu' }).waitFor();
    // Repaired: unknown id, bad quantity and bad id dropped, duplicates merged.
    await expect.poll(() => cartButton(page).first().getAttribute('aria-label')).toBe('Cart, 3 items');
    // The prices the cart remembers are unreadable: Add to cart still adds (it used to throw).
    await page.getByRole('button', { name: 'Add Mini Package to cart' }).click();
    await expect.poll(() => cartButton(page).first().getAttribute('aria-label')).toBe('Cart, 4 items');
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('cartPrices')))!)).toEqual({
      1: 1200,
    });
    await page.getByRole('button', { name: 'Login', exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Track your Order' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Wishlist, 1 item' }).count()).toBe(1);
    // The undecryptable token and username are dropped once crypto-js has had a look.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('edar'))).toBeNull();
    // Saved addresses are read when a panel needs them: unreadable, they are an empty list.
    await page.getByRole('button', { name: 'Saved addresses' }).click();
    await page
      .getByRole('dialog', { name: /address/i })
      .getByLabel('New address')
      .waitFor();
    await page.keyboard.press('Escape');
    // The panel's history entry goes a moment after it closes: the reload below waits for it.
    await expect.poll(() => overlayEntries(page)).toBe(0);
    const left = await page.evaluate(() => ({
      edar: localStorage.getItem('edar'),
      userData: localStorage.getItem('userData'),
      addresses: sessionStorage.getItem('addresses'),
      orderRef: sessionStorage.getItem('orderRef'),
    }));
    expect(left).toEqual({ edar: null, userData: null, addresses: null, orderRef: null });
    await page.evaluate(() => sessionStorage.setItem('cartItems', 'garbage'));
    await page.reload();
    await appReady(page);
    await cartButton(page).first().click();
    await cartDrawer(page).getByText(CART_EMPTY_MESSAGE).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the rest of the shop', () => {
  it('keeps a wishlist in localStorage and adds from it to the cart', async () => {
    const { page, context } = await openShop(browser);
    await page.getByRole('button', { name: 'Add Mega(Turkey) Package to wishlist' }).click();
    await page.getByRole('button', { name: 'Wishlist, 1 item' }).click();
    const panel = page.getByRole('dialog', { name: /wishlist/i });
    await panel.getByText('Mega(Turkey) Package').waitFor();
    await panel.getByRole('button', { name: /add mega\(turkey\) package to cart/i }).click();
    // The panel is modal: the header is back in the accessibility tree once it closes.
    await page.keyboard.press('Escape');
    await expect.poll(() => cartButton(page).first().getAttribute('aria-label')).toBe('Cart, 1 item');
    expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBe('[4]');
    await context.close();
  });

  it('saves addresses in sessionStorage, ignoring blank ones', async () => {
    const { page, context } = await openShop(browser);
    await page.getByRole('button', { name: 'Saved addresses' }).click();
    const panel = page.getByRole('dialog', { name: /address/i });
    await panel.getByLabel('New address').fill('   ');
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await panel.getByLabel('New address').fill('Moremi Hall, Room 7');
    await panel.getByRole('button', { name: 'Add', exact: true }).click();
    await panel.getByText('Moremi Hall, Room 7').waitFor();
    const saved = JSON.parse((await page.evaluate(() => sessionStorage.getItem('addresses'))) ?? '[]');
    expect(saved).toEqual([{ id: expect.any(Number), value: 'Moremi Hall, Room 7' }]);
    await context.close();
  });

  it('subscribes to the newsletter for real', async () => {
    const { page, context } = await openShop(browser, undefined, '/#newsletter');
    const section = page.locator('section#newsletter');
    await section.getByLabel('Email').fill(`${uniqueName('news')}@example.com`);
    await section.getByRole('button', { name: 'Subscribe' }).click();
    await section.getByText('You are subscribed').waitFor();
    await context.close();
  });

  it('shows the error state for an unknown order ref', async () => {
    const { page, context } = await signedInShop(browser);
    await page.evaluate(() => sessionStorage.setItem('paymentVerified', 'true'));
    await page.reload();
    await appReady(page);
    await page.getByRole('button', { name: 'Track your Order' }).click();
    const tracker = page.getByRole('dialog', { name: /track/i });
    await tracker.getByLabel('Order reference').fill('99999');
    await tracker.getByRole('button', { name: 'Check Status' }).click();
    await tracker.getByRole('alert').waitFor();
    await context.close();
  });

  it('loads /vendor lazily outside the shell, and scrolls to a menu item anchor', async () => {
    const { page, context } = await openShop(browser, undefined, '/#jumbo-turkey-package');
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('jumbo-turkey-package')!.getBoundingClientRect().top),
      )
      .toBeLessThan(200);
    const response = await page.goto('/vendor');
    // The console is its own page: no storefront header or footer, not even before it loads.
    expect(await response!.text()).toContain('<div id="root"></div>');
    await page.getByRole('heading', { name: 'This page is for the vendor' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Our Menu' }).count()).toBe(0);
    expect(await page.locator('footer').count()).toBe(0);
    await context.close();
  });
});
