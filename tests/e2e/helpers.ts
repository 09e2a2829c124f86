import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
  type Request,
} from 'playwright';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { encrypt } from '../../src/app/state/cipher';
import type { NotReadyChoice } from '../../src/domain/kitchenSwitches';
import {
  vendorDeliveryStatusSchema,
  vendorFoodStatusSchema,
  type VendorDeliveryStatus,
  type VendorFoodStatus,
} from '../../src/domain/vendorSettingsApi';
import type { DeliveryStatus, FoodStatus, OrderStatus } from '../../src/domain/status';
import {
  createOrderResponseSchema,
  vendorOrdersResponseSchema,
  loginResponseSchema,
  type VendorOrder,
} from '../../src/domain/api';
import { daySummarySchema, type DaySummary } from '../../src/domain/daySummary';
import { vendorMenuItemSchema, vendorMenuResponseSchema } from '../../src/domain/vendorMenuApi';
import { MENU_SEED } from '../../src/domain/menuSeed';
import { buildCreateOrderPayload } from '../../src/domain/order';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL_PATH, CHROMIUM_PATH } from '../../scripts/lib/chromium';

/**
 * This test file's server: its lane's (globalSetup.ts starts one per worker). Files running at
 * once are on different workers, whose VITEST_POOL_ID (1…maxWorkers) differ: they never share one.
 */
const lane = (urls: string[]): string => urls[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % urls.length]!;
export const baseUrl = (): string => lane(inject('baseUrls'));

/**
 * This file's server clock (the clock of timed pauses, sold out and unpaid orders' expiry): a test
 * moves it ahead instead of waiting real time, and puts it back after (`reset`, in an afterEach).
 */
export const serverClock = {
  /** The server's time runs `ms` ahead of the real time from now on. */
  async set(ms: number) {
    const answer = await fetch(lane(inject('clockUrls')), { method: 'PUT', body: String(ms) });
    expect(answer.status).toBe(204);
  },
  reset() {
    return serverClock.set(0);
  },
};

/**
 * Which Chromium a file runs on: the headless shell, cheaper per context, unless the file is about
 * notifications, which only the full browser lets a page ask for (scripts/lib/chromium.ts).
 */
export type BrowserKind = 'shell' | 'full';

export function launchBrowser(kind: BrowserKind = 'shell'): Promise<Browser> {
  return chromium.launch({
    executablePath: kind === 'full' ? CHROMIUM_PATH : CHROMIUM_HEADLESS_SHELL_PATH,
    args: CHROMIUM_ARGS,
  });
}

/** The worker's Chromiums, one of each kind (vite.config.ts: e2e runs one module graph per worker). */
const workerBrowsers = new Map<BrowserKind, Promise<Browser>>();

/**
 * One Chromium of a kind per worker, shared by its files one after another (never by two at once):
 * a file gets it in a beforeAll and closes every context it left open in its afterAll, so the next
 * file starts on a browser with no page, cookie or service worker of this one (each context is a
 * profile of its own). Launched again if it went away. Playwright kills it when the worker exits.
 * What it returns stands for that browser from the start (it forwards to it once there), so the
 * file hands it to openShop and the flows as it would the browser itself.
 */
export function browserForFile(kind: BrowserKind = 'shell'): Browser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    const current = await workerBrowsers.get(kind)?.catch(() => undefined);
    if (!current?.isConnected()) workerBrowsers.set(kind, launchBrowser(kind));
    launched = await workerBrowsers.get(kind);
  });
  afterAll(async () => {
    await Promise.all(launched?.contexts().map((context) => context.close()) ?? []);
  });
  // A failed test says what each of its pages held and what the network refused them: the rare
  // failures of a loaded run (a dialog, the cart's fields or its button that never came) did not
  // come back on demand, so the run that has one must say why.
  afterEach(async ({ task }) => {
    if (task.result?.state !== 'fail' || !launched) return;
    const pages = launched
      .contexts()
      .flatMap((context) => context.pages().map((page) => ({ context, page })));
    const report = await Promise.all(
      pages.map(async ({ context, page }) => ({
        ...(await pageState(page).catch((error: Error) => ({ unreadable: error.message }))),
        network: networkTrouble.get(context) ?? [],
        unanswered: unanswered(context),
      })),
    );
    console.error(`The pages when the test failed: ${JSON.stringify(report, null, 1)}`);
    // And in the failure itself, without the scripts: CI keeps only the end of a run's output,
    // the summary of failed tests, where the log above has scrolled away.
    const failure = task.result.errors?.[0];
    if (failure) {
      const brief = report.map(({ scripts: _scripts, ...page }: Record<string, unknown>) => page);
      failure.message += `\nThe pages when the test failed: ${JSON.stringify(brief)}`;
    }
  });
  return new Proxy({} as Browser, {
    get(_, key) {
      if (!launched) throw new Error('The browser is launched in beforeAll: use it in a test or a hook');
      if (key === 'newContext') {
        const browser = launched;
        // Every context of the file, however made, keeps its network trouble for the report.
        return async (options?: BrowserContextOptions) => {
          const context = await browser.newContext(options);
          recordNetworkTrouble(context);
          await context.addInitScript(traceAriaHidden);
          return context;
        };
      }
      const value: unknown = Reflect.get(launched, key, launched);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(launched) : value;
    },
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 360, height: 740 };

/** Each context's failed requests and error answers, for a failed test's report (browserForFile). */
const networkTrouble = new WeakMap<BrowserContext, string[]>();

function recordNetworkTrouble(context: BrowserContext) {
  const seen: string[] = [];
  networkTrouble.set(context, seen);
  const started = new Map<Request, number>();
  inFlight.set(context, started);
  context.on('request', (request) => started.set(request, Date.now()));
  context.on('requestfinished', (request) => started.delete(request));
  context.on('requestfailed', (request) => {
    started.delete(request);
    seen.push(`${pathOf(request.url())} ${request.failure()?.errorText ?? 'failed'}`);
  });
  context.on('response', (response) => {
    if (response.status() >= 400) seen.push(`${pathOf(response.url())} ${response.status()}`);
  });
}

/** Each context's requests sent and not yet answered, with when they went out. */
const inFlight = new WeakMap<BrowserContext, Map<Request, number>>();

/**
 * A context's requests still unanswered, each with its age: a call that hangs shows here (and
 * the event streams, open by design).
 */
function unanswered(context: BrowserContext): string[] {
  const now = Date.now();
  return [...(inFlight.get(context) ?? [])].map(
    ([request, at]) => `${request.method()} ${pathOf(request.url())} ${now - at} ms`,
  );
}

// The path only: a query may hold a token (the event streams').
const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/[?#].*$/, '');

/**
 * Runs in every page of a browserForFile context, before the app: notes each change of
 * aria-hidden on the page's top-level parts (MUI's modal manager hides all but the top modal)
 * with its time and the first frames of the code that made it, and the taps and history moves
 * between them, for a failure's report. Stop 42's CI had a Login dialog that came aria-hidden
 * behind no other modal, which 200 rounds here did not bring back: the next one says how.
 */
function traceAriaHidden() {
  const trace: string[] = [];
  (window as unknown as { bukkaAriaTrace: string[] }).bukkaAriaTrace = trace;
  // The last 60 lines, each with the page's time.
  const keep = (line: string) => {
    trace.push(`${Math.round(performance.now())} ${line}`);
    if (trace.length > 60) trace.shift();
  };
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}#${element.id}.${String(element.className).split(' ')[0]}`;
  const note = (element: Element, what: string) => {
    if (element.parentElement !== document.body) return;
    const frames = (new Error().stack ?? '')
      .split('\n')
      .slice(3, 6)
      .map((line) => line.trim().replace(`${location.origin}/assets/`, ''));
    keep(`${what} ${name(element)} ${frames.join(' < ')}`);
  };
  window.addEventListener('popstate', () => {
    const state = window.history.state as { bukkaOverlay?: number } | null;
    keep(`popstate to overlay depth ${state?.bukkaOverlay ?? 0}`);
  });
  document.addEventListener(
    'click',
    (event) => {
      const target = (event.target as Element | null)?.closest('button, a, [role="button"]');
      const label = target?.getAttribute('aria-label') ?? target?.textContent ?? '';
      keep(`click "${label.slice(0, 40)}"`);
    },
    true,
  );
  const { setAttribute, removeAttribute } = Element.prototype;
  Element.prototype.setAttribute = function (this: Element, key: string, value: string) {
    if (key === 'aria-hidden') note(this, `aria-hidden=${value}`);
    setAttribute.call(this, key, value);
  };
  Element.prototype.removeAttribute = function (this: Element, key: string) {
    if (key === 'aria-hidden' && this.hasAttribute(key)) note(this, 'aria-hidden removed');
    removeAttribute.call(this, key);
  };
}

export interface Shop {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors: every test expects none. */
  errors: string[];
}

/**
 * A fresh visitor (own storage) on the home page, or on `path` (null: no page opened yet);
 * `options` for the context (another baseURL, touch, a signed-in storage).
 */
export async function openShop(
  browser: Browser,
  viewport = DESKTOP,
  path: string | null = '/',
  options: BrowserContextOptions = {},
): Promise<Shop> {
  const context = await browser.newContext({
    viewport,
    baseURL: baseUrl(),
    reducedMotion: 'reduce',
    ...options,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (path !== null) {
    await page.goto(path);
    await appReady(page);
  }
  return { context, page, errors };
}

/**
 * Waits until React has taken over the page: `/` is prerendered, so its buttons are on screen
 * (and do nothing) before the scripts run.
 */
export async function appReady(page: Page) {
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/**
 * The phone of a signed-in user on a slow line: crypto-js (which decrypts the stored token)
 * arrives 1.5 s late from the next load on, and every text the page shows meanwhile is recorded,
 * however briefly. Returns what was shown so far, one entry per change of the page's text.
 */
export async function lateCipherRecording(page: Page): Promise<() => Promise<string[]>> {
  await page.route('**/assets/cipher-*.js', async (route) => {
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shown = new Set<string>();
    (window as unknown as { shownTexts: Set<string> }).shownTexts = shown;
    new MutationObserver(() => shown.add(document.body?.innerText ?? '')).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  return () => page.evaluate(() => [...(window as unknown as { shownTexts: Set<string> }).shownTexts]);
}

/**
 * A returning customer: opens `/`, waits for the service worker it installs, and opens it again,
 * so that this second visit is served by the worker (the first one was not).
 */
export async function returnWithWorker(page: Page) {
  await page.goto('/');
  await appReady(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await appReady(page);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * How many overlay history entries sit above the page's own (src/app/hooks/useBackCloses.ts): 0
 * once every closed dialog, drawer or panel has taken its entry away. That happens a moment after
 * it closes, by a `history.go` of the app's; a reload or goto started before that back has landed
 * is cancelled by it (`net::ERR_ABORTED`), so a test waits for 0 before navigating.
 */
export function overlayEntries(page: Page): Promise<number> {
  return page.evaluate(() => (window.history.state as { bukkaOverlay?: number } | null)?.bukkaOverlay ?? 0);
}

let counter = 0;
/** A username no other test (or earlier run on this database) has taken. */
export function uniqueName(prefix = 'cust'): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}`;
}

export const PASSWORD = 'Jollof#2026';

async function api<T>(path: string, init: RequestInit & { token?: string; base?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (init.token) headers.Authorization = `Token ${init.token}`;
  const response = await fetch(`${init.base ?? baseUrl()}${path}`, { ...init, headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A customer account made through the API, for tests whose subject is not the sign-up. */
export async function signupViaApi(username = uniqueName(), password = PASSWORD) {
  await api('/api/signup', {
    method: 'POST',
    body: JSON.stringify({ username, email: `${username}@example.com`, password }),
  });
  return { username, password };
}

export async function loginViaApi(username: string, password: string, base = baseUrl()): Promise<string> {
  const body = await api<unknown>('/api/login', {
    method: 'POST',
    base,
    body: JSON.stringify({ username, password }),
  });
  return loginResponseSchema.parse(body).token;
}

/**
 * A browser context's storage as the app's own login leaves it: the token AES-encrypted under
 * `edar` (product-spec §3), by the app's own cipher. For tests whose subject is not the login, so
 * they open the page signed in instead of going through the form and its reload; the login itself
 * is covered by account, vendorGate, myOrders and the other tests that go through it.
 */
export function signedInState(token: string, origin = baseUrl()): BrowserContextOptions['storageState'] {
  return {
    cookies: [],
    origins: [{ origin, localStorage: [{ name: 'edar', value: encrypt(JSON.stringify(token)) }] }],
  };
}

/** The seeded vendor's credentials (tests/e2e/globalSetup.ts). */
export const vendorAccount = () => ({
  username: inject('vendorUsername'),
  password: inject('vendorPassword'),
});

let vendorToken: string | undefined;
async function vendor(): Promise<string> {
  vendorToken ??= await loginViaApi(inject('vendorUsername'), inject('vendorPassword'));
  return vendorToken;
}

/** The food switch as the vendor; `lasts` pauses it only that long (the server sets the end). */
export async function setFoodStatus(status: FoodStatus, lasts?: NotReadyChoice): Promise<VendorFoodStatus> {
  const answer = await api<unknown>('/api/vendor/food-status', {
    method: 'PUT',
    token: await vendor(),
    body: JSON.stringify(lasts ? { status, for: lasts } : { status }),
  });
  return vendorFoodStatusSchema.parse(answer);
}

/** The delivery switch as the vendor; `lasts` pauses it only that long. */
export async function setDeliveryStatus(
  status: DeliveryStatus,
  lasts?: NotReadyChoice,
): Promise<VendorDeliveryStatus> {
  const answer = await api<unknown>('/api/vendor/delivery-status', {
    method: 'PUT',
    token: await vendor(),
    body: JSON.stringify(lasts ? { status, for: lasts } : { status }),
  });
  return vendorDeliveryStatusSchema.parse(answer);
}

export async function vendorOrders(): Promise<VendorOrder[]> {
  return vendorOrdersResponseSchema.parse(await api<unknown>('/api/vendor/orders', { token: await vendor() }))
    .orders;
}

/** PUT /api/vendor/sold-out/{id} as the vendor. */
export async function setSoldOut(id: number, soldOut: boolean) {
  const response = await fetch(`${baseUrl()}/api/vendor/sold-out/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Token ${await vendor()}` },
    body: JSON.stringify({ soldOut }),
  });
  expect(response.status).toBe(200);
}

export async function moveOrder(ref: number, status: OrderStatus) {
  await api(`/api/vendor/orders/${ref}`, {
    method: 'PATCH',
    token: await vendor(),
    body: JSON.stringify({ status }),
  });
}

/** An order placed through the API for `username` (for tests whose subject is not the checkout); its ref. */
export async function orderViaApi(
  username: string,
  token: string,
  cart: { id: number; quantity: number }[],
  at = new Date(),
): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/account/create_order/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Token ${token}` },
    body: JSON.stringify(
      buildCreateOrderPayload({
        username,
        menu: MENU_SEED,
        cart,
        mode: 'pickup',
        zone: '',
        phoneNumber: '08031234567',
        selectedAddress: '',
        at,
      }),
    ),
  });
  expect(response.status).toBe(201);
  return createOrderResponseSchema.parse(await response.json())['order-ref'];
}

/** Any order placed through the API: pickup or delivery, any menu (a package added by a test), any phone. */
export async function placeOrderViaApi(details: {
  username: string;
  token: string;
  cart: { id: number; quantity: number }[];
  menu?: Parameters<typeof buildCreateOrderPayload>[0]['menu'];
  at?: Date;
  delivery?: { zone: string; address: string };
  phoneNumber?: string;
}): Promise<number> {
  const body = await api<unknown>('/api/account/create_order/', {
    method: 'POST',
    token: details.token,
    body: JSON.stringify(
      buildCreateOrderPayload({
        username: details.username,
        menu: details.menu ?? MENU_SEED,
        cart: details.cart,
        mode: details.delivery ? 'delivery' : 'pickup',
        zone: details.delivery?.zone ?? '',
        phoneNumber: details.phoneNumber ?? '08031234567',
        selectedAddress: details.delivery?.address ?? '',
        at: details.at ?? new Date(),
      }),
    ),
  });
  return createOrderResponseSchema.parse(body)['order-ref'];
}

/** A package added to the menu as the vendor (POST /api/vendor/menu); the stored item. */
export async function addMenuItemViaApi(values: { name: string; desc: string; price: number }) {
  return vendorMenuItemSchema.parse(
    await api<unknown>('/api/vendor/menu', {
      method: 'POST',
      token: await vendor(),
      body: JSON.stringify(values),
    }),
  );
}

/** Shows or hides a package on the storefront as the vendor. */
export async function setMenuItemVisible(id: number, visible: boolean) {
  await api(`/api/vendor/menu/${id}`, {
    method: 'PATCH',
    token: await vendor(),
    body: JSON.stringify({ visible }),
  });
}

/** The vendor's menu, hidden packages too (GET /api/vendor/menu). */
export async function vendorMenuItems() {
  return vendorMenuResponseSchema.parse(await api<unknown>('/api/vendor/menu', { token: await vendor() }))
    .items;
}

/** The customer's payment step through the API: transfer ('I have sent it') or cash. */
export async function choosePaymentViaApi(ref: number, token: string, method: 'transfer' | 'cash') {
  await api(`/api/account/payments/${ref}/`, { method: 'POST', token, body: JSON.stringify({ method }) });
}

/** GET /api/vendor/today as the vendor. */
export async function vendorToday(): Promise<DaySummary> {
  return daySummarySchema.parse(await api<unknown>('/api/vendor/today', { token: await vendor() }));
}

/** Logs in through the header's modal; the page reloads and greets the customer. */
export async function loginThroughModal(page: Page, username: string, password: string, remember = false) {
  await page.getByRole('button', { name: 'Login', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Name').fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  if (remember) await dialog.getByLabel('Remember Me').check();
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Login' }).click()]);
  await appReady(page);
  await page.getByText(`Hi, ${username}`).first().waitFor();
}

/** Waits until the page knows who is signed in: the header's greeting (in the page at every width). */
export async function greeted(page: Page, username: string) {
  await page.getByText(`Hi, ${username}`, { exact: true }).first().waitFor({ state: 'attached' });
}

/** What a page shows and where its history stands: for a failure's report (browserForFile). */
function pageState(page: Page) {
  const read = page.evaluate(async () => ({
    // Which build's worker controls the page and which one waits (update.test). Bounded on its
    // own: a registration that does not answer must not cost the report the rest of the page.
    worker: await Promise.race([
      navigator.serviceWorker?.getRegistration().then((registration) => ({
        controller: navigator.serviceWorker.controller?.state ?? null,
        controlledByActive: navigator.serviceWorker.controller === registration?.active,
        ...Object.fromEntries(
          (['installing', 'waiting', 'active'] as const).map((slot) => [
            slot,
            registration?.[slot]?.state ?? null,
          ]),
        ),
      })),
      new Promise<string>((done) => setTimeout(() => done('no answer in 1 s'), 1000)),
    ]),
    url: window.location.href,
    app: document.documentElement.dataset.app,
    // The top of what shows: the shop, an error page, a blank page.
    text: document.body.innerText.slice(0, 300),
    history: { length: window.history.length, state: window.history.state as unknown },
    // Each dialog's words too: the page's text above stops before the dialogs, which come last.
    dialogs: [...document.querySelectorAll('[role="dialog"]')].map((dialog) => ({
      name: dialog.getAttribute('aria-label') ?? dialog.querySelector('h2')?.textContent,
      hidden: dialog.closest('[aria-hidden="true"]') !== null,
      text: (dialog as HTMLElement).innerText.slice(0, 300),
    })),
    // The page's top-level parts, each with its aria-hidden (what a modal hides from the
    // accessibility tree, and so from getByRole, while it is open): which one is on top.
    bodyChildren: [...document.body.children]
      .filter((child) => !['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE'].includes(child.tagName))
      .map(
        (child) =>
          `${child.tagName.toLowerCase()}#${child.id}.${String(child.className)} aria-hidden=${child.getAttribute('aria-hidden')}`,
      ),
    ariaTrace: (window as unknown as { bukkaAriaTrace?: string[] }).bukkaAriaTrace ?? [],
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => `${entry.name.replace(/^.*\//, '')} ${Math.round(entry.duration)} ms`),
  }));
  const stuck = new Promise<never>((_, fail) =>
    setTimeout(() => fail(new Error('the page did not answer in 5 s')), 5000),
  );
  return Promise.race([read, stuck]);
}

/** Logs in on a phone: the mobile menu's Login, then the modal; the page reloads greeting the customer. */
export async function loginThroughMenu(page: Page, username: string, password: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Welcome, Guest' }).getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Name').fill(username);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Login' }).click()]);
  await appReady(page);
}

/** Adds from the menu card and waits for the header's count to show it. */
export async function addToCart(page: Page, itemName: string, times = 1) {
  const count = async () =>
    Number(/\d+/.exec((await cartButton(page).first().getAttribute('aria-label')) ?? '')?.[0]);
  const before = await count();
  for (let i = 0; i < times; i++) {
    await page.getByRole('button', { name: `Add ${itemName} to cart` }).click();
  }
  await expect.poll(count).toBe(before + times);
}

export function cartButton(page: Page) {
  return page.getByRole('button', { name: /^Cart, \d+ items?$/ });
}

/** The open cart drawer. */
export function cartDrawer(page: Page) {
  return page.locator('.Bukka-cart');
}
