import { describe, expect, it } from 'vitest';
import { CHECKOUT_FIELD_REASONS } from '../../src/domain/checkout';
import { CHECKOUT_LABEL } from '../../src/domain/messages';
import { paymentDialog, signedInCart } from './flows';
import { browserForFile, MOBILE } from './helpers';

const browser = browserForFile();

// Issue 29: the customer's phone, at 360 × 740.
describe("the customer's phone (issue 29)", () => {
  it('a held-back checkout names what is missing, and the tap takes the customer to that field', async () => {
    const { page, context, errors, drawer } = await signedInCart(browser, MOBILE);
    const checkout = drawer.getByRole('button', { name: CHECKOUT_LABEL });
    const phone = drawer.getByRole('textbox', { name: 'Phone number' });

    // Pickup without a phone: the reason is under the button, the button's description too.
    await expect.poll(() => drawer.getByText(CHECKOUT_FIELD_REASONS.phone).isVisible()).toBe(true);
    expect(await checkout.getAttribute('aria-describedby')).toBeTruthy();
    // aria-disabled, which Playwright's actionability counts as disabled: the tap is forced.
    await checkout.click({ force: true });
    await expect.poll(() => phone.evaluate((input) => input === document.activeElement)).toBe(true);
    // Focused and on the screen, not below the fold.
    const box = (await phone.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(MOBILE.height);

    // Delivery: the area is the first thing missing, and its fee is not ₦0 but to be chosen.
    await drawer.getByRole('radio', { name: 'Delivery' }).check();
    await drawer.getByText(CHECKOUT_FIELD_REASONS.zone).waitFor();
    await drawer.getByText('choose an area').waitFor();
    // aria-disabled, which Playwright's actionability counts as disabled: the tap is forced.
    await checkout.click({ force: true });
    const zone = drawer.getByRole('combobox', { name: 'Delivery location' });
    await expect.poll(() => zone.evaluate((select) => select === document.activeElement)).toBe(true);

    // Nothing was ordered by those taps.
    expect(await paymentDialog(page).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });
});
