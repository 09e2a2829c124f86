import { afterAll, describe, expect, it } from 'vitest';
import { queueSections } from '../../src/domain/queueSections';
import { type Console, openConsole } from './flows';
import {
  baseUrl,
  browserForFile,
  loginViaApi,
  MOBILE,
  orderViaApi,
  signupViaApi,
  vendorOrders,
} from './helpers';

const browser = browserForFile();
// Opened by the test, once its orders are in.
let kitchen: Console;
afterAll(async () => {
  await kitchen?.context.close();
});

describe('the console at lunch rush, on a 360×740 phone', () => {
  it('shows 20 pending orders in their sections oldest first, the first card whole with Accept and Decline above the bottom navigation and the next in view', async () => {
    const { username, password } = await signupViaApi();
    const token = await loginViaApi(username, password);
    const start = Date.now();
    const refs: number[] = [];
    for (let i = 0; i < 20; i++)
      refs.push(await orderViaApi(username, token, [{ id: (i % 9) + 1, quantity: 1 }], new Date(start + i)));

    kitchen = await openConsole(browser, baseUrl(), MOBILE);
    const { page } = kitchen;
    await kitchen.card(refs[19]!).waitFor();

    // The server's pending orders, New (committed) then Awaiting payment, oldest first in each
    // (issue 25): that is the order the console must show them in.
    const pending = queueSections((await vendorOrders()).filter((o) => o.status === 'pending')).flatMap(
      (section) => section.orders,
    );
    expect(pending.length).toBeGreaterThanOrEqual(20);
    const shown = await page.locator('article h3').allTextContents();
    expect(shown.slice(0, pending.length)).toEqual(pending.map((o) => `#${o.ref}`));
    // Ours among them, in the order they were placed.
    expect(shown.filter((t) => refs.includes(Number(t.slice(1))))).toEqual(refs.map((r) => `#${r}`));

    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const nav = await page.getByRole('navigation', { name: 'Console sections' }).boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    expect(nav).not.toBeNull();
    expect(header).not.toBeNull();
    const cards = page.locator('article');
    // The oldest card whole, its Accept and Decline above the bottom navigation, and the next
    // one starting on screen. (Three short cards fitted when the card left the address, the phone
    // and the payment's confirm button out; issue 25 puts them all on the card, every control
    // 44 px: one whole card and the next in view is what a 360×740 screen holds.)
    const card = cards.first();
    const ref = Number((await card.locator('h3').textContent())!.slice(1));
    const box = (await card.boundingBox())!;
    expect(box.y, 'the first card starts below the header').toBeGreaterThanOrEqual(
      header!.y + header!.height,
    );
    expect(box.y + box.height, 'the first card ends above the bottom navigation').toBeLessThanOrEqual(nav!.y);
    for (const name of [`Accept order #${ref}`, `Decline order #${ref}`]) {
      const button = (await card.getByRole('button', { name }).boundingBox())!;
      expect(button.y + button.height, name).toBeLessThanOrEqual(nav!.y);
      expect(button.height, name).toBeGreaterThanOrEqual(44);
    }
    const next = (await cards.nth(1).boundingBox())!;
    expect(next.y, 'the next card starts on screen').toBeLessThan(nav!.y);
    // The filters are one row: the first and the last chip share a line.
    const chips = page.getByRole('group', { name: 'Filter orders by status' }).getByRole('button');
    const first = (await chips.first().boundingBox())!;
    const last = (await chips.last().boundingBox())!;
    expect(last.y).toBe(first.y);
    // Search waits behind its icon.
    expect(await page.getByRole('searchbox').count()).toBe(0);
    await page.getByRole('button', { name: 'Search orders' }).click();
    await page.getByRole('searchbox', { name: 'Search by ref or phone' }).fill(String(refs[7]));
    await expect.poll(() => page.locator('article h3').allTextContents()).toEqual([`#${refs[7]}`]);

    expect(kitchen.errors).toEqual([]);
  });
});
