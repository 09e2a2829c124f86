import type { BrowserContext, Page, Request } from 'playwright';
import { afterEach, describe, expect, it } from 'vitest';
import { openConsole, signedInShop } from './flows';
import { appReady, baseUrl, browserForFile, lateCipherRecording } from './helpers';

const browser = browserForFile();

// Each test opens its own browser context (a console or a shop); it is closed after the test.
const opened: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((context) => context.close()));
});

/** The console logged in as the vendor, in a context of its own (closed after the test). */
async function kitchenPage() {
  const kitchen = await openConsole(browser);
  opened.push(kitchen.context);
  return kitchen;
}

const isMe = (request: Request) => new URL(request.url()).pathname === '/api/account/me';

/** Reloads /vendor and returns the GET /api/account/me requests the page made. */
async function reloadCounting(page: Page, until: () => Promise<unknown>) {
  const asked: Request[] = [];
  const count = (request: Request) => {
    if (isMe(request)) asked.push(request);
  };
  page.on('request', count);
  await page.reload();
  await appReady(page);
  await until();
  // Whatever else would ask has started by now: the page asks once, at start.
  await page.waitForTimeout(500);
  page.off('request', count);
  return asked;
}

describe("/vendor's gate: who is signed in, as the session knows it", () => {
  it('opens the console for the vendor with one GET /api/account/me', async () => {
    const kitchen = await kitchenPage();
    const { page } = kitchen;
    const asked = await reloadCounting(page, () =>
      page.getByRole('switch', { name: 'Food ready', disabled: false }).waitFor(),
    );
    expect(asked).toHaveLength(1);
    expect(kitchen.errors).toEqual([]);
  });

  it('never shows the vendor the guest page while the stored token is being read', async () => {
    const kitchen = await kitchenPage();
    const { page } = kitchen;
    const shown = await lateCipherRecording(page);
    await page.reload();
    await page.getByRole('progressbar', { name: 'Checking your account' }).waitFor();
    await page.getByRole('switch', { name: 'Food ready', disabled: false }).waitFor();
    expect((await shown()).filter((text) => text.includes('This page is for the vendor'))).toEqual([]);
    expect(kitchen.errors).toEqual([]);
  });

  it("tells a customer the page is the vendor's, by name, with one GET /api/account/me", async () => {
    const { page, context, account } = await signedInShop(browser);
    opened.push(context);
    await page.goto('/vendor');
    // The customer's name shows once the session has its answer.
    const named = page.getByText(`You are signed in as ${account.username}, a customer account.`);
    // Settled before counting: this first visit's own question is not the reload's.
    await named.waitFor();
    const asked = await reloadCounting(page, () => named.waitFor());
    expect(asked).toHaveLength(1);
    await page.getByRole('heading', { name: 'This page is for the vendor' }).waitFor();
    await page.getByRole('button', { name: 'Log out and log in as the vendor' }).waitFor();
  });

  it("says why the console could not start when the account can't be checked, and starts on a reload", async () => {
    const kitchen = await kitchenPage();
    const { page } = kitchen;
    await page.route('**/api/account/me', (route) =>
      route.fulfill({ status: 503, json: { detail: 'The kitchen server is restarting' } }),
    );
    await page.reload();
    await page.getByRole('heading', { name: 'The console could not start' }).waitFor();
    await page.getByText('The kitchen server is restarting. Reload the page to try again.').waitFor();
    // Not a refusal of the token: it is kept, and the retry the page offers works.
    await page.unroute('**/api/account/me');
    await page.reload();
    await page.getByRole('switch', { name: 'Food ready', disabled: false }).waitFor();
  });

  it("signs out a token the server no longer takes and offers the vendor's login", async () => {
    const kitchen = await kitchenPage();
    const { page } = kitchen;
    const [request] = await Promise.all([page.waitForRequest(isMe), page.reload()]);
    const authorization = (await request.allHeaders()).authorization ?? '';
    await page.getByRole('switch', { name: 'Food ready', disabled: false }).waitFor();
    // The session ends elsewhere (another phone's Log out): this console's next start is refused.
    const revoked = await fetch(new URL('/api/logout', baseUrl()), {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(revoked.ok).toBe(true);
    await page.reload();
    await page.getByRole('button', { name: 'Log in as the vendor' }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('edar'))).toBeNull();
  });
});
