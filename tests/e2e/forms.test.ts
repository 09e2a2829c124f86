import { describe, expect, it } from 'vitest';
import { ADDRESS_REQUIRED_MESSAGE, ZONE_REQUIRED_MESSAGE } from '../../src/domain/checkoutForm';
import { CHECKOUT_LABEL } from '../../src/domain/messages';
import { PHONE_MESSAGE } from '../../src/domain/phone';
import { paymentDialog, signedInCart } from './flows';
import { browserForFile, MOBILE, vendorOrders } from './helpers';

const browser = browserForFile();

describe('forms speak after the customer acts, on a 360 × 740 phone (issue 13)', () => {
  it('opens the checkout fields without red, and a tap on checkout names each missing one', async () => {
    const { account, page, context, errors, drawer } = await signedInCart(browser, MOBILE);
    await drawer.getByLabel('Delivery', { exact: true }).check();
    const fields = [
      drawer.getByRole('combobox', { name: 'Delivery location' }),
      drawer.getByRole('combobox', { name: 'Deliver to' }),
      drawer.getByRole('textbox', { name: 'Phone number' }),
    ];
    for (const field of fields) expect(await field.getAttribute('aria-invalid')).toBe('false');
    expect(await drawer.locator('.Mui-error').count()).toBe(0);

    // Not ready, yet it takes the tap (aria-disabled), and says what is missing.
    const checkout = drawer.getByRole('button', { name: CHECKOUT_LABEL });
    expect(await checkout.getAttribute('aria-disabled')).toBe('true');
    await checkout.click({ force: true });
    for (const message of [ZONE_REQUIRED_MESSAGE, ADDRESS_REQUIRED_MESSAGE, PHONE_MESSAGE]) {
      await drawer.getByText(message).waitFor();
    }
    for (const field of fields) expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await paymentDialog(page).count()).toBe(0);
    expect((await vendorOrders()).filter((o) => o.customer === account.username)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
