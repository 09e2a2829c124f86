import sharp from 'sharp';
import type { Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_ZONES } from '../../src/domain/delivery';
import { MENU_SEED } from '../../src/domain/menuSeed';
import { openConsole, type Console } from './flows';
import {
  addMenuItemViaApi,
  browserForFile,
  choosePaymentViaApi,
  loginViaApi,
  moveOrder,
  placeOrderViaApi,
  setMenuItemVisible,
  signupViaApi,
  uniqueName,
  vendorMenuItems,
} from './helpers';

/**
 * Issue 25: the console on the vendor's phone at lunch rush. 40 orders waiting with the data a
 * real rush brings (30-character usernames, 200-character addresses, ten lines, ₦1,000,000
 * totals, counts in the hundreds), at the widths of the phones vendors hold.
 */

const browser = browserForFile();
const WIDTHS = [320, 360, 412] as const;
const HEIGHT = 740;
const TABS = ['Orders', 'Kitchen', 'Today', 'Menu'] as const;

// 200 characters, with a word longer than a 320 px line ('…Road/Opposite…') that must wrap.
const ADDRESS = (n: number) =>
  `Room ${n}, Block C, Postgraduate Hostel Extension, behind the Faculty of Engineering Workshop, Along-Ajilosun-Road/Opposite-The-Big-Transformer, Ado-Ekiti, ask for the porter at the gate please`
    .padEnd(200, '.')
    .slice(0, 200);

interface Fixture {
  /** Every order this file placed and left open: closed again afterwards (below). */
  open: { ref: number; status: 'pending' | 'accepted' }[];
  /** Committed (cash or transfer sent): the New section. */
  committed: number[];
  /** No payment step yet: Awaiting payment. */
  unpaid: number[];
  delivery: { ref: number; address: string }[];
  /** Packages this file added to the menu: hidden again afterwards (the lane's other files see the seed). */
  addedItems: number[];
}
const fixture: Fixture = { open: [], committed: [], unpaid: [], delivery: [], addedItems: [] };

/** A username of exactly 30 characters, the most the sign-up allows. */
const longName = () => uniqueName('rush').padEnd(30, 'x').slice(0, 30);

beforeAll(async () => {
  // A tenth package, with the longest name the menu allows, so an order can have ten lines;
  // 50 of each of the ten is ₦1,000,000.
  const tenth = await addMenuItemViaApi({
    name: `Rush ${uniqueName('p')} Family Party Jollof Platter Deluxe`.slice(0, 60),
    desc: '',
    price: 2700,
  });
  fixture.addedItems.push(tenth.id);
  const menu = [...MENU_SEED, { ...tenth, imgUrl: tenth.imgUrl ?? '' }];
  const customers = await Promise.all(
    [0, 1, 2, 3].map(async () => {
      const account = await signupViaApi(longName());
      return { ...account, token: await loginViaApi(account.username, account.password) };
    }),
  );
  const start = Date.now();
  // Counts in the hundreds on the chips: a day's declined orders, placed first (the console's
  // first read holds every pending order and the latest 100 others).
  const filler = customers[0]!;
  for (let i = 0; i < 110; i++) {
    const ref = await placeOrderViaApi({
      username: filler.username,
      token: filler.token,
      cart: [{ id: 1, quantity: 1 }],
      at: new Date(start - 1000 + i),
    });
    await moveOrder(ref, 'declined');
  }
  for (let i = 0; i < 40; i++) {
    const who = customers[i % customers.length]!;
    const tenLines = i % 4 === 0;
    const cart = tenLines
      ? menu.map((item) => ({ id: item.id, quantity: 50 }))
      : [
          { id: (i % 9) + 1, quantity: (i % 3) + 1 },
          { id: ((i + 4) % 9) + 1, quantity: 2 },
        ];
    const delivery =
      i % 2 === 0 ? { zone: DELIVERY_ZONES[i % DELIVERY_ZONES.length]!.key, address: ADDRESS(i) } : undefined;
    const ref = await placeOrderViaApi({
      username: who.username,
      token: who.token,
      cart,
      menu,
      delivery,
      at: new Date(start + i),
    });
    if (delivery) fixture.delivery.push({ ref, address: delivery.address });
    if (i % 7 === 3) {
      fixture.unpaid.push(ref);
      fixture.open.push({ ref, status: 'pending' });
    } else {
      await choosePaymentViaApi(ref, who.token, i % 2 === 0 ? 'transfer' : 'cash');
      if (i % 5 === 4) {
        await moveOrder(ref, 'accepted');
        fixture.open.push({ ref, status: 'accepted' });
      } else {
        fixture.committed.push(ref);
        fixture.open.push({ ref, status: 'pending' });
      }
    }
  }
}, 180_000);

// The lane's next files open their own console on this server: 40 open orders left behind would
// be their first cards and their unseen alerts.
afterAll(async () => {
  for (const id of fixture.addedItems) await setMenuItemVisible(id, false);
  for (const { ref, status } of fixture.open)
    await moveOrder(ref, status === 'pending' ? 'declined' : 'completed');
});

/**
 * What sticks out of the screen on the right (or left): the document's own width, and every
 * drawn element whose box crosses an edge, unless an ancestor that clips or scrolls (the chip row
 * scrolling sideways) keeps it inside the screen.
 */
function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const found: string[] = [];
    const { scrollWidth } = document.documentElement;
    if (scrollWidth > width) found.push(`the document is ${scrollWidth} px wide`);
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${[...el.classList].slice(0, 2).join('.')} “${(el.textContent ?? '').slice(0, 40)}”`;
    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= width + 0.5 && box.left >= -0.5) continue;
      let kept = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX === 'visible') continue;
        const clip = up.getBoundingClientRect();
        if (clip.right <= width + 0.5 && clip.left >= -0.5) kept = true;
        break;
      }
      if (!kept) found.push(`${name(el)} spans ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
    return found.slice(0, 8);
  });
}

/** The space between the sticky header and the bottom navigation. */
async function usable(page: Page) {
  const header = (await page.getByRole('banner').boundingBox())!;
  const nav = (await page.getByRole('navigation', { name: 'Console sections' }).boundingBox())!;
  return { top: header.y + header.height, bottom: nav.y };
}

/** Soft: every way a control is off screen is reported, not only the first. */
async function expectOnScreen(
  page: Page,
  box: { x: number; y: number; width: number; height: number },
  what: string,
) {
  const { top, bottom } = await usable(page);
  const width = await page.evaluate(() => window.innerWidth);
  expect.soft(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect.soft(box.x + box.width, `${what}: right edge`).toBeLessThanOrEqual(width);
  expect.soft(box.y, `${what}: below the header`).toBeGreaterThanOrEqual(top - 0.5);
  expect.soft(box.y + box.height, `${what}: above the bottom navigation`).toBeLessThanOrEqual(bottom + 0.5);
}

async function shot(page: Page, name: string) {
  // Screenshots to look at by eye (issue 25's note): only when asked for.
  if (process.env.CONSOLE_SHOTS) await page.screenshot({ path: `${process.env.CONSOLE_SHOTS}/${name}.png` });
}

/** Every control of a card is a thumb's size, and a thumb's gap from the next one. */
function controlProblems(page: Page, ref: number): Promise<string[]> {
  return page.evaluate((ref) => {
    const card = document.querySelector(`article[data-order-ref="${ref}"]`)!;
    const controls = [...card.querySelectorAll('a, button, [role="switch"], [role="button"]')].filter(
      (el) => el.getBoundingClientRect().width > 0,
    );
    const problems: string[] = [];
    const label = (el: Element) => el.getAttribute('aria-label') ?? el.textContent ?? el.tagName;
    const boxes = controls.map((el) => ({ el, box: el.getBoundingClientRect() }));
    for (const { el, box } of boxes) {
      if (box.width < 44 - 0.5 || box.height < 44 - 0.5)
        problems.push(`${label(el)} is ${Math.round(box.width)}×${Math.round(box.height)}`);
    }
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!.box;
        const b = boxes[j]!.box;
        const dx = Math.max(b.left - a.right, a.left - b.right);
        const dy = Math.max(b.top - a.bottom, a.top - b.bottom);
        if (Math.max(dx, dy) < 8 - 0.5)
          problems.push(
            `${label(boxes[i]!.el)} and ${label(boxes[j]!.el)} are ${Math.round(Math.max(dx, dy))} px apart`,
          );
      }
    return problems;
  }, ref);
}

describe.each(WIDTHS)('the console at lunch rush on a %i px phone (issue 25)', (width) => {
  let kitchen: Console;
  beforeAll(async () => {
    // Playwright's clock (flowing as the real one until the Undo test stops it).
    kitchen = await openConsole(browser, undefined, { width, height: HEIGHT }, { clock: true });
    await kitchen.card(fixture.committed.at(-1)!).waitFor();
  });
  afterAll(async () => {
    await kitchen?.context.close();
  });

  it('is never wider than the screen, on any tab, and its switches and header fit a thumb', async () => {
    const { page } = kitchen;
    const nav = page.getByRole('navigation', { name: 'Console sections' });
    for (const tab of TABS) {
      await nav.getByRole('button', { name: tab }).tap();
      await page.evaluate(() => window.scrollTo(0, 0));
      expect.soft(await overflow(page), `${tab} at ${width} px`).toEqual([]);
      // The food, delivery, sold-out and menu switches are a thumb's size too.
      const switches = await page.getByRole('switch').evaluateAll((inputs) =>
        inputs
          .map((input) => input.getBoundingClientRect())
          .filter((box) => box.width > 0)
          .map((box) => Math.round(Math.min(box.width, box.height))),
      );
      expect
        .soft(
          switches.filter((size) => size < 44),
          `${tab}: switches under 44 px`,
        )
        .toEqual([]);
      await shot(page, `console-${width}-${tab}`);
    }
    await nav.getByRole('button', { name: 'Orders' }).tap();
    // The header's count never runs under its buttons.
    const title = await page
      .getByRole('heading', { level: 1 })
      .evaluate((h1) =>
        Math.max(...[...h1.querySelectorAll('*'), h1].map((el) => el.getBoundingClientRect().right)),
      );
    const mute = (await page.getByRole('button', { name: 'Mute the new-order sound' }).boundingBox())!;
    expect(title).toBeLessThanOrEqual(mute.x);
    expect(kitchen.errors).toEqual([]);
  });

  it('shows a committed order in New and an unpaid one in Awaiting payment, and a delivery card’s whole address', async () => {
    const { page } = kitchen;
    const { ref, address } = fixture.delivery[0]!;
    const card = kitchen.card(ref);
    await card.scrollIntoViewIfNeeded();
    const text = card.getByText(address, { exact: true });
    expect.soft(await text.isVisible(), 'the whole address on the card').toBe(true);
    if (await text.isVisible()) {
      const box = (await text.boundingBox())!;
      expect.soft(box.x + box.width).toBeLessThanOrEqual(width);
    }
    await shot(page, `console-${width}-delivery-card`);
    expect.soft(await controlProblems(page, ref)).toEqual([]);

    const fresh = page.getByRole('region', { name: /^New \(\d+\)$/ });
    const awaiting = page.getByRole('region', { name: /^Awaiting payment \(\d+\)$/ });
    await expect
      .poll(() => fresh.locator(`article[data-order-ref="${fixture.committed[0]}"]`).count())
      .toBe(1);
    await expect
      .poll(() => awaiting.locator(`article[data-order-ref="${fixture.unpaid[0]}"]`).count())
      .toBe(1);
    // New comes first, Awaiting payment after it.
    expect((await fresh.boundingBox())!.y).toBeLessThan((await awaiting.boundingBox())!.y);
    expect(kitchen.errors).toEqual([]);
  });

  it('puts the first card’s Accept and Decline on screen for a real tap, and the Undo bar inside the screen', async () => {
    const { page } = kitchen;
    await page.evaluate(() => window.scrollTo(0, 0));
    // The first card of the queue (New comes first), every control a thumb's size and gap apart.
    const first = page.getByRole('article').first();
    const ref = Number(await first.getAttribute('data-order-ref'));
    expect
      .soft(await first.evaluate((card) => card.closest('[data-section]')?.getAttribute('data-section')))
      .toBe('new');
    expect.soft(await controlProblems(page, ref)).toEqual([]);
    const accept = first.getByRole('button', { name: `Accept order #${ref}` });
    const decline = first.getByRole('button', { name: `Decline order #${ref}` });
    await accept.scrollIntoViewIfNeeded();
    await expectOnScreen(page, (await accept.boundingBox())!, 'Accept');
    await expectOnScreen(page, (await decline.boundingBox())!, 'Decline');

    // The console's time stands still while the bar is looked at, then Undo tapped: its 5 s
    // would otherwise run out under the checks below on a busy machine (a whole e2e run at load
    // 25 saw the move sent and the bar gone before the Undo tap). A jump of 2 s first: the
    // clock can only be stopped at a time still to come.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
    await accept.tap();
    const bar = page.getByRole('alert').filter({ hasText: `#${ref}` });
    await bar.waitFor();
    await shot(page, `console-${width}-undo`);
    // It says what will happen.
    expect.soft(await bar.textContent()).toContain(`Accepting #${ref}`);
    await expectOnScreen(page, (await bar.boundingBox())!, 'the Undo bar');
    // During the hold the header, the badge and the chip say the same.
    const header = Number(/(\d+) pending/.exec((await page.getByRole('banner').textContent()) ?? '')?.[1]);
    const chip = await page.getByRole('button', { name: /^Pending \(\d+\)$/ }).textContent();
    expect.soft(chip).toBe(`Pending (${header})`);
    expect.soft(await overflow(page)).toEqual([]);
    await bar.getByRole('button', { name: /^Undo/ }).tap();
    await first.getByRole('button', { name: `Accept order #${ref}` }).waitFor();
    await page.clock.resume();
    expect(kitchen.errors).toEqual([]);
  });
});

describe('the console at rush, on the move (issue 25)', () => {
  it('opens each tab at its top, however far down the last one was scrolled', async () => {
    const kitchen = await openConsole(browser, undefined, { width: 360, height: HEIGHT });
    const { page } = kitchen;
    await kitchen.card(fixture.committed.at(-1)!).waitFor();
    const nav = page.getByRole('navigation', { name: 'Console sections' });
    for (const tab of [...TABS.slice(1), 'Orders']) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await nav.getByRole('button', { name: tab }).tap();
      expect.soft(await page.evaluate(() => window.scrollY), `${tab} opens at its top`).toBe(0);
    }
    // Kitchen opens with 'To cook' in view, however long the queue scrolled.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await nav.getByRole('button', { name: 'Kitchen' }).tap();
    const toCook = (await page.getByRole('heading', { name: 'To cook' }).boundingBox())!;
    const { top, bottom } = await usable(page);
    expect(toCook.y).toBeGreaterThanOrEqual(top);
    expect(toCook.y + toCook.height).toBeLessThanOrEqual(bottom);
    expect(kitchen.errors).toEqual([]);
    await kitchen.context.close();
  });

  it('shows a new order that arrives while the vendor is scrolled down with a pill that scrolls to it', async () => {
    const kitchen = await openConsole(browser, undefined, { width: 360, height: HEIGHT });
    const { page } = kitchen;
    await kitchen.card(fixture.committed.at(-1)!).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const account = await signupViaApi(longName());
    const token = await loginViaApi(account.username, account.password);
    const ref = await placeOrderViaApi({ username: account.username, token, cart: [{ id: 2, quantity: 1 }] });
    fixture.open.push({ ref, status: 'pending' });
    await choosePaymentViaApi(ref, token, 'cash');
    const pill = page.getByRole('button', { name: '1 new order: show' });
    await pill.waitFor();
    expect(await pill.textContent()).toContain('1 new order ↑');
    await shot(page, 'console-360-pill');
    await pill.tap();
    await pill.waitFor({ state: 'hidden' });
    const card = (await kitchen.card(ref).boundingBox())!;
    const { top, bottom } = await usable(page);
    expect(card.y + card.height).toBeGreaterThan(top);
    expect(card.y).toBeLessThan(bottom);
    expect(kitchen.errors).toEqual([]);
    await kitchen.context.close();
  });

  it('shows at least two orders on a landscape phone (740×360)', async () => {
    const kitchen = await openConsole(browser, undefined, { width: 740, height: 360 });
    const { page } = kitchen;
    await kitchen.card(fixture.committed.at(-1)!).waitFor();
    await page.evaluate(() =>
      window.scrollTo(
        0,
        document.querySelector('article')!.getBoundingClientRect().top + window.scrollY - 120,
      ),
    );
    const { top, bottom } = await usable(page);
    const boxes = await page
      .locator('article')
      .evaluateAll((cards) =>
        cards.map((card) => card.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })),
      );
    expect(boxes.filter((box) => box.bottom > top && box.top < bottom).length).toBeGreaterThanOrEqual(2);
    expect(await overflow(page)).toEqual([]);
    await shot(page, 'console-740x360');
    await kitchen.context.close();
  });

  it('adds a new package with its picture in one go, from the add form', async () => {
    const kitchen = await openConsole(browser, undefined, { width: 360, height: HEIGHT });
    const { page } = kitchen;
    await page
      .getByRole('navigation', { name: 'Console sections' })
      .getByRole('button', { name: 'Menu' })
      .tap();
    const editor = page.getByRole('region', { name: 'Menu' });
    await editor.getByRole('button', { name: 'New package' }).tap();
    const form = editor.getByRole('form', { name: 'New package' });
    const name = `Pic ${uniqueName('p')} Package`;
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Price' }).fill('2300');
    const plate = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 90, b: 20 } },
    })
      .jpeg()
      .toBuffer();
    await form
      .getByLabel('Picture file')
      .setInputFiles({ name: 'plate.jpg', mimeType: 'image/jpeg', buffer: plate });
    await form.getByRole('img', { name: 'The chosen picture' }).waitFor();
    await form.getByRole('button', { name: 'Add package' }).tap();
    const row = editor.getByRole('listitem', { name });
    await row.waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => (await vendorMenuItems()).find((item) => item.name === name)?.imgUrl ?? '', {
        timeout: 20_000,
      })
      .toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    const added = (await vendorMenuItems()).find((item) => item.name === name)!;
    fixture.addedItems.push(added.id);
    await expect.poll(() => row.locator('img').getAttribute('src')).toMatch(/^\/media\//);
    expect(kitchen.errors).toEqual([]);
    await kitchen.context.close();
  });
});
