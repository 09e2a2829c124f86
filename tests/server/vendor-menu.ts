import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  createOrderResponseSchema,
  menuResponseSchema,
  vendorOrdersResponseSchema,
} from '../../src/domain/api';
import * as API_ERROR_CODES from '../../src/domain/apiErrorCodes';
import {
  MENU_CATEGORY_MESSAGE,
  MENU_DESC_MESSAGE,
  MENU_NAME_MESSAGE,
  MENU_PRICE_MESSAGE,
  menuNameOrderedAsMessage,
  menuNameTakenMessage,
} from '../../src/domain/menuItemSchema';
import type { MenuItem } from '../../src/domain/menu';
import {
  UPLOAD_TOO_BIG_MESSAGE,
  UPLOAD_TYPES_MESSAGE,
  UPLOAD_WIDTHS,
} from '../../src/domain/uploadedPicture';
import {
  describeMenuChange,
  vendorMenuItemSchema,
  vendorMenuResponseSchema,
} from '../../src/domain/vendorMenuApi';
import { checkout, signUpAndLogIn, VENDOR, type DbKind } from './helpers/server';
import { testApi } from './helpers/testApi';
import { testPicture, uploadPicture } from './menu';

/**
 * The vendor runs the menu (issue 16) over real HTTP: access control, validation with clear
 * messages, the change history, uploads checked by content, and what a change does to orders.
 * Run on PGlite (vendor-menu.pglite.test.ts) and PostgreSQL (vendor-menu.postgres.test.ts).
 */
export function describeVendorMenu(kind: DbKind): void {
  describe(`the vendor's menu on ${kind}`, () => {
    const api = testApi(kind);
    const { call } = api;
    let customer: { username: string; token: string };

    beforeAll(async () => {
      customer = await signUpAndLogIn(call);
    });

    async function publicMenu(): Promise<MenuItem[]> {
      return menuResponseSchema.parse((await call('GET', '/api/menu')).body).items;
    }
    async function vendorMenu() {
      const answer = await call('GET', '/api/vendor/menu', { token: api.vendorToken });
      expect(answer.status).toBe(200);
      return vendorMenuResponseSchema.parse(answer.body);
    }
    const patch = (id: number, body: unknown, token = api.vendorToken) =>
      call('PATCH', `/api/vendor/menu/${id}`, { token, body });

    it('lets only the vendor in: anonymous 401, a customer 403, and nothing changes', async () => {
      const picture = await testPicture('jpeg');
      const tries = [
        () => call('GET', '/api/vendor/menu'),
        () => call('POST', '/api/vendor/menu', { body: { name: 'Sneaky Pack', price: 100 } }),
        () => call('PATCH', '/api/vendor/menu/3', { body: { price: 50 } }),
        () => call('PUT', '/api/vendor/menu/order', { body: { ids: [9, 8, 7, 6, 5, 4, 3, 2, 1] } }),
      ];
      for (const attempt of tries) expect((await attempt()).status).toBe(401);
      expect((await uploadPicture(api.running.server.url, 3, picture)).status).toBe(401);
      const asCustomer = { token: customer.token };
      expect((await call('GET', '/api/vendor/menu', asCustomer)).status).toBe(403);
      expect(
        (await call('POST', '/api/vendor/menu', { ...asCustomer, body: { name: 'Sneaky Pack', price: 100 } }))
          .status,
      ).toBe(403);
      expect((await patch(3, { price: 50 }, customer.token)).status).toBe(403);
      expect((await uploadPicture(api.running.server.url, 3, picture, asCustomer)).status).toBe(403);
      const menu = await publicMenu();
      expect(menu.find((item) => item.id === 3)).toMatchObject({
        price: 1500,
        imgUrl: '/food/mega-package.webp',
      });
      expect(menu.some((item) => item.name === 'Sneaky Pack')).toBe(false);
      expect((await vendorMenu()).changes).toEqual([]);
    });

    it('refuses bad prices, names and descriptions with 400 and a clear message', async () => {
      const cases: [unknown, string, string][] = [
        [{ price: 49 }, 'price', MENU_PRICE_MESSAGE],
        [{ price: 1_000_001 }, 'price', MENU_PRICE_MESSAGE],
        [{ price: 1500.5 }, 'price', MENU_PRICE_MESSAGE],
        [{ price: '1500' }, 'price', MENU_PRICE_MESSAGE],
        [{ name: 'M' }, 'name', MENU_NAME_MESSAGE],
        [{ name: 'x'.repeat(61) }, 'name', MENU_NAME_MESSAGE],
        [{ desc: 'x'.repeat(201) }, 'desc', MENU_DESC_MESSAGE],
        [{ name: 'mini package' }, 'name', menuNameTakenMessage('mini package')],
        // Issue 26: the order key (' Package' appended) would be another package's.
        [{ name: 'Mini' }, 'name', menuNameOrderedAsMessage('Mini', 'Mini Package', 'Mini Package')],
        [{ name: 'jumbo' }, 'name', menuNameOrderedAsMessage('jumbo', 'Jumbo Package', 'jumbo Package')],
        [
          { name: 'Chicken Burger Package' },
          'name',
          menuNameOrderedAsMessage('Chicken Burger Package', 'Chicken Burger', 'Chicken Burger Package'),
        ],
      ];
      for (const [body, field, message] of cases) {
        const answer = await patch(3, body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        const error = apiErrorSchema.parse(answer.body);
        expect(error.detail).toBe(message);
        expect(error.fields?.[field]).toBe(message);
      }
      const taken = await call('POST', '/api/vendor/menu', {
        token: api.vendorToken,
        body: { name: 'JUMBO PACKAGE', price: 3000 },
      });
      expect(taken.status).toBe(400);
      expect(apiErrorSchema.parse(taken.body).fields?.name).toBe(menuNameTakenMessage('JUMBO PACKAGE'));
      const orderedAs = await call('POST', '/api/vendor/menu', {
        token: api.vendorToken,
        body: { name: 'Mega(Turkey)', price: 50 },
      });
      expect(orderedAs.status).toBe(400);
      expect(apiErrorSchema.parse(orderedAs.body).fields?.name).toBe(
        menuNameOrderedAsMessage('Mega(Turkey)', 'Mega(Turkey) Package', 'Mega(Turkey) Package'),
      );
      expect((await publicMenu()).some((item) => item.name === 'Mega(Turkey)')).toBe(false);
      expect((await patch(999, { price: 1000 })).status).toBe(404);
      expect((await publicMenu()).find((item) => item.id === 3)?.price).toBe(1500);
      expect((await vendorMenu()).changes).toEqual([]);
    });

    it('changes a price: new orders pay it, an old order keeps its own; the change is recorded', async () => {
      const { username, token } = customer;
      const old = await call('POST', '/api/account/create_order/', {
        token,
        body: checkout(username, { cart: [{ id: 3, quantity: 1 }] }),
      });
      expect(old.status).toBe(201);
      const oldRef = createOrderResponseSchema.parse(old.body)['order-ref'];

      const changed = await patch(3, { price: 1700 });
      expect(changed.status).toBe(200);
      expect(vendorMenuItemSchema.parse(changed.body)).toMatchObject({ id: 3, price: 1700, visible: true });
      // The storefront sees it at once: no cache holds the old price.
      expect((await publicMenu()).find((item) => item.id === 3)?.price).toBe(1700);
      const placed = await call('POST', '/api/account/create_order/', {
        token,
        body: checkout(username, { cart: [{ id: 3, quantity: 1 }], menu: await publicMenu() }),
      });
      expect(createOrderResponseSchema.parse(placed.body).balance).toBe(1700);

      const orders = vendorOrdersResponseSchema.parse(
        (await call('GET', '/api/vendor/orders', { token: api.vendorToken })).body,
      ).orders;
      expect(orders.find((order) => order.ref === oldRef)).toMatchObject({
        total: 1500,
        items: [{ id: 3, name: 'Mega Package', price: 1500, quantity: 1 }],
      });

      const { changes } = await vendorMenu();
      expect(changes[0]).toMatchObject({ itemId: 3, changedBy: VENDOR.username });
      expect(changes[0]!.before?.price).toBe(1500);
      expect(changes[0]!.after.price).toBe(1700);
      expect(Date.now() - Date.parse(changes[0]!.changedAt)).toBeLessThan(60_000);
      expect(describeMenuChange(changes[0]!)).toBe('price ₦1,500 → ₦1,700');
    });

    it('adds a package at the end, reorders, hides (refused at checkout, 409) and shows it again', async () => {
      const added = await call('POST', '/api/vendor/menu', {
        token: api.vendorToken,
        body: { name: '  Party Jollof Package ', desc: 'jollof rice, chicken and moi moi', price: 3500 },
      });
      expect(added.status).toBe(201);
      const party = vendorMenuItemSchema.parse(added.body);
      expect(party).toMatchObject({ name: 'Party Jollof Package', price: 3500, visible: true, imgUrl: '' });
      expect(party.id).toBeGreaterThanOrEqual(10);
      expect((await publicMenu()).at(-1)?.id).toBe(party.id);

      const ids = (await vendorMenu()).items.map((item) => item.id);
      const reordered = [party.id, ...ids.filter((id) => id !== party.id)];
      expect(
        (await call('PUT', '/api/vendor/menu/order', { token: api.vendorToken, body: { ids: reordered } }))
          .status,
      ).toBe(200);
      expect((await publicMenu()).map((item) => item.id)).toEqual(reordered);
      const missing = await call('PUT', '/api/vendor/menu/order', {
        token: api.vendorToken,
        body: { ids: reordered.slice(1) },
      });
      expect(missing.status).toBe(400);

      expect((await patch(party.id, { visible: false })).status).toBe(200);
      expect((await publicMenu()).some((item) => item.id === party.id)).toBe(false);
      expect((await vendorMenu()).items.find((item) => item.id === party.id)?.visible).toBe(false);
      const refused = await call('POST', '/api/account/create_order/', {
        token: customer.token,
        body: checkout(customer.username, {
          cart: [{ id: party.id, quantity: 1 }],
          menu: [{ ...party, desc: party.desc }],
        }),
      });
      expect(refused.status).toBe(409);
      expect(apiErrorSchema.parse(refused.body)).toMatchObject({
        code: API_ERROR_CODES.notOnMenu,
        detail: expect.stringContaining('Party Jollof Package'),
      });
      expect((await patch(party.id, { visible: true })).status).toBe(200);
      expect((await publicMenu())[0]?.id).toBe(party.id);
      const history = (await vendorMenu()).changes.map(describeMenuChange);
      expect(history.slice(0, 2)).toEqual(['shown', 'hidden']);
      expect(history).toContain('added at ₦3,500');
    });

    it("keeps each package's category (issue 29): the seed's, a new one, a changed one, trimmed, none, too long refused", async () => {
      const seeded = await publicMenu();
      expect(seeded.find((item) => item.id === 1)?.category).toBe('Packages');
      expect(seeded.find((item) => item.id === 7)?.category).toBe('Burgers');

      const added = await call('POST', '/api/vendor/menu', {
        token: api.vendorToken,
        body: { name: 'Zobo Bottle', price: 500, category: ' Drinks ' },
      });
      expect(added.status).toBe(201);
      const zobo = vendorMenuItemSchema.parse(added.body);
      expect(zobo.category).toBe('Drinks');
      expect((await publicMenu()).find((item) => item.id === zobo.id)?.category).toBe('Drinks');

      expect((await patch(zobo.id, { category: 'Cold drinks' })).status).toBe(200);
      expect((await vendorMenu()).items.find((item) => item.id === zobo.id)?.category).toBe('Cold drinks');
      expect((await publicMenu()).find((item) => item.id === zobo.id)?.category).toBe('Cold drinks');
      expect(describeMenuChange((await vendorMenu()).changes[0]!)).toBe('category Cold drinks');

      const tooLong = await patch(zobo.id, { category: 'x'.repeat(31) });
      expect(tooLong.status).toBe(400);
      expect(JSON.stringify(tooLong.body)).toContain(MENU_CATEGORY_MESSAGE);
      expect((await patch(zobo.id, { category: '' })).status).toBe(200);
      expect((await publicMenu()).find((item) => item.id === zobo.id)?.category).toBe('');
      // Without a category the package is added with none.
      const plain = await call('POST', '/api/vendor/menu', {
        token: api.vendorToken,
        body: { name: 'Moi Moi Wrap', price: 400 },
      });
      expect(vendorMenuItemSchema.parse(plain.body).category).toBe('');
    });

    it('takes a JPEG, strips its metadata and serves WebP at each width, immutable', async () => {
      const jpeg = await testPicture('jpeg', 1600, 1200);
      expect((await sharp(jpeg).metadata()).exif).toBeDefined();
      const answer = await uploadPicture(api.running.server.url, 5, jpeg, { token: api.vendorToken });
      expect(answer.status).toBe(200);
      const item = vendorMenuItemSchema.parse(answer.body);
      expect(item.imgUrl).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
      expect((await publicMenu()).find((i) => i.id === 5)?.imgUrl).toBe(item.imgUrl);

      for (const width of UPLOAD_WIDTHS) {
        const url = item.imgUrl.replace('.webp', `-${width}w.webp`);
        const response = await fetch(api.running.server.url + url);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('image/webp');
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 3) / 4) });
        expect(meta.exif).toBeUndefined();
      }
      expect((await fetch(api.running.server.url + item.imgUrl)).status).toBe(200);
      expect((await fetch(`${api.running.server.url}/media/${'0'.repeat(64)}.webp`)).status).toBe(404);
      expect((await vendorMenu()).changes[0]).toMatchObject({ itemId: 5 });
      expect(describeMenuChange((await vendorMenu()).changes[0]!)).toBe('new picture');
    });

    it('takes PNG and WebP too, judged by content whatever the name says', async () => {
      const png = await uploadPicture(api.running.server.url, 6, await testPicture('png'), {
        token: api.vendorToken,
        filename: 'photo.gif',
        type: 'image/gif',
      });
      expect(png.status).toBe(200);
      const webp = await uploadPicture(api.running.server.url, 7, await testPicture('webp'), {
        token: api.vendorToken,
      });
      expect(webp.status).toBe(200);
    });

    it('refuses a GIF, a text file named .jpg, a broken JPEG and a file over 5 MB, changing nothing', async () => {
      const before = (await publicMenu()).find((item) => item.id === 8)!;
      const refusals: [Buffer, number, string][] = [
        [await testPicture('gif'), 415, UPLOAD_TYPES_MESSAGE],
        [Buffer.from('<?php echo "hello"; ?>'), 415, UPLOAD_TYPES_MESSAGE],
        [
          (await testPicture('jpeg', 1600, 1200)).subarray(0, 2000),
          415,
          'The picture could not be read. Please try another file.',
        ],
        [
          Buffer.concat([await testPicture('jpeg'), Buffer.alloc(5 * 1024 * 1024)]),
          413,
          UPLOAD_TOO_BIG_MESSAGE,
        ],
      ];
      for (const [bytes, status, detail] of refusals) {
        const answer = await uploadPicture(api.running.server.url, 8, bytes, { token: api.vendorToken });
        expect(answer.status).toBe(status);
        expect(apiErrorSchema.parse(answer.body).detail).toBe(detail);
      }
      expect(
        (
          await uploadPicture(api.running.server.url, 999, await testPicture('png'), {
            token: api.vendorToken,
          })
        ).status,
      ).toBe(404);
      expect((await publicMenu()).find((item) => item.id === 8)).toEqual(before);
    });
  });
}
