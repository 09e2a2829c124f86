import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_LABEL, FOOD_NOT_READY_LABEL } from '../../src/domain/messages';
import { bannerUntil } from '../../src/domain/pauseBanner';
import { shopStatusSchema } from '../../src/domain/vendorSettingsApi';
import { openCart } from './flows';
import {
  addToCart,
  baseUrl,
  browserForFile,
  MOBILE,
  openShop,
  setDeliveryStatus,
  setFoodStatus,
} from './helpers';

/** The storefront reads the switches every 5 s while visible: a change shows within this. */
const LIVE_WITHIN_MS = 8_000;

const browser = browserForFile();
afterEach(async () => {
  await setFoodStatus('ready');
  await setDeliveryStatus('available');
});

const shopStatus = async () =>
  shopStatusSchema.parse(await (await fetch(`${baseUrl()}/api/shop/status`)).json());

describe('the paused banner (issue 15, item 6), on a 360×740 phone', () => {
  it('opened while delivery is off: the page hydrates as drawn, then the services section says pickup only', async () => {
    await setDeliveryStatus('not-available', new Date(Date.now() + 60_000).toISOString());
    const shop = await openShop(browser, MOBILE);
    await shop.page.getByText('Our riders are off right now: pickup only.').waitFor({ state: 'attached' });
    // The status arrives before the services section hydrates: drawn as the prerender had it
    // first, nothing mismatched (React's error #418) and nothing drawn again.
    expect(shop.errors).toEqual([]);
    await shop.context.close();
  });

  it('appears live when the kitchen pauses, updates the open cart, and goes when it reopens, without a reload', async () => {
    const shop = await openShop(browser, MOBILE);
    const { page } = shop;
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const top = page.getByRole('status', { name: 'Paused', exact: true });
    const inMenu = page.getByRole('status', { name: 'Paused, at the menu' });
    await addToCart(page, 'Mini Package');
    expect(await top.count()).toBe(0);

    const until = new Date(Date.now() + 30 * 60_000).toISOString();
    await setFoodStatus('not-ready', until);
    await top.waitFor({ timeout: LIVE_WITHIN_MS });
    // 'until 12:45', or 'until tomorrow 00:15' late in the evening (the domain's rule, unit-tested).
    const paused = `The kitchen is paused${bannerUntil(until, Date.now())}`;
    expect(await top.textContent()).toBe(paused);
    expect(await inMenu.textContent()).toBe(paused);
    // The banner is at the top of the page, under the header.
    expect((await top.boundingBox())!.y).toBeLessThan(120);

    // An open cart follows the switch too: the red button, then checkout again.
    const drawer = await openCart(page);
    await drawer.getByRole('button', { name: FOOD_NOT_READY_LABEL }).waitFor({ timeout: LIVE_WITHIN_MS });
    await setFoodStatus('ready');
    await drawer.getByRole('button', { name: CHECKOUT_LABEL }).waitFor({ timeout: LIVE_WITHIN_MS });
    await page.keyboard.press('Escape');
    await top.waitFor({ state: 'detached', timeout: LIVE_WITHIN_MS });
    expect(await inMenu.count()).toBe(0);

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(shop.errors).toEqual([]);
    await shop.context.close();
  });

  it('ends a timed delivery pause by itself: the banner goes and the open cart offers delivery again', async () => {
    const shop = await openShop(browser, MOBILE);
    const { page } = shop;
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const top = page.getByRole('status', { name: 'Paused', exact: true });
    await addToCart(page, 'Mega Package');
    const drawer = await openCart(page);
    const delivery = drawer.getByLabel('Delivery', { exact: true });
    await expect.poll(() => delivery.isEnabled(), { timeout: LIVE_WITHIN_MS }).toBe(true);
    await page.keyboard.press('Escape');

    // A short pause, set through the API as the console would set 30 min: nobody ends it.
    const end = Date.now() + 12_000;
    await setDeliveryStatus('not-available', new Date(end).toISOString());
    await top.waitFor({ timeout: LIVE_WITHIN_MS });
    expect(await top.textContent()).toBe(
      `Delivery is off${bannerUntil(new Date(end).toISOString(), Date.now())}, pickup is open`,
    );
    await openCart(page);
    await expect.poll(() => delivery.isDisabled()).toBe(true);
    expect(await drawer.getByLabel('Pickup').isChecked()).toBe(true);
    expect(Date.now()).toBeLessThan(end);

    // The end passes: delivery is back in the open cart and the banner is gone, by themselves.
    await expect.poll(() => delivery.isEnabled(), { timeout: 12_000 + LIVE_WITHIN_MS }).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(end);
    expect(await top.count()).toBe(0);
    expect((await shopStatus()).delivery).toEqual({ status: 'available', until: null });

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(shop.errors).toEqual([]);
    await shop.context.close();
  });
});
