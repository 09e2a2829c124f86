import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_LABEL, FOOD_NOT_READY_LABEL } from '../../src/domain/messages';
import { PHONE_MESSAGE } from '../../src/domain/phone';
import { CUSTOMER_BUSY_CHANNEL } from '../../src/app/features/pwa/cacheNames';
import { openCart, paymentDialog } from './flows';
import {
  addToCart,
  appReady,
  baseUrl,
  browserForFile,
  cartDrawer,
  greeted,
  loginViaApi,
  MOBILE,
  signedInState,
  signupViaApi,
} from './helpers';

// Issue 30: on the customers' network the bytes come in the order of the customer's next tap.
// Until the app's code is in: the page, its scripts and the hero's picture; then, as the app
// takes over, the cart drawer's first view alone; then what else loads by itself (the home page's
// lazy sections, the app-status feature); then the cart's checkout part (its form and rules);
// then the menu's pictures and the fonts; the service worker's precache last.

const browser = browserForFile();

/** The reference phone's network (DESIGN §11): 250 kbit/s down, 300 ms round trips; off with `null`. */
async function network(page: Page, on: boolean) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: on ? 300 : 0,
    downloadThroughput: on ? 250_000 / 8 : -1,
    uploadThroughput: on ? 250_000 / 8 : -1,
  });
}

interface Asked {
  path: string;
  /** Asked for by the service worker (its precache), not by the page. */
  worker: boolean;
  /** Before the app had taken over. */
  early: boolean;
  /** The moment it was asked for, and the moment its answer was all in (-1: not yet), in events. */
  at: number;
  done: number;
}

/** The modulepreload links' files of one of index.html's `<template>`s (vite-preload-next-tap.ts). */
function templateFiles(html: string, id: string): string[] {
  const template = new RegExp(`<template id="${id}">(.*?)</template>`).exec(html)?.[1] ?? '';
  return [...template.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!);
}

describe('the first visit on a slow network (issue 30)', () => {
  it("asks for the cart's first view once the app's code is in and before the lazy sections, then its checkout part, pictures, fonts and precache, and opens a cart tapped before the takeover", async () => {
    const context = await browser.newContext({
      viewport: MOBILE,
      isMobile: true,
      hasTouch: true,
      baseURL: baseUrl(),
      reducedMotion: 'reduce',
    });
    context.setDefaultTimeout(60_000);
    // The moment the app takes over (routes/Root.tsx sets data-app="ready"), told at once.
    let tookOver = false;
    await context.exposeBinding('tookOver', () => {
      tookOver = true;
    });
    await context.addInitScript(() => {
      const watch = new MutationObserver(() => {
        if (document.documentElement?.dataset.app !== 'ready') return;
        watch.disconnect();
        void (window as unknown as { tookOver: () => Promise<void> }).tookOver();
      });
      watch.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app'] });
    });
    const asked: Asked[] = [];
    let events = 0;
    const ours = (url: string) => new URL(url).origin === new URL(baseUrl()).origin;
    context.on('request', (request) => {
      if (!ours(request.url())) return;
      const { pathname } = new URL(request.url());
      asked.push({
        path: pathname,
        worker: Boolean(request.serviceWorker()),
        early: !tookOver,
        at: events++,
        done: -1,
      });
    });
    context.on('requestfinished', (request) => {
      if (!ours(request.url())) return;
      const { pathname } = new URL(request.url());
      const entry = asked.find((one) => one.path === pathname && one.done < 0);
      if (entry) entry.done = events++;
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await network(page, true);
    await page.goto('/', { waitUntil: 'commit' });

    // A package added and the cart tapped before the app has taken over: held (earlyTaps/), the
    // cart opened on it once the app has.
    const add = page.getByRole('button', { name: 'Add Mini Package to cart' });
    await add.waitFor();
    await page.waitForFunction(() => 'bukkaEarlyTaps' in window);
    await add.tap();
    await page.getByRole('button', { name: /^Open Cart, 1 item/ }).tap();
    expect(tookOver).toBe(false);
    await appReady(page);
    await cartDrawer(page)
      .getByRole('button', { name: new RegExp(`^(${CHECKOUT_LABEL}|${FOOD_NOT_READY_LABEL})$`) })
      .waitFor();
    // The rest of the visit at full speed: only the order is looked at from here on.
    await network(page, false);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const hero = await page.evaluate(
      () => new URL(document.querySelector<HTMLImageElement>('.Bukka-hero-image')!.currentSrc).pathname,
    );

    const early = asked.filter((request) => request.early).map((request) => request.path);
    const late = asked.filter((request) => !request.early);
    const first = (test: (request: Asked) => boolean) => late.findIndex(test);
    // Before the takeover: the page, its scripts and the hero; not the checkout part.
    expect(early.filter((path) => path.endsWith('.woff2'))).toEqual([]);
    expect(early.filter((path) => path.startsWith('/food/') && path !== hero)).toEqual([]);
    expect(early.filter((path) => /\/CartCheckout-/.test(path))).toEqual([]);
    expect(early).toContain(hero);
    // No request of the worker's precache before the takeover (the worker registers after it).
    expect(asked.filter((request) => request.worker && request.early)).toEqual([]);
    // The cart drawer's first view: asked for once the app's code is all in (not beside it), and
    // alone: what loads by itself as the app takes over (the home page's lazy sections, the
    // app-status feature) is asked for only once each of the drawer's files is in.
    const ofPage = asked.filter((request) => !request.worker);
    const askedFor = (path: string) => ofPage.find((request) => request.path === path);
    const html = await (await context.request.get('/')).text();
    const cartFiles = templateFiles(html, 'bukka-cart-code');
    expect(cartFiles.some((path) => /\/CartFeature-/.test(path))).toBe(true);
    const appCode = ofPage.find((request) => /\/assets\/main-/.test(request.path));
    expect(appCode?.done).toBeGreaterThanOrEqual(0);
    const cartAsked = cartFiles.map((path) => askedFor(path));
    expect(cartAsked.every((request) => request && request.done >= 0)).toBe(true);
    expect(Math.min(...cartAsked.map((request) => request!.at))).toBeGreaterThan(appCode!.done);
    const cartIn = Math.max(...cartAsked.map((request) => request!.done));
    const byThemselves = ofPage.filter((request) =>
      /\/(infoSections|ServicesFeature|NewsletterFeature|AppStatusFeature)-/.test(request.path),
    );
    expect(byThemselves.map((request) => request.path.split('-')[0])).toEqual(
      expect.arrayContaining(['/assets/infoSections', '/assets/ServicesFeature', '/assets/AppStatusFeature']),
    );
    expect(byThemselves.filter((request) => request.at < cartIn).map((request) => request.path)).toEqual([]);
    // After it: the checkout part, then the pictures and the fonts, then the precache.
    const cart = first((request) => /\/CartCheckout-/.test(request.path));
    const picture = first((request) => request.path.startsWith('/food/') && request.path !== hero);
    const font = first((request) => request.path.endsWith('.woff2'));
    const precache = first((request) => request.worker);
    expect(cart).toBeGreaterThanOrEqual(0);
    expect(picture).toBeGreaterThan(cart);
    expect(font).toBeGreaterThan(cart);
    expect(precache).toBeGreaterThan(Math.max(picture, font));
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens the cart's first view without its form code, in the places the form keeps, and counts a checkout tapped meanwhile", async () => {
    const context = await browser.newContext({
      viewport: MOBILE,
      baseURL: baseUrl(),
      reducedMotion: 'reduce',
    });
    context.setDefaultTimeout(30_000);
    // The form stack (react-hook-form and MUI's inputs: the chunk named for useZodForm) held back
    // until released, as a 250 kbit/s line holds it for seconds after the drawer's own code.
    // Routing turns the HTTP cache off: each page below asks for it again.
    let release = () => {};
    await context.route(/\/assets\/useZodForm-[^/]+\.js$/, async (route) => {
      await new Promise<void>((done) => (release = done));
      await route.continue();
    });
    const errors: string[] = [];
    /** A page with Mini Package in its cart, the cart opened while the form's code is held. */
    const openCart = async () => {
      const page = await context.newPage();
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/');
      await appReady(page);
      await page.getByRole('button', { name: 'Add Mini Package to cart' }).click();
      await page.getByRole('button', { name: /^Open Cart, 1 item/ }).click();
      const drawer = cartDrawer(page);
      const checkout = drawer.getByRole('button', { name: CHECKOUT_LABEL });
      // The lines, the total and the button, while the form's code is still held.
      await checkout.waitFor({ timeout: 15_000 });
      expect(await drawer.getByText('Mini Package').first().isVisible()).toBe(true);
      const phone = drawer.getByRole('textbox', { name: 'Phone number' });
      return { page, drawer, checkout, phone };
    };

    // No jump: the fields take the place held for them, and the button stays where it was.
    const first = await openCart();
    const held = await first.drawer.locator('.Bukka-fields-coming').boundingBox();
    const buttonBefore = await first.checkout.boundingBox();
    release();
    await first.phone.waitFor();
    const fields = await first.drawer.locator('.Bukka-cart-lines + *').boundingBox();
    const buttonAfter = await first.checkout.boundingBox();
    expect(Math.abs(fields!.height - held!.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(buttonAfter!.y - buttonBefore!.y)).toBeLessThanOrEqual(1);
    await first.page.close();

    // A tap meanwhile counts once the rules are in: it asks for the phone, as a tap on a cart
    // without one does (aria-disabled, which Playwright counts as not enabled: a thumb taps it).
    const second = await openCart();
    await second.checkout.click({ force: true });
    release();
    await second.phone.waitFor();
    await expect.poll(() => second.phone.evaluate((input) => input === document.activeElement)).toBe(true);
    await second.drawer.getByText(PHONE_MESSAGE).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks for the cart's checkout part again when the cart opens again after its code was lost on the way", async () => {
    const context = await browser.newContext({
      viewport: MOBILE,
      baseURL: baseUrl(),
      reducedMotion: 'reduce',
    });
    // A dropped line: the form stack's code (the chunk named for useZodForm) fails, its preload
    // and its import both, until the line is back.
    let lineBack = false;
    let asked = 0;
    await context.route(/\/assets\/useZodForm-[^/]+\.js$/, async (route) => {
      asked += 1;
      if (lineBack) await route.continue();
      else await route.abort('internetdisconnected');
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await appReady(page);
    await page.getByRole('button', { name: 'Add Mini Package to cart' }).click();
    const drawer = await openCart(page);
    const phone = drawer.getByRole('textbox', { name: 'Phone number' });
    // The first view, its fields' place held: their code did not come.
    await drawer.locator('.Bukka-fields-coming').waitFor();
    await expect.poll(() => asked).toBeGreaterThanOrEqual(1);
    expect(await phone.count()).toBe(0);
    // The line back, the cart closed and opened again: it asks again, and its fields come.
    lineBack = true;
    const before = asked;
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await openCart(page);
    await phone.waitFor();
    expect(asked).toBeGreaterThan(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("holds the precache while a checkout placed meanwhile is on its way, and starts the checkout's request at once", async () => {
    const account = await signupViaApi();
    const token = await loginViaApi(account.username, account.password);
    const context = await browser.newContext({
      viewport: MOBILE,
      baseURL: baseUrl(),
      reducedMotion: 'reduce',
      storageState: signedInState(token),
    });
    context.setDefaultTimeout(30_000);
    // The precache's download of the shell held while the checkout is placed, and the checkout's
    // answer held while the precache would go on: the windows a 250 kbit/s line makes, but of a
    // known length. What starts and ends, in order.
    const log: string[] = [];
    const ours = (url: string) => new URL(url).origin === new URL(baseUrl()).origin;
    context.on('request', (request) => {
      if (ours(request.url()))
        log.push(`${request.serviceWorker() ? 'worker' : 'page'} ${new URL(request.url()).pathname}`);
    });
    const held = (path: RegExp, worker: boolean) => {
      let asked = () => {};
      let release = () => {};
      const wasAsked = new Promise<void>((done) => (asked = done));
      const released = new Promise<void>((done) => (release = done));
      const route = context.route(path, async (routed) => {
        if (Boolean(routed.request().serviceWorker()) !== worker) return routed.fallback();
        asked();
        await released;
        await routed.continue();
      });
      return { route, wasAsked, release };
    };
    const shell = held(/\/app\.html(\?|$)/, true);
    const checkout = held(/\/api\/account\/create_order\/$/, false);
    await Promise.all([shell.route, checkout.route]);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await appReady(page);
    await greeted(page, account.username);
    await addToCart(page, 'Mini Package');
    const drawer = await openCart(page);
    await drawer.getByLabel('Pickup').check();
    await drawer.getByLabel('Phone number').fill('08031234567');

    // The worker installs (the app registered it on a quiet network): its precache is on its way.
    await shell.wasAsked;
    await page.evaluate((name) => {
      const channel = new BroadcastChannel(name);
      (window as unknown as { precacheHeld: Promise<void> }).precacheHeld = new Promise((done) => {
        channel.onmessage = ({ data }: MessageEvent<{ kind?: string }>) => {
          if (data?.kind === 'holding') done();
        };
      });
    }, CUSTOMER_BUSY_CHANNEL);
    await drawer.getByRole('button', { name: CHECKOUT_LABEL }).click();
    // The checkout's request starts at once, the precache's download still on its way.
    await checkout.wasAsked;
    log.push('checkout asked');
    // The shell's download ends: the precache would go on with its next file; it holds (the worker
    // says so), or, without the hold, its next file is asked for.
    const nextOfWorker = new Promise<void>((done) =>
      context.on('request', (request) => {
        if (request.serviceWorker() && ours(request.url())) done();
      }),
    );
    shell.release();
    await Promise.race([
      page.evaluate(() => (window as unknown as { precacheHeld: Promise<void> }).precacheHeld),
      nextOfWorker,
    ]);
    log.push('checkout answered');
    checkout.release();
    await paymentDialog(page).waitFor();
    // The precache goes on once the checkout's answer is in, to the end.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);

    const asked = log.indexOf('checkout asked');
    const answered = log.indexOf('checkout answered');
    expect(log.slice(0, asked).filter((entry) => entry.startsWith('worker '))).toContain('worker /app.html');
    expect(log.slice(asked, answered).filter((entry) => entry.startsWith('worker '))).toEqual([]);
    expect(log.slice(answered).filter((entry) => entry.startsWith('worker ')).length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
