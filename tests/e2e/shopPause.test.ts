import { afterEach, describe, expect, it } from 'vitest';
import { CHECKOUT_LABEL, FOOD_NOT_READY_LABEL } from '../../src/domain/messages';
import { bannerUntil } from '../../src/domain/pauseBanner';
import { shopStatusSchema } from '../../src/domain/vendorSettingsApi';
import { SHOP_STATUS_POLL_MS } from '../../src/app/hooks/useShopStatusPoll';
import { openCart } from './flows';
import {
  addToCart,
  appReady,
  baseUrl,
  browserForFile,
  MOBILE,
  openShop,
  serverClock,
  setDeliveryStatus,
  setFoodStatus,
} from './helpers';

const MINUTE = 60_000;

const browser = browserForFile();
afterEach(async () => {
  await serverClock.reset();
  await setFoodStatus('ready');
  await setDeliveryStatus('available');
});

/**
 * The storefront on a phone with Playwright's clock: time runs as usual, and the test jumps it
 * ahead (`page.clock.fastForward`) to the next read of the switches or past a pause's end,
 * instead of waiting for them.
 */
async function clockedShop() {
  const shop = await openShop(browser, MOBILE, null);
  await shop.page.clock.install();
  await shop.page.goto('/');
  await appReady(shop.page);
  return shop;
}

const shopStatus = async () =>
  shopStatusSchema.parse(await (await fetch(`${baseUrl()}/api/shop/status`)).json());

describe('the paused banner (issue 15, item 6), on a 360×740 phone', () => {
  it('opened while delivery is off: the page hydrates as drawn, then the services section says pickup only', async () => {
    await setDeliveryStatus('not-available', '1h');
    const shop = await openShop(browser, MOBILE);
    await shop.page.getByText('Our riders are off right now: pickup only.').waitFor({ state: 'attached' });
    // The status arrives before the services section hydrates: drawn as the prerender had it
    // first, nothing mismatched (React's error #418) and nothing drawn again.
    expect(shop.errors).toEqual([]);
    await shop.context.close();
  });

  it('appears live when the kitchen pauses, updates the open cart, and goes when it reopens, without a reload', async () => {
    const shop = await clockedShop();
    const { page } = shop;
    // The next read of the switches, which a visible storefront makes every SHOP_STATUS_POLL_MS.
    const nextRead = () => page.clock.fastForward(SHOP_STATUS_POLL_MS);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const top = page.getByRole('status', { name: 'Paused', exact: true });
    const inMenu = page.getByRole('status', { name: 'Paused, at the menu' });
    await addToCart(page, 'Mini Package');
    expect(await top.count()).toBe(0);

    const { until } = await setFoodStatus('not-ready', '30min');
    await nextRead();
    await top.waitFor();
    // 'until 12:45', or 'until tomorrow 00:15' late in the evening (the domain's rule, unit-tested).
    const paused = `The kitchen is paused${bannerUntil(until!, Date.now())}`;
    expect(await top.textContent()).toBe(paused);
    expect(await inMenu.textContent()).toBe(paused);
    // The banner is at the top of the page, under the header.
    expect((await top.boundingBox())!.y).toBeLessThan(120);

    // An open cart follows the switch too: the red button, then checkout again.
    const drawer = await openCart(page);
    await drawer.getByRole('button', { name: FOOD_NOT_READY_LABEL }).waitFor();
    await setFoodStatus('ready');
    await nextRead();
    await drawer.getByRole('button', { name: CHECKOUT_LABEL }).waitFor();
    await page.keyboard.press('Escape');
    await top.waitFor({ state: 'detached' });
    expect(await inMenu.count()).toBe(0);

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(shop.errors).toEqual([]);
    await shop.context.close();
  });

  it('ends a timed delivery pause by itself: the banner goes and the open cart offers delivery again', async () => {
    const shop = await clockedShop();
    const { page } = shop;
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const top = page.getByRole('status', { name: 'Paused', exact: true });
    await addToCart(page, 'Mega Package');
    const drawer = await openCart(page);
    const delivery = drawer.getByLabel('Delivery', { exact: true });
    await expect.poll(() => delivery.isEnabled()).toBe(true);
    await page.keyboard.press('Escape');

    // A 30-minute pause, as the console sets it: nobody ends it.
    const { until } = await setDeliveryStatus('not-available', '30min');
    await page.clock.fastForward(SHOP_STATUS_POLL_MS);
    await top.waitFor();
    expect(await top.textContent()).toBe(`Delivery is off${bannerUntil(until!, Date.now())}, pickup is open`);
    await openCart(page);
    await expect.poll(() => delivery.isDisabled()).toBe(true);
    expect(await drawer.getByLabel('Pickup').isChecked()).toBe(true);

    // 29 minutes on, it still holds; a minute past the end, by the server's clock and the
    // phone's, delivery is back in the open cart and the banner is gone, by themselves.
    await serverClock.set(29 * MINUTE);
    await page.clock.fastForward(29 * MINUTE);
    expect(await delivery.isDisabled()).toBe(true);
    await serverClock.set(31 * MINUTE);
    await page.clock.fastForward(2 * MINUTE);
    await expect.poll(() => delivery.isEnabled()).toBe(true);
    // The banner (hidden from the accessibility tree behind the open cart) is gone too.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await top.count()).toBe(0);
    expect(await page.getByRole('status', { name: 'Paused, at the menu' }).count()).toBe(0);
    expect((await shopStatus()).delivery).toEqual({ status: 'available', until: null });

    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(shop.errors).toEqual([]);
    await shop.context.close();
  });
});
