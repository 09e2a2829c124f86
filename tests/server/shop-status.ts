import { describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/domain/api';
import { DELIVERY_UNAVAILABLE_MESSAGE } from '../../src/domain/messages';
import {
  shopStatusSchema,
  vendorDeliveryStatusSchema,
  vendorSettingsSchema,
} from '../../src/domain/vendorSettingsApi';
import { checkout, signUpAndLogIn, type DbKind } from './helpers/server';
import { testApi } from './helpers/testApi';

const MINUTE = 60_000;

/**
 * Issue 15, item 6: delivery pauses for a while like the food switch and comes back by itself;
 * GET /api/shop/status tells anyone both switches and their ends (the storefront's banner).
 * Each database kind runs it in its own file, on a database of its own.
 */
export function describeShopStatus(kind: DbKind): void {
  describe(`timed delivery pause and the public shop status on ${kind}`, () => {
    let skew = 0;
    const ahead = (ms: number) => new Date(Date.now() + skew + ms).toISOString();
    // The clock of timed switches: the test moves it forward instead of waiting.
    const api = testApi(kind, { now: () => Date.now() + skew, settingsCacheMs: 0 });
    const { call } = api;

    const shopStatus = async () => {
      const answer = await call('GET', '/api/shop/status');
      expect(answer.status).toBe(200);
      return shopStatusSchema.parse(answer.body);
    };

    it('answers both switches to anyone, open at first', async () => {
      expect(await shopStatus()).toMatchObject({
        food: { status: 'ready', until: null },
        delivery: { status: 'available', until: null },
        sold_out: [],
      });
    });

    it('tells the sold-out packages and a menu version that moves with a price, not with a poll (issue 29 item 4)', async () => {
      const first = await shopStatus();
      expect(first.menu_version).toMatch(/^[\w-]{16}$/);
      expect((await shopStatus()).menu_version).toBe(first.menu_version);
      const soldOut = (soldOut: boolean) =>
        call('PUT', '/api/vendor/sold-out/2', { token: api.vendorToken, body: { soldOut } });
      expect((await soldOut(true)).status).toBe(200);
      try {
        expect((await shopStatus()).sold_out).toEqual([2]);
        const menu = await call('GET', '/api/menu');
        const item = (menu.body as { items: { id: number; price: number }[] }).items[0]!;
        const reprice = (price: number) =>
          call('PATCH', `/api/vendor/menu/${item.id}`, { token: api.vendorToken, body: { price } });
        expect((await reprice(item.price + 100)).status).toBe(200);
        const repriced = await shopStatus();
        expect(repriced.menu_version).not.toBe(first.menu_version);
        expect((await reprice(item.price)).status).toBe(200);
        // The same menu again is the same version: a page that saw it reads nothing.
        expect((await shopStatus()).menu_version).toBe(first.menu_version);
      } finally {
        expect((await soldOut(false)).status).toBe(200);
      }
      expect((await shopStatus()).sold_out).toEqual([]);
    });

    it('ends a timed delivery pause by itself: status, checkout, the console and the public status', async () => {
      const { username, token } = await signUpAndLogIn(call);
      const delivery = () =>
        checkout(username, { mode: 'delivery', zone: 'inside_school', selectedAddress: 'Hall C' });
      try {
        const sent = Date.now() + skew;
        const off = await call('PUT', '/api/vendor/delivery-status', {
          token: api.vendorToken,
          body: { status: 'not-available', for: '30min' },
        });
        expect(off.status).toBe(200);
        // The server's clock sets the end: 30 minutes from when it took the change.
        const { until } = vendorDeliveryStatusSchema.parse(off.body);
        expect(Date.parse(until!)).toBeGreaterThanOrEqual(sent + 30 * MINUTE);
        expect(Date.parse(until!)).toBeLessThanOrEqual(Date.now() + skew + 30 * MINUTE);
        expect((await shopStatus()).delivery).toEqual({ status: 'not-available', until });
        expect((await call('GET', '/api/account/Delivery/Status/', { token })).body).toEqual({
          status: 'not-available',
        });
        const refused = await call('POST', '/api/account/create_order/', { token, body: delivery() });
        expect(refused).toMatchObject({ status: 409, body: { detail: DELIVERY_UNAVAILABLE_MESSAGE } });
        const settings = vendorSettingsSchema.parse(
          (await call('GET', '/api/vendor/settings', { token: api.vendorToken })).body,
        );
        expect(settings.delivery).toEqual({ status: 'not-available', until });

        // One minute short of the end it still holds; past the end it is over, with nobody acting.
        skew += 29 * MINUTE;
        expect((await shopStatus()).delivery.status).toBe('not-available');
        skew += 2 * MINUTE;
        expect((await shopStatus()).delivery).toEqual({ status: 'available', until: null });
        expect((await call('GET', '/api/account/Delivery/Status/', { token })).body).toEqual({
          status: 'available',
        });
        expect(
          vendorSettingsSchema.parse(
            (await call('GET', '/api/vendor/settings', { token: api.vendorToken })).body,
          ).delivery,
        ).toEqual({ status: 'available', until: null });
        expect((await call('POST', '/api/account/create_order/', { token, body: delivery() })).status).toBe(
          201,
        );
      } finally {
        skew = 0;
        await call('PUT', '/api/vendor/delivery-status', {
          token: api.vendorToken,
          body: { status: 'available' },
        });
      }
    });

    it('keeps an untimed pause until switched back, and tells the food pause too', async () => {
      try {
        const off = await call('PUT', '/api/vendor/delivery-status', {
          token: api.vendorToken,
          body: { status: 'not-available' },
        });
        expect(off.body).toEqual({ status: 'not-available', until: null });
        await call('PUT', '/api/vendor/food-status', {
          token: api.vendorToken,
          body: { status: 'not-ready', for: '1h' },
        });
        skew += 24 * 60 * MINUTE;
        // The food's hour is over; delivery without an end still waits for the vendor.
        expect(await shopStatus()).toMatchObject({
          food: { status: 'ready', until: null },
          delivery: { status: 'not-available', until: null },
        });
      } finally {
        skew = 0;
      }
      const back = await call('PUT', '/api/vendor/delivery-status', {
        token: api.vendorToken,
        body: { status: 'available' },
      });
      expect(back.body).toEqual({ status: 'available', until: null });
      expect((await shopStatus()).delivery).toEqual({ status: 'available', until: null });
    });

    it('refuses an end time from the phone, a length with "available", an unknown length, and a customer', async () => {
      const customer = await signUpAndLogIn(call);
      const tries: [number, unknown, string, string?][] = [
        [400, { status: 'not-available', until: ahead(30 * MINUTE) }, api.vendorToken, 'until'],
        [400, { status: 'not-available', until: '2026-11-21T12:00:00' }, api.vendorToken, 'until'],
        [400, { status: 'available', for: '1h' }, api.vendorToken, 'for'],
        [400, { status: 'not-available', for: 'forever' }, api.vendorToken, 'for'],
        [403, { status: 'not-available', for: '1h' }, customer.token],
      ];
      for (const [status, body, token, field] of tries) {
        const answer = await call('PUT', '/api/vendor/delivery-status', { token, body });
        expect(answer.status, JSON.stringify(body)).toBe(status);
        const error = apiErrorSchema.parse(answer.body);
        if (field) expect(error.fields).toHaveProperty(field);
      }
      expect((await shopStatus()).delivery).toEqual({ status: 'available', until: null });
    });
  });
}
