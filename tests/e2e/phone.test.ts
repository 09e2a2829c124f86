import { describe, expect, it } from 'vitest';
import { CHECKOUT_LABEL } from '../../src/domain/messages';
import { PHONE_NOT_MOBILE_MESSAGE } from '../../src/domain/phone';
import { paymentDialog, signedInCart } from './flows';
import { browserForFile, MOBILE, vendorOrders } from './helpers';

const browser = browserForFile();

describe('phone numbers as Nigerians write them, on a 360 × 740 phone (issue 13)', () => {
  it('turns "+234 803 123 4567" typed at checkout into 08031234567, and the kitchen gets that', async () => {
    const { page, context, errors, drawer } = await signedInCart(browser, MOBILE);
    const phone = drawer.getByRole('textbox', { name: 'Phone number' });
    // Key by key, as a thumb types it (not a paste).
    await phone.pressSequentially('+234 803 123 4567');
    await expect.poll(() => phone.inputValue()).toBe('08031234567');

    const created = page.waitForResponse(
      (response) => response.url().includes('/api/account/create_order/') && response.status() === 201,
    );
    await drawer.getByRole('button', { name: CHECKOUT_LABEL }).click();
    await created;
    const refText = await paymentDialog(page)
      .getByText(/^#\d+$/)
      .textContent();
    const order = (await vendorOrders()).find((o) => o.ref === Number(refText!.slice(1)));
    expect(order?.phoneNumber).toBe('08031234567');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('refuses a number that is no Nigerian mobile, saying so, and places no order', async () => {
    const { account, page, context, errors, drawer } = await signedInCart(browser, MOBILE);
    const phone = drawer.getByRole('textbox', { name: 'Phone number' });
    await phone.pressSequentially('+44 7911 123456');
    await expect.poll(() => phone.inputValue()).toBe('+447911123456');
    await phone.blur();
    await drawer.getByText(PHONE_NOT_MOBILE_MESSAGE).waitFor();
    const orders = (await vendorOrders()).filter((o) => o.customer === account.username);
    await drawer.getByRole('button', { name: CHECKOUT_LABEL }).click({ force: true });
    await expect(paymentDialog(page).isVisible()).resolves.toBe(false);
    expect((await vendorOrders()).filter((o) => o.customer === account.username)).toEqual(orders);
    expect(errors).toEqual([]);
    await context.close();
  });
});
