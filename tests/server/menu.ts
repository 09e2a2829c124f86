import { describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  balanceMismatchSchema,
  createOrderResponseSchema,
  menuResponseSchema,
  vendorOrdersResponseSchema,
} from '../../src/domain/api';
import * as API_ERROR_CODES from '../../src/domain/apiErrorCodes';
import { notOnMenuMessage, type MenuItem } from '../../src/domain/menu';
import { MENU_SEED } from '../../src/domain/menuSeed';
import { checkout, signUpAndLogIn, VENDOR, type DbKind } from './helpers/server';
import { testApi } from './helpers/testApi';

/**
 * The menu as data (issue 16) over real HTTP, on PGlite (menu.pglite.test.ts) and on PostgreSQL
 * (menu.postgres.test.ts): the seed, GET /api/menu, create_order priced from the stored menu,
 * old orders keeping their prices, hidden packages refused.
 */
export function describeMenu(kind: DbKind): void {
  describe(`the menu on ${kind}`, () => {
    // No menu cache: a change written straight to the store shows at once.
    const api = testApi(kind, { menuCacheMs: 0 });
    const { call } = api;

    const store = () => api.running.server.app.store;
    async function publicMenu(): Promise<MenuItem[]> {
      const answer = await call('GET', '/api/menu');
      expect(answer.status).toBe(200);
      return menuResponseSchema.parse(answer.body).items;
    }

    it('starts with the nine packages of product-spec §3, exactly, for anyone', async () => {
      const answer = await call('GET', '/api/menu');
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      expect(menuResponseSchema.parse(answer.body).items).toEqual(MENU_SEED);
    });

    it('prices a new order from the stored menu; an old order keeps the price it was placed at', async () => {
      const { username, token } = await signUpAndLogIn(call);
      const cart = [{ id: 3, quantity: 2 }];
      const before = await call('POST', '/api/account/create_order/', {
        token,
        body: checkout(username, { cart }),
      });
      expect(before.status).toBe(201);
      const oldRef = createOrderResponseSchema.parse(before.body)['order-ref'];
      expect(createOrderResponseSchema.parse(before.body).balance).toBe(3000);

      await store().updateMenuItem(3, { price: 1700 }, VENDOR.username);
      try {
        expect((await publicMenu()).find((item) => item.id === 3)?.price).toBe(1700);
        // A page that still shows ₦1,500 is told the server's total, not charged it.
        const stale = await call('POST', '/api/account/create_order/', {
          token,
          body: checkout(username, { cart }),
        });
        expect(stale.status).toBe(409);
        expect(balanceMismatchSchema.parse(stale.body).balance).toBe(3400);
        const fresh = await call('POST', '/api/account/create_order/', {
          token,
          body: checkout(username, { cart, menu: await publicMenu() }),
        });
        expect(fresh.status).toBe(201);
        const newRef = createOrderResponseSchema.parse(fresh.body)['order-ref'];
        expect(createOrderResponseSchema.parse(fresh.body).balance).toBe(3400);

        const list = vendorOrdersResponseSchema.parse(
          (await call('GET', '/api/vendor/orders', { token: api.vendorToken })).body,
        ).orders;
        const old = list.find((order) => order.ref === oldRef)!;
        expect(old.total).toBe(3000);
        expect(old.items).toEqual([{ id: 3, name: 'Mega Package', price: 1500, quantity: 2 }]);
        expect(list.find((order) => order.ref === newRef)?.items[0]?.price).toBe(1700);
      } finally {
        await store().updateMenuItem(3, { price: 1500 }, VENDOR.username);
      }
    });

    it('finds a package renamed since the cart was filled by the id the cart holds', async () => {
      const { username, token } = await signUpAndLogIn(call);
      // Built from the menu as the page knew it: the old name, with the id.
      const payload = checkout(username, { cart: [{ id: 7, quantity: 1 }] });
      await store().updateMenuItem(7, { name: 'Chicken Burger Deluxe' }, VENDOR.username);
      try {
        const placed = await call('POST', '/api/account/create_order/', { token, body: payload });
        expect(placed.status).toBe(201);
        // The spec's payload (no id) finds it by its new name, whatever the case.
        const byName = checkout(username, { cart: [] });
        byName.package_group = { 'chicken burger deluxe Package': { amount: 1 } };
        byName.num_package = 1;
        byName.balance = 1500;
        expect((await call('POST', '/api/account/create_order/', { token, body: byName })).status).toBe(201);
      } finally {
        await store().updateMenuItem(7, { name: 'Chicken Burger' }, VENDOR.username);
      }
    });

    it('refuses a hidden package with 409 not_on_menu naming it, and leaves it off the public menu', async () => {
      const { username, token } = await signUpAndLogIn(call);
      await store().updateMenuItem(4, { visible: false }, VENDOR.username);
      try {
        expect((await publicMenu()).map((item) => item.id)).toEqual([1, 2, 3, 5, 6, 7, 8, 9]);
        const refused = await call('POST', '/api/account/create_order/', {
          token,
          body: checkout(username, {
            cart: [
              { id: 1, quantity: 1 },
              { id: 4, quantity: 1 },
            ],
          }),
        });
        expect(refused.status).toBe(409);
        const error = apiErrorSchema.parse(refused.body);
        expect(error.code).toBe(API_ERROR_CODES.notOnMenu);
        expect(error.detail).toBe(notOnMenuMessage('Mega(Turkey) Package'));
      } finally {
        await store().updateMenuItem(4, { visible: true }, VENDOR.username);
      }
      expect(await publicMenu()).toHaveLength(9);
    });

    it('seeds only the first start: a restart keeps the vendor’s menu', async () => {
      await store().updateMenuItem(9, { price: 2600 }, VENDOR.username);
      await api.restart();
      expect((await publicMenu()).find((item) => item.id === 9)?.price).toBe(2600);
      expect(await publicMenu()).toHaveLength(9);
      await store().updateMenuItem(9, { price: 2500 }, VENDOR.username);
    });
  });
}

/** A picture of `format` made by sharp: a flat colour with a gradient, and EXIF that must go. */
export async function testPicture(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 800, height = 600) {
  const { default: sharp } = await import('sharp');
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  }).withExif({ IFD0: { Copyright: 'Mama T kitchen secret', Artist: 'GPS 6.5244N 3.3792E' } });
  return image.toFormat(format).toBuffer();
}

/** POST /api/vendor/menu/{id}/picture as a browser's form would send it. */
export async function uploadPicture(
  baseUrl: string,
  id: number,
  bytes: Buffer,
  options: { token?: string; filename?: string; type?: string } = {},
) {
  const form = new FormData();
  form.append(
    'picture',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }),
    options.filename ?? 'plate.jpg',
  );
  const response = await fetch(`${baseUrl}/api/vendor/menu/${id}/picture`, {
    method: 'POST',
    headers: options.token ? { authorization: `Token ${options.token}` } : {},
    body: form,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON.
  }
  return { status: response.status, body: body as Record<string, unknown> };
}
