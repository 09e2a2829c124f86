import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Agent } from 'node:https';
import { createOrderResponseSchema } from '../../src/domain/api';
import * as API_ERROR_CODES from '../../src/domain/apiErrorCodes';
import { PUSH_ENDPOINT_CODES, pushPayloadSchema, type PushPayload } from '../../src/domain/push';
import { MINUTE } from '../../src/domain/lagosCalendar';
import { orderNotification } from '../../src/domain/myOrders';
import {
  startPushStandIn,
  verifyVapid,
  type BrowserSubscription,
  type PushStandIn,
} from '../../scripts/lib/pushStandIn';
import type { PushOptions } from '../../src/server/push/push-sender';
import {
  checkout,
  createTestDatabase,
  logIn,
  signUpAndLogIn,
  startTestServer,
  VENDOR,
  type Call,
  type DbKind,
  type TestDatabase,
  type TestServer,
} from './helpers/server';
import { testApi } from './helpers/testApi';

/**
 * Web Push (issue 28) over real HTTP, on each kind of database (push.pglite.test.ts,
 * push.postgres.test.ts), against a local stand-in push service (scripts/lib/pushStandIn.ts:
 * HTTPS, allowed through PUSH_ALLOWED_ORIGINS). Each notification is checked as a push service
 * and a browser would: the VAPID JWT verifies with the server's public key, its `aud` is the
 * service's origin and `exp` within a day; the aes128gcm body decrypts with the subscription's
 * keys. Retries wait on a sleep the test holds and releases (no real waits).
 */

/** Retry waits the test controls: each is recorded and resolves when released. */
class HeldSleeps {
  readonly waits: number[] = [];
  private readonly pending: (() => void)[] = [];
  private hold = false;
  sleep = (ms: number): Promise<void> => {
    this.waits.push(ms);
    if (!this.hold) return Promise.resolve();
    return new Promise((resolve) => this.pending.push(resolve));
  };
  holdAll(): void {
    this.hold = true;
  }
  release(): void {
    this.hold = false;
    for (const resolve of this.pending.splice(0)) resolve();
  }
}

function pushOptions(standIn: PushStandIn, sleeps: HeldSleeps): PushOptions {
  return {
    allowedOrigins: [standIn.origin],
    agent: standIn.agent,
    sleep: sleeps.sleep,
    subject: 'mailto:chef@bukka.example.ng',
  };
}

async function subscribe(call: Call, token: string, browser: BrowserSubscription, events: string[]) {
  return call('POST', '/api/push/subscriptions', { token, body: { ...browser.json, events } });
}

const ADDRESS = 'Moremi Hall, Room 214';

async function place(call: Call, prefix = 'push') {
  const customer = await signUpAndLogIn(call, prefix);
  const created = await call('POST', '/api/account/create_order/', {
    token: customer.token,
    // A delivery: the address is on the order, and never in a notification.
    body: checkout(customer.username, {
      cart: [{ id: 1, quantity: 1 }],
      mode: 'delivery',
      zone: 'inside_school',
      selectedAddress: ADDRESS,
    }),
  });
  expect(created.status, created.text).toBe(201);
  return { ...customer, ref: createOrderResponseSchema.parse(created.body)['order-ref'] };
}

const payCash = (call: Call, ref: number, token: string) =>
  call('POST', `/api/account/payments/${ref}/`, { token, body: { method: 'cash' } });

/** The notifications a subscription received, each verified and decrypted. */
function opened(standIn: PushStandIn, browser: BrowserSubscription, publicKey: string): PushPayload[] {
  const path = new URL(browser.endpoint).pathname;
  return standIn.received
    .filter((push) => push.path === path)
    .map((push) => {
      const claims = verifyVapid(push.headers.authorization, publicKey);
      expect(claims.aud).toBe(standIn.origin);
      const now = Date.now() / 1000;
      expect(claims.exp).toBeGreaterThan(now);
      expect(claims.exp).toBeLessThanOrEqual(now + 24 * 3600);
      expect(claims.sub).toBe('mailto:chef@bukka.example.ng');
      expect(push.headers['content-encoding']).toBe('aes128gcm');
      return pushPayloadSchema.parse(JSON.parse(browser.open(push.body)));
    });
}

export function describePush(kind: DbKind): void {
  describe(`web push on ${kind}`, () => {
    let standIn: PushStandIn;
    const sleeps = new HeldSleeps();
    let shift = 0;
    const push: PushOptions = {};
    beforeAll(async () => {
      standIn = await startPushStandIn();
      Object.assign(push, pushOptions(standIn, sleeps));
    });
    afterAll(async () => standIn?.close());
    const api = testApi(kind, { push, now: () => Date.now() + shift, unpaidSweepMs: 3600_000 });
    const { call } = api;
    const idle = () => api.running.server.app.push.idle();
    let publicKey = '';
    beforeAll(async () => {
      const key = await call<{ publicKey: string }>('GET', '/api/push/key');
      expect(key.status).toBe(200);
      publicKey = key.body.publicKey;
    });
    beforeEach(() => {
      standIn.received.length = 0;
      standIn.respond = () => ({ status: 201 });
    });

    it('answers one VAPID public key, kept in the database across a restart', async () => {
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
      await api.restart();
      expect((await call<{ publicKey: string }>('GET', '/api/push/key')).body.publicKey).toBe(publicKey);
    });

    it('pushes a new order to the vendor once, when it is committed, never before its payment step', async () => {
      const phone = standIn.subscription();
      expect((await subscribe(call, api.vendorToken, phone, ['orders'])).status).toBe(201);
      const order = await place(call);
      await idle();
      expect(opened(standIn, phone, publicKey)).toEqual([]);

      expect((await payCash(call, order.ref, order.token)).status).toBe(200);
      await idle();
      const [notification, ...more] = opened(standIn, phone, publicKey);
      expect(more).toEqual([]);
      expect(notification).toMatchObject({
        kind: 'new-order',
        ref: order.ref,
        status: 'pending',
        url: `/vendor#order-${order.ref}`,
      });
      const raw = standIn.received[0]!;
      expect(raw.headers.urgency).toBe('high');
      expect(Number(raw.headers.ttl)).toBeGreaterThan(0);
      // Never the customer's phone number (checkout's 08031234567, in either writing) or address.
      // Not '0803' alone: order #708030 holds it, and failed a full run.
      expect(JSON.stringify(notification)).not.toContain('8031234567');
      expect(JSON.stringify(notification)).not.toContain('Moremi');

      // The vendor taking the cash changes the order again: still one notification.
      const paid = await call('PATCH', `/api/vendor/orders/${order.ref}/payment`, {
        token: api.vendorToken,
        body: { state: 'paid' },
      });
      expect(paid.status, paid.text).toBe(200);
      await idle();
      expect(opened(standIn, phone, publicKey)).toHaveLength(1);
      await call('DELETE', '/api/push/subscriptions', {
        token: api.vendorToken,
        body: { endpoint: phone.endpoint },
      });
    });

    it("tells a customer their order's accepted, completed and expired, only on their own phone", async () => {
      const order = await place(call);
      const other = await signUpAndLogIn(call, 'other');
      const mine = standIn.subscription();
      const theirs = standIn.subscription();
      expect((await subscribe(call, order.token, mine, ['my-orders'])).status).toBe(201);
      expect((await subscribe(call, other.token, theirs, ['my-orders'])).status).toBe(201);
      await payCash(call, order.ref, order.token);
      for (const status of ['accepted', 'completed']) {
        const moved = await call('PATCH', `/api/vendor/orders/${order.ref}`, {
          token: api.vendorToken,
          body: { status },
        });
        expect(moved.status, moved.text).toBe(200);
      }
      await idle();
      expect(opened(standIn, mine, publicKey).map((p) => [p.ref, p.status, p.body])).toEqual([
        [order.ref, 'accepted', orderNotification(order.ref, 'accepted').body],
        [order.ref, 'completed', orderNotification(order.ref, 'completed').body],
      ]);
      expect(opened(standIn, theirs, publicKey)).toEqual([]);

      // An order left unpaid is closed by the sweep: its customer hears 'expired'.
      const left = await place(call);
      const leftPhone = standIn.subscription();
      await subscribe(call, left.token, leftPhone, ['my-orders']);
      shift = 31 * MINUTE;
      try {
        expect(await api.running.server.app.expireUnpaidOrders()).toContain(left.ref);
      } finally {
        shift = 0;
      }
      await idle();
      expect(opened(standIn, leftPhone, publicKey).map((p) => p.status)).toEqual(['expired']);
    });

    it('deletes a subscription the push service calls gone (410), retries a 500 with backoff without holding up others', async () => {
      const gone = standIn.subscription('gone');
      const flaky = standIn.subscription('flaky');
      const fine = standIn.subscription('fine');
      for (const phone of [gone, flaky, fine]) {
        expect((await subscribe(call, api.vendorToken, phone, ['orders'])).status).toBe(201);
      }
      standIn.respond = (path, n) =>
        path === '/push/gone'
          ? { status: 410 }
          : path === '/push/flaky' && n <= 2
            ? { status: 500 }
            : { status: 201 };
      sleeps.holdAll();
      sleeps.waits.length = 0;
      const order = await place(call);
      // A sale by cash commits the order.
      await payCash(call, order.ref, order.token);
      // While the flaky one waits to retry, the others have had theirs.
      await expect.poll(() => sleeps.waits.length).toBe(1);
      await expect.poll(() => opened(standIn, fine, publicKey).length).toBe(1);
      sleeps.release();
      await idle();
      expect(sleeps.waits).toEqual([1000, 2000]);
      expect(opened(standIn, flaky, publicKey).map((p) => p.ref)).toEqual([order.ref, order.ref, order.ref]);
      const endpoints = (
        await api.running.server.app.store.pushSubscriptionsOf((await vendorId(api.running))!)
      ).map((s) => s.endpoint);
      expect(endpoints).not.toContain(gone.endpoint);
      expect(endpoints).toContain(flaky.endpoint);
      const metrics = (await call('GET', '/metrics')).text;
      expect(metrics).toMatch(/bukka_push_sent_total\{result="gone"\} [1-9]/);
      expect(metrics).toMatch(/bukka_push_sent_total\{result="retry"\} [2-9]/);
      expect(metrics).toMatch(/bukka_push_sent_total\{result="sent"\} [1-9]/);
      for (const phone of [flaky, fine]) {
        await call('DELETE', '/api/push/subscriptions', {
          token: api.vendorToken,
          body: { endpoint: phone.endpoint },
        });
      }
    });

    it("answers 'Send a test alert' with what the push service did: sent, refused (502), gone (410)", async () => {
      const phone = standIn.subscription('tested');
      expect((await subscribe(call, api.vendorToken, phone, ['orders'])).status).toBe(201);
      const test = () =>
        call('POST', '/api/push/test', { token: api.vendorToken, body: { endpoint: phone.endpoint } });

      const sent = await test();
      expect([sent.status, sent.body]).toEqual([200, { result: 'sent' }]);
      expect(opened(standIn, phone, publicKey).map((p) => p.kind)).toEqual(['test']);

      // Refused: said at once (tried once, no retry wait while the vendor looks at the button).
      standIn.respond = () => ({ status: 500 });
      sleeps.waits.length = 0;
      const refused = await test();
      expect([refused.status, refused.body.code]).toEqual([502, API_ERROR_CODES.pushNotDelivered]);
      expect(sleeps.waits).toEqual([]);
      expect(standIn.received).toHaveLength(2);

      // Gone: the subscription is deleted, and the console is told to turn alerts on again.
      standIn.respond = () => ({ status: 410 });
      const gone = await test();
      expect([gone.status, gone.body.code]).toEqual([410, API_ERROR_CODES.pushGone]);
      expect((await test()).status).toBe(404);
    });

    it('refuses endpoints outside the known push services with a code, and never contacts them', async () => {
      const customer = await signUpAndLogIn(call, 'ssrf');
      const keys = standIn.subscription().json.keys;
      const port = new URL(standIn.origin).port;
      const refused: [string, string][] = [
        [`http://127.0.0.1:${port}/push/plain`, PUSH_ENDPOINT_CODES.notHttps],
        ['http://fcm.googleapis.com/fcm/send/x', PUSH_ENDPOINT_CODES.notHttps],
        ['https://127.0.0.1/push/x', PUSH_ENDPOINT_CODES.unknownService],
        ['https://169.254.169.254/latest/meta-data', PUSH_ENDPOINT_CODES.unknownService],
        ['https://10.0.0.7/push', PUSH_ENDPOINT_CODES.unknownService],
        ['https://192.168.1.1/push', PUSH_ENDPOINT_CODES.unknownService],
        ['https://example.com/push', PUSH_ENDPOINT_CODES.unknownService],
        ['https://fcm.googleapis.com.evil.example/x', PUSH_ENDPOINT_CODES.unknownService],
        ['https://fcm.googleapis.com:8443/fcm/send/x', PUSH_ENDPOINT_CODES.unknownService],
        ['not a url', PUSH_ENDPOINT_CODES.invalid],
      ];
      for (const [endpoint, code] of refused) {
        const answer = await call('POST', '/api/push/subscriptions', {
          token: customer.token,
          body: { endpoint, keys, events: ['my-orders'] },
        });
        expect([endpoint, answer.status, answer.body.code]).toEqual([endpoint, 400, code]);
      }
      const order = await place(call);
      await payCash(call, order.ref, order.token);
      await call('PATCH', `/api/vendor/orders/${order.ref}`, {
        token: api.vendorToken,
        body: { status: 'declined' },
      });
      await idle();
      expect(standIn.received).toEqual([]);
      // A known service is accepted (nothing is sent to it here: no order of this customer moves).
      const fcm = await call('POST', '/api/push/subscriptions', {
        token: customer.token,
        body: { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys, events: ['my-orders'] },
      });
      expect(fcm.status, fcm.text).toBe(201);
    });

    it('is for signed-in accounts, new orders for the vendor only, and a subscription belongs to one account', async () => {
      const phone = standIn.subscription();
      expect(
        (await call('POST', '/api/push/subscriptions', { body: { ...phone.json, events: ['my-orders'] } }))
          .status,
      ).toBe(401);
      const a = await signUpAndLogIn(call, 'owner');
      const b = await signUpAndLogIn(call, 'taker');
      const forbidden = await subscribe(call, a.token, phone, ['orders']);
      expect(forbidden.status).toBe(403);
      expect((await subscribe(call, a.token, phone, ['my-orders'])).status).toBe(201);
      // The same browser signed in as b: it is b's now.
      expect((await subscribe(call, b.token, phone, ['my-orders'])).status).toBe(201);
      const store = api.running.server.app.store;
      const idOf = async (username: string) => (await store.userByUsername(username))!.id;
      expect(await store.pushSubscriptionsOf(await idOf(a.username))).toEqual([]);
      // a cannot remove b's.
      await call('DELETE', '/api/push/subscriptions', { token: a.token, body: { endpoint: phone.endpoint } });
      expect(await store.pushSubscriptionsOf(await idOf(b.username))).toHaveLength(1);
    });

    it('keeps 5 subscriptions an account (the oldest goes); logout and a new password delete them all', async () => {
      const customer = await signUpAndLogIn(call, 'many');
      const store = api.running.server.app.store;
      const id = (await store.userByUsername(customer.username))!.id;
      const phones = Array.from({ length: 6 }, () => standIn.subscription());
      for (const phone of phones)
        expect((await subscribe(call, customer.token, phone, ['my-orders'])).status).toBe(201);
      const kept = (await store.pushSubscriptionsOf(id)).map((s) => s.endpoint);
      expect(kept.sort()).toEqual(
        phones
          .slice(1)
          .map((p) => p.endpoint)
          .sort(),
      );

      expect((await call('POST', '/api/logout', { token: customer.token })).status).toBe(204);
      expect(await store.pushSubscriptionsOf(id)).toEqual([]);

      const token = await logIn(call, customer.username, 'Jollof#2026');
      await subscribe(call, token, phones[0]!, ['my-orders']);
      const user = (await store.userByUsername(customer.username))!;
      await store.setUserPasswordAndRole(user.id, user.passwordHash, 'customer');
      expect(await store.pushSubscriptionsOf(id)).toEqual([]);
    });
  });
}

async function vendorId(running: TestServer): Promise<number | undefined> {
  return (await running.server.app.store.userByUsername(VENDOR.username))?.id;
}

/** Two servers on one PostgreSQL database: each change is pushed by the server that made it, once. */
export function describeTwoServerPush(): void {
  describe('web push with two servers on one PostgreSQL database', () => {
    let standIn: PushStandIn;
    let database: TestDatabase;
    let a: TestServer;
    let b: TestServer;
    beforeAll(async () => {
      standIn = await startPushStandIn();
      database = await createTestDatabase('postgres');
      const sleeps = new HeldSleeps();
      // Each server its own agent, as two machines would have, both trusting the stand-in.
      a = await startTestServer(database, { push: pushOptions(standIn, sleeps) });
      b = await startTestServer(database, {
        push: { ...pushOptions(standIn, sleeps), agent: new Agent({ ca: standIn.ca }) },
      });
    });
    afterAll(async () => {
      await a?.stop();
      await b?.stop();
      await standIn?.close();
    });

    it('signs with one stored key, and pushes each new order and each status once', async () => {
      const keyA = (await a.call<{ publicKey: string }>('GET', '/api/push/key')).body.publicKey;
      const keyB = (await b.call<{ publicKey: string }>('GET', '/api/push/key')).body.publicKey;
      expect(keyB).toBe(keyA);
      const vendorOnA = await logIn(a.call, VENDOR.username, VENDOR.password);
      const kitchen = standIn.subscription();
      await subscribe(a.call, vendorOnA, kitchen, ['orders']);
      const vendorOnB = await logIn(b.call, VENDOR.username, VENDOR.password);
      const refs: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        // Placed on b, paid on a, accepted on b: three servers' worth of changes, heard by both.
        const order = await place(b.call);
        const customerPhone = standIn.subscription();
        await subscribe(b.call, order.token, customerPhone, ['my-orders']);
        expect((await payCash(a.call, order.ref, order.token)).status).toBe(200);
        await b.call('PATCH', `/api/vendor/orders/${order.ref}`, {
          token: vendorOnB,
          body: { status: 'accepted' },
        });
        await Promise.all([a.server.app.push.idle(), b.server.app.push.idle()]);
        expect(opened(standIn, customerPhone, keyA).map((p) => p.status)).toEqual(['accepted']);
        refs.push(order.ref);
      }
      expect(opened(standIn, kitchen, keyA).map((p) => p.ref)).toEqual(refs);
    });
  });
}
