import { describe, expect, it } from 'vitest';
import { CHECKOUT_LABEL } from '../../src/domain/messages';
import { openCart, paymentDialog } from './flows';
import {
  addToCart,
  appReady,
  cartDrawer,
  browserForFile,
  MOBILE,
  openShop,
  PASSWORD,
  uniqueName,
  vendorOrders,
} from './helpers';

const browser = browserForFile();

describe('sign-up signs in, on a 360 × 740 phone (issue 13)', () => {
  it('takes a guest from checkout through sign-up back to the cart, signed in, with every field kept', async () => {
    const { page, context, errors } = await openShop(browser, MOBILE);
    await addToCart(page, 'Mini Package');
    const drawer = await openCart(page);
    await drawer.getByLabel('Delivery', { exact: true }).check();
    await drawer.getByLabel('Delivery location').selectOption('outside_school');
    await drawer.getByLabel('New address').fill('Hall 3, Room 12');
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => drawer.getByLabel('Deliver to').inputValue()).not.toBe('');
    await drawer.getByLabel('Phone number').fill('08031234567');
    // The guest had scrolled far down the menu before opening the cart.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await drawer.getByRole('button', { name: CHECKOUT_LABEL }).click();
    await page.waitForURL('**/signup');

    // /signup opens at the top, its form in sight.
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const top = await form.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(740);
    const username = uniqueName('newbie');
    await form.getByLabel('Name').fill(username);
    await form.getByLabel('Email').fill(`${username}@example.com`);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Your account is ready!').waitFor();
    // The success state stays up while the customer is signed in, long enough to be read: it is
    // still there once the token is kept, instead of flashing for a frame.
    await page.waitForFunction(() => localStorage.getItem('edar') !== null);
    expect(await page.getByText('Your account is ready!').isVisible()).toBe(true);

    // Signed in without typing anything again: the same session as a login (token under `edar`).
    await page.waitForURL((url) => url.pathname === '/');
    await appReady(page);
    expect(await page.evaluate(() => localStorage.getItem('edar'))).not.toBeNull();
    const cart = cartDrawer(page);
    await cart.waitFor();
    expect(await cart.getByLabel('Delivery', { exact: true }).isChecked()).toBe(true);
    expect(await cart.getByLabel('Delivery location').inputValue()).toBe('outside_school');
    expect(await cart.getByLabel('Deliver to').locator('option:checked').textContent()).toBe(
      'Hall 3, Room 12',
    );
    expect(await cart.getByLabel('Phone number').inputValue()).toBe('08031234567');

    // And the order goes through as this customer.
    await cart.getByRole('button', { name: CHECKOUT_LABEL }).click();
    await paymentDialog(page).waitFor();
    const refText = await paymentDialog(page)
      .getByText(/^#\d+$/)
      .textContent();
    const order = (await vendorOrders()).find((o) => o.ref === Number(refText!.slice(1)));
    expect(order).toMatchObject({
      customer: username,
      delivery: true,
      deliveryLocation: 'outside_school',
      selectedAddress: 'Hall 3, Room 12',
      phoneNumber: '08031234567',
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
