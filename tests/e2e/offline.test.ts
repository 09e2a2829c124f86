import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_LABEL,
  OFFLINE_CHECKOUT_MESSAGE,
  OFFLINE_MESSAGE,
  OFFLINE_PAGE_TITLE,
  OFFLINE_PAYMENT_MESSAGE,
  offlinePageMessage,
} from '../../src/domain/messages';
import { MENU_PICTURES_CACHE } from '../../src/app/features/pwa/cacheNames';
import { openCart, openCustomer, paymentDialog } from './flows';
import { addToCart, appReady, browserForFile, cartButton, DESKTOP, openShop, signupViaApi } from './helpers';

const browser = browserForFile();

/** Waits until the service worker is installed (its precache complete) and active. */
async function serviceWorkerActive(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
}

/** Waits until the page has put the pictures it shows into the worker's cache (keepOffline.ts). */
async function keptOffline(page: Page) {
  await page.locator('html[data-offline="ready"]').waitFor({ state: 'attached' });
}

/** The pictures of the hero and the menu that did not load (their addresses). */
const brokenPictures = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLImageElement>('#home img, #menu img')]
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src),
  );

describe('offline (the service worker, DESIGN §11)', () => {
  it('opens the shop offline with its menu and cart, says so at checkout and at payment, and goes on once back online', async () => {
    const { context, page, errors } = await openCustomer(browser, await signupViaApi());
    await serviceWorkerActive(page);
    await keptOffline(page);

    await context.setOffline(true);
    await page.reload();
    await appReady(page);
    // The menu with its prices, from the precache.
    await page.getByRole('heading', { name: 'Mini Package' }).waitFor();
    await page.getByText('₦1,200').first().waitFor();
    // Its pictures, below the fold too, from the runtime cache the page filled.
    await keptOffline(page);
    expect(await page.locator('#menu img').count()).toBe(9);
    expect(await brokenPictures(page)).toEqual([]);
    // The tab's icon too, though the worker does not precache it (the page kept its own copy).
    expect(
      await page.evaluate(async () => (await fetch('/favicon.svg')).headers.get('content-type')),
    ).toMatch(/^image\/svg\+xml/);
    await page.getByText(OFFLINE_MESSAGE).waitFor();
    await addToCart(page, 'Mini Package', 2);
    await expect.poll(() => cartButton(page).first().getAttribute('aria-label')).toBe('Cart, 2 items');

    const drawer = await openCart(page);
    await drawer.getByLabel('Pickup').check();
    await drawer.getByLabel('Phone number').fill('08031234567');
    await drawer.getByRole('button', { name: CHECKOUT_LABEL }).click();
    await drawer.getByText(OFFLINE_CHECKOUT_MESSAGE).waitFor();
    // Nothing was sent and the cart is kept.
    expect(await paymentDialog(page).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('cartItems'))).toBe('[{"id":1,"quantity":2}]');

    // The network is back: the offline lines go, and the same checkout goes through.
    await context.setOffline(false);
    await page.getByText(OFFLINE_MESSAGE).waitFor({ state: 'detached' });
    await drawer.getByText(OFFLINE_CHECKOUT_MESSAGE).waitFor({ state: 'detached' });
    const created = page.waitForResponse(
      (response) => response.url().includes('/api/account/create_order/') && response.status() === 201,
    );
    await drawer.getByRole('button', { name: CHECKOUT_LABEL }).click();
    await created;
    const payment = paymentDialog(page);
    await payment.waitFor();

    // The data runs out on the payment step: the choice is not sent, the dialog says the order is
    // kept, and its words go by themselves when the network is back; the same tap then goes.
    const choices: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/account/payments/')) choices.push(request.method());
    });
    await context.setOffline(true);
    await page.getByText(OFFLINE_MESSAGE).waitFor();
    await payment.getByLabel('Bank transfer').check();
    await payment.getByRole('button', { name: 'I have sent it' }).click();
    await payment.getByRole('alert').filter({ hasText: OFFLINE_PAYMENT_MESSAGE }).waitFor();
    expect(choices).toEqual([]);
    await context.setOffline(false);
    await payment.getByText(OFFLINE_PAYMENT_MESSAGE).waitFor({ state: 'detached' });
    await payment.getByRole('button', { name: 'I have sent it' }).click();
    await payment.getByRole('button', { name: 'Done' }).waitFor();
    expect(choices).toEqual(['POST']);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the other pictures for offline use when one cannot be fetched, and says which', async () => {
    const lost = '/food/mini-package-480w.webp';
    const { context, page, errors } = await openShop(browser, DESKTOP, '/', { serviceWorkers: 'allow' });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    // The network loses this one picture, for the page and the worker alike.
    await context.route(`**${lost}`, (route) => route.abort());
    await page.reload();
    await appReady(page);
    await serviceWorkerActive(page);
    await keptOffline(page);
    expect(warnings.filter((text) => text.startsWith('Not kept for offline use:'))).toEqual([
      `Not kept for offline use: ${new URL(lost, page.url()).href}`,
    ]);
    const kept = await page.evaluate(
      async (name) =>
        (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
      MENU_PICTURES_CACHE,
    );
    const shown = await page.evaluate(() => [
      ...new Set([...document.querySelectorAll('img')].map((img) => new URL(img.currentSrc).pathname)),
    ]);
    expect(shown).toContain(lost);
    expect(kept.sort()).toEqual(shown.filter((path) => path !== lost).sort());
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offline, gives a picture asked for at a width it never kept at one it did keep', async () => {
    const { context, page, errors } = await openShop(browser, DESKTOP);
    await serviceWorkerActive(page);
    await keptOffline(page);
    const kept = await page.evaluate(
      async (name) =>
        (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname),
      MENU_PICTURES_CACHE,
    );
    // The desktop's card width; a phone's reload of the same page would ask for 360.
    expect(kept).toContain('/food/mini-package-480w.webp');
    expect(kept).not.toContain('/food/mini-package-360w.webp');
    // A page the worker serves (the first one was loaded before it was there).
    await page.reload();
    await appReady(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    const answer = await page.evaluate(async () => {
      const response = await fetch('/food/mini-package-360w.webp');
      const picture = await createImageBitmap(await response.blob());
      return { status: response.status, width: picture.width };
    });
    expect(answer).toEqual({ status: 200, width: 480 });
    // A picture of which no width was kept (the vendor replaced it since the build's shell was
    // made) is a plain plate the worker draws, marked as such, not some other picture nor the
    // browser's broken-picture sign; the page never keeps it in the picture's place.
    const other = await page.evaluate(async () => {
      const response = await fetch('/food/no-such-package-360w.webp');
      // As the menu shows it: an <img> (createImageBitmap takes no SVG).
      const img = new Image();
      img.src = '/food/no-such-package-480w.webp';
      const width = await img.decode().then(
        () => img.naturalWidth,
        () => 0,
      );
      return {
        status: response.status,
        type: response.headers.get('Content-Type'),
        placeholder: response.headers.get('X-Bukka-Placeholder'),
        width,
      };
    });
    expect(other).toEqual({ status: 200, type: 'image/svg+xml', placeholder: '1', width: 480 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the shop offline from the precached shell before the page has kept its own copy of /', async () => {
    // The worker does not precache index.html (pwa.config.ts): the page puts the `/` it has into
    // the home-page cache (keepOffline.ts). Until it has, an offline reload still shows the menu.
    const { context, page, errors } = await openShop(browser);
    await serviceWorkerActive(page);
    await keptOffline(page);
    await page.evaluate(() => caches.delete('home-page'));
    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await appReady(page);
    await page.getByRole('heading', { name: 'Mini Package' }).waitFor();
    await page.getByText('₦1,200').first().waitFor();
    await keptOffline(page);
    expect(await brokenPictures(page)).toEqual([]);
    await page.getByText(OFFLINE_MESSAGE).waitFor();
    await addToCart(page, 'Mini Package');
    await expect.poll(() => cartButton(page).first().getAttribute('aria-label')).toBe('Cart, 1 item');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a page never visited is offline, keeps the cart, and opens the page by itself once the network is back', async () => {
    // The sign-up and My orders pages are not precached (pwa.config.ts): a guest who never opened them.
    const { context, page, errors } = await openShop(browser);
    await serviceWorkerActive(page);
    await addToCart(page, 'Mini Package');
    await context.setOffline(true);
    await page.goto('/signup');
    await appReady(page);
    // The shell, the cart and the offline line are there; the page says plainly why it is not.
    await page.getByText(OFFLINE_MESSAGE).waitFor();
    await page.getByRole('heading', { name: OFFLINE_PAGE_TITLE }).waitFor();
    await page.getByText(offlinePageMessage('sign-up')).waitFor();
    await expect.poll(() => cartButton(page).first().getAttribute('aria-label')).toBe('Cart, 1 item');
    expect(await page.getByRole('heading', { name: 'Sign Up' }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // Online again, the form appears by itself in the same document, the cart as it was.
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Sign Up' }).waitFor();
    await page.getByLabel('Name').waitFor();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await cartButton(page).first().getAttribute('aria-label')).toBe('Cart, 1 item');
    // Its code is kept for next time.
    const kept = await page.evaluate(async () =>
      (await (await caches.open('lazy-code')).keys()).map((request) => new URL(request.url).pathname),
    );
    expect(kept.some((path) => /^\/assets\/SignupPage-/.test(path))).toBe(true);

    // My orders, never opened either: the same.
    await context.setOffline(true);
    await page.goto('/orders');
    await appReady(page);
    await page.getByText(offlinePageMessage('your orders')).waitFor();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await context.setOffline(false);
    await page.getByRole('heading', { name: 'My orders' }).waitFor();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.getByText(offlinePageMessage('your orders')).count()).toBe(0);
    expect(await cartButton(page).first().getAttribute('aria-label')).toBe('Cart, 1 item');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the error page for a page whose code is broken, and opens by itself a page whose code the network lost once', async () => {
    // No worker here, so the page's own requests can be answered by the test.
    const { context, page, errors } = await openShop(browser, DESKTOP, '/', { serviceWorkers: 'block' });
    await addToCart(page, 'Mini Package');
    // Code that arrived and throws: not the network's fault, so the route's error page, as before.
    await page.route('**/assets/SignupPage-*.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken build");' }),
    );
    await page.goto('/signup');
    await appReady(page);
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    expect(await page.getByRole('heading', { name: OFFLINE_PAGE_TITLE }).count()).toBe(0);
    await page.unroute('**/assets/SignupPage-*.js');

    // My orders' code lost once on a phone that says it is online: tried again, it opens by itself.
    let lost = 0;
    await page.route('**/assets/OrdersPage-*.js', async (route) => {
      if (lost++ === 0) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await page.goto('/orders');
    await appReady(page);
    await page.getByRole('heading', { name: 'My orders' }).waitFor();
    expect(lost).toBe(2);
    expect(await cartButton(page).first().getAttribute('aria-label')).toBe('Cart, 1 item');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('never serves the vendor console from the cache', async () => {
    const { context, page } = await openCustomer(browser, await signupViaApi());
    await serviceWorkerActive(page);
    // Online, the console comes from the network (not the worker), and none of it is cached.
    const response = await page.goto('/vendor');
    expect(response?.fromServiceWorker()).toBe(false);
    await appReady(page);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls;
    });
    expect(cached.some((url) => url.includes('app.html'))).toBe(true);
    expect(cached.filter((url) => /vendor(?!-)/i.test(new URL(url).pathname))).toEqual([]);
    // Offline, /vendor does not open from the cache.
    await context.setOffline(true);
    await expect(page.goto('/vendor')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.close();
  });
});
