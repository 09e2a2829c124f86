import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, inject } from 'vitest';
import { loginResponseSchema, vendorOrdersResponseSchema, type VendorOrder } from '../../src/domain/api';
import { CHECKOUT_LABEL } from '../../src/domain/messages';
import { startServer, type RunningServer, type StartServerOptions } from '../../src/server/server';
import { startFakePaystack, type FakePaystack } from '../server/helpers/paystack';
import { UNDO_MS } from '../../src/app/features/vendor/useUndoableMoves';
import { copyOf } from './globalSetup';
import {
  addToCart,
  appReady,
  baseUrl,
  cartButton,
  cartDrawer,
  DESKTOP,
  greeted,
  loginViaApi,
  openShop,
  PASSWORD,
  signedInState,
  signupViaApi,
  vendorAccount,
} from './helpers';

/**
 * Browser flows shared by vendor.test.ts and payments.test.ts: a customer's order from the menu
 * to the payment dialog, the vendor console open in a context of its own, and a storefront whose
 * server has Paystack turned on against a local fake Paystack.
 */

export function paymentDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Pay for your order' });
}

export async function openCart(page: Page) {
  await cartButton(page).first().click();
  await cartDrawer(page).waitFor();
  return cartDrawer(page);
}

/**
 * A new customer (made through the API) on the home page in a fresh context, signed in as the
 * login leaves the browser (`signedInState`): the greeting shows once the token is read.
 */
export async function signedInShop(browser: Browser, viewport = DESKTOP) {
  const account = await signupViaApi();
  const token = await loginViaApi(account.username, account.password);
  const shop = await openShop(browser, viewport, '/', { storageState: signedInState(token) });
  await greeted(shop.page, account.username);
  return { ...shop, account, token };
}

/** signedInShop with `item` added from the menu and the cart drawer open. */
export async function signedInCart(browser: Browser, viewport = DESKTOP, item = 'Mini Package') {
  const shop = await signedInShop(browser, viewport);
  await addToCart(shop.page, item);
  return { ...shop, drawer: await openCart(shop.page) };
}

/**
 * Opens the cart, checks out for pickup with a phone number and waits for create-order's answer
 * of `status` (201 placed, 409 refused): the drawer.
 */
export async function checkOutForPickup(page: Page, status: number) {
  const drawer = await openCart(page);
  await drawer.getByLabel('Pickup').check();
  await drawer.getByLabel('Phone number').fill('08031234567');
  const answered = page.waitForResponse(
    (response) => response.url().includes('/api/account/create_order/') && response.status() === status,
  );
  await drawer.getByRole('button', { name: CHECKOUT_LABEL }).click();
  await answered;
  return drawer;
}

export interface PlacedOrder {
  ref: number;
  /** Epoch ms when the browser had the create-order's 201 (the Resource Timing responseEnd). */
  createdAt: number;
}

/**
 * Adds `items` from the menu, checks out for pickup and waits for the payment dialog: the order's
 * ref as the dialog shows it, and when its 201 reached the browser.
 */
export async function placeOrder(
  page: Page,
  items: readonly string[] = ['Mini Package'],
): Promise<PlacedOrder> {
  for (const item of items) await addToCart(page, item);
  await checkOutForPickup(page, 201);
  const dialog = paymentDialog(page);
  const refText = await dialog.getByText(/^#\d+$/).textContent();
  const createdAt = await page.evaluate(() => {
    const entry = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.includes('/api/account/create_order/'))
      .at(-1) as PerformanceResourceTiming | undefined;
    return entry ? performance.timeOrigin + entry.responseEnd : Date.now();
  });
  return { ref: Number(refText!.slice(1)), createdAt };
}

/** Chooses a payment method in the open dialog, confirms it and closes the dialog on 'Done'. */
export async function payWith(page: Page, method: 'transfer' | 'cash') {
  const dialog = paymentDialog(page);
  if (method === 'transfer') {
    await dialog.getByLabel('Bank transfer').check();
    await dialog.getByRole('button', { name: 'I have sent it' }).click();
  } else {
    await dialog.getByLabel(/^Cash on/).check();
    await dialog.getByRole('button', { name: 'I will pay cash' }).click();
  }
  await dialog.getByRole('button', { name: 'Done' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Opens Track your Order and checks the order's status until `message` shows. */
export async function trackUntil(page: Page, message: string) {
  await page.getByRole('button', { name: 'Track your Order' }).first().click();
  const tracker = page.getByRole('dialog', { name: /track/i });
  await tracker.getByRole('button', { name: 'Check Status' }).click();
  await tracker.getByText(message).waitFor();
}

export interface Console {
  context: BrowserContext;
  page: Page;
  errors: string[];
  /** The order's card in the queue. */
  card(ref: number): ReturnType<Page['getByRole']>;
}

/**
 * The vendor console at /vendor, signed in as the seeded vendor (a session of its own, stored as
 * the login leaves it), in a browser context of its own. `clock` installs Playwright's clock
 * before the page loads, for tests that move the console's time (`page.clock`).
 */
export async function openConsole(
  browser: Browser,
  baseURL = baseUrl(),
  viewport = DESKTOP,
  { clock = false }: { clock?: boolean } = {},
): Promise<Console> {
  const { username, password } = vendorAccount();
  const token = await loginViaApi(username, password, baseURL);
  const { context, page, errors } = await openShop(browser, viewport, null, {
    baseURL,
    hasTouch: viewport !== DESKTOP,
    storageState: signedInState(token, new URL(baseURL).origin),
  });
  if (clock) await page.clock.install();
  await page.goto('/vendor');
  await appReady(page);
  // includeHidden: on a phone the Kitchen section is behind the bottom navigation.
  await page
    .getByRole('heading', { name: 'Kitchen', exact: true, includeHidden: true })
    .waitFor({ state: 'attached' });
  // The console's switches are usable once the settings are read.
  await page
    .getByRole('switch', { name: 'Food ready', disabled: false, includeHidden: true })
    .waitFor({ state: 'attached' });
  return {
    context,
    page,
    errors,
    card: (ref: number) => page.getByRole('article', { name: `#${ref}`, exact: true }),
  };
}

/**
 * Sends the console's held move now: jumps a console opened with `clock` past its 5 s of Undo
 * (useUndoableMoves), which the vendorUndo test covers, instead of waiting them out.
 */
export async function sendHeldMove(kitchen: Console) {
  await kitchen.page.clock.fastForward(UNDO_MS);
}

/**
 * The console for the calling test file (or describe), opened in a beforeAll and closed in an
 * afterAll; what it returns is filled in when the beforeAll ran.
 */
export function consoleForFile(
  browser: Browser,
  viewport = DESKTOP,
  options: { clock?: boolean } = {},
): Console {
  const kitchen = {} as Console;
  beforeAll(async () => {
    Object.assign(kitchen, await openConsole(browser, baseUrl(), viewport, options));
  });
  afterAll(async () => {
    await kitchen.context?.close();
  });
  return kitchen;
}

/** A customer's own context on `baseURL`, signed in (`signedInState`) on the home page. */
export async function openCustomer(
  browser: Browser,
  account: { username: string; password: string },
  baseURL = baseUrl(),
) {
  const token = await loginViaApi(account.username, account.password, baseURL);
  const shop = await openShop(browser, DESKTOP, '/', {
    baseURL,
    storageState: signedInState(token, new URL(baseURL).origin),
  });
  await greeted(shop.page, account.username);
  return shop;
}

// ── A storefront with Paystack on ─────────────────────────────────────────────────────────────

export interface PaystackShop {
  /** Where the browser opens the storefront: the shared build, this server's API. */
  url: string;
  fake: FakePaystack;
  server: RunningServer;
  signup(username: string): Promise<{ username: string; password: string }>;
  vendorOrders(): Promise<VendorOrder[]>;
  close(): Promise<void>;
}

/**
 * A second API server with PAYSTACK_SECRET_KEY set and PAYSTACK_BASE_URL on the fake Paystack
 * (tests/server/helpers/paystack.ts), on a PGlite folder of its own. The storefront's build is
 * the one the shared e2e server serves: a small proxy sends `/api/…` to this server and the rest
 * to that one, so the browser sees one origin, which is also this server's PUBLIC_URL (where
 * Paystack sends the customer back).
 */
export async function startPaystackShop(
  storefrontUrl = baseUrl(),
  /** More of the server's options: a test's own clock, a faster unpaid-order sweep. */
  extra: Partial<StartServerOptions> = {},
): Promise<PaystackShop> {
  const fake = await startFakePaystack();
  let apiUrl = '';
  const proxy: Server = createServer((incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const target = new URL(path, path.startsWith('/api/') ? apiUrl : storefrontUrl);
    const upstream = httpRequest(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  const address = proxy.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const work = mkdtempSync(join(tmpdir(), 'bukka-e2e-paystack-'));
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: copyOf(inject('pgliteTemplate'), join(work, 'data')),
    staticDir: null,
    logger: false,
    vendor: { username: inject('vendorUsername'), password: inject('vendorPassword') },
    authRateLimit: { max: 10_000, timeWindow: 60_000 },
    loginAddressRateLimit: { max: 10_000, timeWindow: 60_000 },
    orderRateLimit: { max: 10_000, timeWindow: 60_000 },
    newsletterRateLimit: { max: 10_000, timeWindow: 60_000 },
    settingsCacheMs: 0,
    paystackSecretKey: fake.secretKey,
    paystackBaseUrl: fake.url,
    publicUrl: url,
    ...extra,
  });
  apiUrl = server.url;

  const call = async (path: string, init: RequestInit & { token?: string } = {}) => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (init.token) headers.Authorization = `Token ${init.token}`;
    const response = await fetch(`${apiUrl}${path}`, { ...init, headers });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as unknown;
  };
  const login = async (username: string, password: string) =>
    loginResponseSchema.parse(
      await call('/api/login', { method: 'POST', body: JSON.stringify({ username, password }) }),
    ).token;
  let vendorToken: string | undefined;

  return {
    url,
    fake,
    server,
    async signup(username) {
      await call('/api/signup', {
        method: 'POST',
        body: JSON.stringify({ username, email: `${username}@example.com`, password: PASSWORD }),
      });
      return { username, password: PASSWORD };
    },
    async vendorOrders() {
      vendorToken ??= await login(inject('vendorUsername'), inject('vendorPassword'));
      return vendorOrdersResponseSchema.parse(await call('/api/vendor/orders', { token: vendorToken }))
        .orders;
    },
    async close() {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await server.close();
      await fake.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

/**
 * Paystack's checkout page, as far as a test needs it: the fake Paystack answers initialize with
 * `https://checkout.paystack.com/<reference>`; this serves that address in `context` as a page
 * whose links send the customer back to the transaction's callback_url, as Paystack does.
 * The test decides the outcome by setting the fake transaction's status before following one.
 */
export async function servePaystackCheckout(context: BrowserContext, fake: FakePaystack) {
  await context.route('https://checkout.paystack.com/**', async (route) => {
    const reference = decodeURIComponent(new URL(route.request().url()).pathname.slice(1));
    const transaction = fake.transactions.get(reference);
    if (!transaction) {
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Unknown transaction' });
      return;
    }
    const back = transaction.callback_url.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
    await route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Paystack checkout</title></head><body>
<h1>Pay NGN ${transaction.amount / 100}</h1><p data-reference="${reference}">${transaction.email}</p>
<a href="${back}">Pay</a> <a href="${back}">Cancel payment</a></body></html>`,
    });
  });
}

/** The reference of the checkout page the browser is on (`https://checkout.paystack.com/<reference>`). */
export async function checkoutReference(page: Page): Promise<string> {
  await page.waitForURL('https://checkout.paystack.com/**');
  return decodeURIComponent(new URL(page.url()).pathname.slice(1));
}
