import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderResponseSchema, vendorOrdersResponseSchema } from '../../src/domain/api';
import { ensureVendor } from '../../src/server/seed';
import { startServer } from '../../src/server/server';
import { parseTrustProxy } from '../../src/server/trust-proxy';
import { openEvents } from '../../scripts/lib/eventStream';
import { startFakePaystack, type FakePaystack } from './helpers/paystack';
import {
  checkout,
  createTestDatabase,
  logIn,
  signUpAndLogIn,
  startTestServer,
  testOptions,
  VENDOR,
  type Call,
  type TestDatabase,
  type TestServer,
} from './helpers/server';

const PHONE = '08039876543';
const ADDRESS = 'Room 12, Queen Amina Hall';

/**
 * The findings of issue 14 (an attack on the running server), each replayed as the attacker did
 * it, over real HTTP on PGlite with the logs captured.
 */
describe('hardening (issue 14)', () => {
  let paystack: FakePaystack;
  let database: TestDatabase;
  let running: TestServer;
  let call: Call;
  let vendorToken: string;
  const logs: string[] = [];

  beforeAll(async () => {
    paystack = await startFakePaystack();
    database = await createTestDatabase('pglite');
    running = await startTestServer(database, {
      logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
      paystackSecretKey: paystack.secretKey,
      paystackBaseUrl: paystack.url,
      publicUrl: 'https://bukka.example.ng',
    });
    call = running.call;
    vendorToken = await logIn(call, VENDOR.username, VENDOR.password);
  });

  afterAll(async () => {
    await running?.stop();
    database?.dispose();
    await paystack?.close();
  });

  async function placeOrder(customer: { username: string; token: string }) {
    const created = await call('POST', '/api/account/create_order/', {
      token: customer.token,
      body: checkout(customer.username),
    });
    expect(created.status, created.text).toBe(201);
    return createOrderResponseSchema.parse(created.body);
  }

  it('5: a null byte in a login or an address is a 400, and no log line holds the phone or address', async () => {
    const login = await call('POST', '/api/login', { body: { username: 'ab\u0000c', password: 'x' } });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({ detail: 'Text cannot contain a null character' });

    const customer = await signUpAndLogIn(call, 'nul');
    const order = await call('POST', '/api/account/create_order/', {
      token: customer.token,
      body: checkout(customer.username, {
        mode: 'delivery',
        zone: 'inside_school',
        phoneNumber: PHONE,
        selectedAddress: `${ADDRESS}\u0000`,
      }),
    });
    expect(order.status, order.text).toBe(400);
    expect(order.body).toMatchObject({ fields: { selectedAddress: 'Text cannot contain a null character' } });
    const text = logs.join('');
    expect(text).not.toContain(PHONE);
    expect(text).not.toContain(ADDRESS);
  });

  it('8: a right-to-left override in an address is refused, never shown to the console', async () => {
    const customer = await signUpAndLogIn(call, 'bidi');
    const order = await call('POST', '/api/account/create_order/', {
      token: customer.token,
      body: checkout(customer.username, {
        mode: 'delivery',
        zone: 'inside_school',
        selectedAddress: 'Room \u202E21 llaH',
      }),
    });
    expect(order.status, order.text).toBe(400);
    expect(order.body).toMatchObject({
      detail: 'Text cannot contain text-direction control characters',
    });
  });

  it('6: a percent-encoded `token` query key is redacted from the log like a plain one', async () => {
    const before = logs.length;
    const stream = await fetch(`${running.server.url}/api/vendor/events?%74oken=${vendorToken}`);
    expect(stream.status).toBe(200);
    await stream.body?.cancel();
    const plain = await fetch(`${running.server.url}/api/vendor/events?token=${vendorToken}&x=1`);
    await plain.body?.cancel();
    const lines = logs.slice(before).join('');
    expect(lines).toContain('%74oken=[redacted]');
    expect(lines).not.toContain(vendorToken);
  });

  it('7: a signed charge.success for an order that never started a card payment pays nothing', async () => {
    const customer = await signUpAndLogIn(call, 'hook');
    const { 'order-ref': ref, balance } = await placeOrder(customer);
    const event = paystack.webhook('charge.success', {
      reference: `bukka-${ref}-abcdef`,
      email: `${customer.username}@example.com`,
      amount: balance * 100,
      currency: 'NGN',
      status: 'success',
      callback_url: '',
      metadata: { order_ref: ref },
    });
    const answer = await call('POST', '/api/payments/paystack/webhook', {
      raw: event.raw,
      headers: event.headers,
    });
    expect(answer.status).toBe(200);
    const list = await call('GET', '/api/vendor/orders', { token: vendorToken });
    const mine = vendorOrdersResponseSchema.parse(list.body).orders.find((o) => o.ref === ref);
    expect(mine?.payment).toEqual({ method: null, state: 'unpaid' });
  });

  it('2: an open event stream ends within 5 s of its token being logged out', async () => {
    const token = await logIn(call, VENDOR.username, VENDOR.password);
    const stream = await openEvents(`${running.server.url}/api/vendor/events?token=${token}`);
    try {
      expect(stream.status).toBe(200);
      expect((await call('POST', '/api/logout', { token })).status).toBe(204);
      const loggedOutAt = Date.now();
      const ended = await Promise.race([
        stream.ended.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
      ]);
      expect(ended).toBe(true);
      expect(Date.now() - loggedOutAt).toBeLessThan(5000);
      // Nothing placed afterwards reaches it.
      const customer = await signUpAndLogIn(call, 'late');
      await placeOrder(customer);
      expect(stream.received()).not.toContain(customer.username);
    } finally {
      stream.close();
    }
  });

  it('3: the console sees every pending and every accepted order however many, and pages through the rest', async () => {
    const victim = await signUpAndLogIn(call, 'victim');
    const { 'order-ref': victimRef } = await placeOrder(victim);
    const flooder = await signUpAndLogIn(call, 'flooder');
    const flood: number[] = [];
    for (let n = 0; n < 330; n += 1) flood.push((await placeOrder(flooder))['order-ref']);
    const move = async (refs: number[], status: 'accepted' | 'declined') => {
      for (const ref of refs) {
        const moved = await call('PATCH', `/api/vendor/orders/${ref}`, {
          token: vendorToken,
          body: { status },
        });
        expect(moved.status).toBe(200);
      }
    };
    // The oldest 120 accepted (cooking), then 120 newer ones declined: more history than a page
    // placed after them. The newest 90 stay pending.
    const accepted = flood.slice(0, 120);
    const declined = flood.slice(120, 240);
    await move(accepted, 'accepted');
    await move(declined, 'declined');
    const list = async (query = '') =>
      vendorOrdersResponseSchema.parse(
        (await call('GET', `/api/vendor/orders${query}`, { token: vendorToken })).body,
      );

    const first = await list();
    const refsIn = (status: string) => first.orders.filter((o) => o.status === status).map((o) => o.ref);
    expect(refsIn('pending')).toContain(victimRef);
    expect(refsIn('pending')).toEqual(expect.arrayContaining(flood.slice(240)));
    expect((await list('?status=pending')).orders.map((o) => o.ref)).toEqual(refsIn('pending'));
    // Every accepted order, though 120 declined ones came after them (the console's To cook).
    expect(refsIn('accepted')).toEqual(expect.arrayContaining(accepted));
    expect((await list('?status=accepted')).orders.map((o) => o.ref).sort()).toEqual(
      [...refsIn('accepted')].sort(),
    );

    const closed = (orders: typeof first.orders) =>
      orders.filter((o) => o.status !== 'pending' && o.status !== 'accepted');
    const history = closed(first.orders).map((o) => o.ref);
    expect(history.length).toBeLessThanOrEqual(100);
    // Refs are random (8f): a page holds the orders created before its cursor's, newest first.
    const times = closed(first.orders).map((o) => Date.parse(o.createdAt));
    let cursor = first.next_before;
    while (cursor != null) {
      expect(cursor).toBe(history.at(-1));
      const page = await list(`?before=${cursor}`);
      expect(closed(page.orders)).toEqual(page.orders);
      history.push(...page.orders.map((o) => o.ref));
      times.push(...page.orders.map((o) => Date.parse(o.createdAt)));
      cursor = page.next_before;
    }
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(history).toEqual(expect.arrayContaining(declined));
    expect(new Set(history).size).toBe(history.length);
    expect((await call('GET', '/api/vendor/orders?before=0x10', { token: vendorToken })).status).toBe(400);
  });

  it('8: refs are decimal digits only: 0x1, 1e1, 1.0 and %201 are refused', async () => {
    const customer = await signUpAndLogIn(call, 'refs');
    const { 'order-ref': ref } = await placeOrder(customer);
    expect((await call('GET', `/api/account/Order/Status/${ref}`, { token: customer.token })).status).toBe(
      200,
    );
    for (const spelling of [
      `0x${ref.toString(16)}`,
      `${ref}e0`,
      `${ref}.0`,
      `%20${ref}`,
      `0${ref}`,
      `+${ref}`,
    ]) {
      const answer = await call('GET', `/api/account/Order/Status/${spelling}`, { token: customer.token });
      expect(answer.status, spelling).toBe(400);
      expect(answer.body).toMatchObject({ detail: 'An order reference is a whole number' });
    }
  });

  it("8: an order_name must begin with the caller's own username", async () => {
    const customer = await signUpAndLogIn(call, 'own');
    const other = await signUpAndLogIn(call, 'them');
    const answer = await call('POST', '/api/account/create_order/', {
      token: customer.token,
      body: checkout(other.username),
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fields: { order_name: 'order_name must begin with your username' } });
  });

  it('8: X-Frame-Options agrees with frame-ancestors, and HSTS is never sent over plain HTTP', async () => {
    const answer = await call('GET', '/api/payments/config');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(answer.headers.get('strict-transport-security')).toBeNull();
    // No proxy is trusted here: a client's own X-Forwarded-Proto changes nothing.
    const claimed = await call('GET', '/api/payments/config', { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
  });

  it('8: card payments need PUBLIC_URL, so the return address never follows the Host header', async () => {
    const pglite = await createTestDatabase('pglite');
    try {
      await expect(
        startServer(
          testOptions({
            ...pglite.options,
            paystackSecretKey: paystack.secretKey,
            paystackBaseUrl: paystack.url,
          }),
        ),
      ).rejects.toThrow('PUBLIC_URL must be set to take card payments');
    } finally {
      pglite.dispose();
    }
  });

  it('1: TRUST_PROXY is a hop count or addresses, never "trust everyone"', () => {
    expect(parseTrustProxy(undefined)).toBeUndefined();
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.2, 10.0.1.0/24,::1')).toEqual(['10.0.0.2', '10.0.1.0/24', '::1']);
    for (const bad of ['true', '*', '0.0.0.0/0', 'proxy.example', '10.0.0.1/33']) {
      expect(() => parseTrustProxy(bad), bad).toThrow('TRUST_PROXY');
    }
  });
});

describe('hardening: a changed password ends the event stream (issue 14)', () => {
  let database: TestDatabase;
  let running: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    running = await startTestServer(database);
  });

  afterAll(async () => {
    await running?.stop();
    database?.dispose();
  });

  it('2: the same VENDOR_PASSWORD at a start keeps the stream; a new one ends it within 5 s', async () => {
    const token = await logIn(running.call, VENDOR.username, VENDOR.password);
    const stream = await openEvents(`${running.server.url}/api/vendor/events?token=${token}`);
    try {
      const endedWithin = (ms: number) =>
        Promise.race([
          stream.ended.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
        ]);
      // What every start does with VENDOR_USERNAME/VENDOR_PASSWORD (seed.ts).
      await ensureVendor(running.server.app.store, VENDOR);
      expect(await endedWithin(3000)).toBe(false);
      await ensureVendor(running.server.app.store, { username: VENDOR.username, password: 'New-Kitchen-2!' });
      expect(await endedWithin(5000)).toBe(true);
    } finally {
      stream.close();
    }
  });
});

/** The limits as shipped (no test overrides), behind one trusted proxy hop (TRUST_PROXY=1). */
describe('hardening: rate limits behind TRUST_PROXY=1 (issue 14)', () => {
  let database: TestDatabase;
  let running: TestServer;
  let call: Call;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    running = await startTestServer(database, {
      trustProxy: parseTrustProxy('1'),
      authRateLimit: undefined,
      loginAddressRateLimit: undefined,
      orderRateLimit: undefined,
      newsletterRateLimit: undefined,
    });
    call = running.call;
  });

  afterAll(async () => {
    await running?.stop();
    database?.dispose();
  });

  /** The proxy appends the address it saw; the client wrote everything to its left. */
  const via = (proxySaw: string, forged?: string) => ({
    'x-forwarded-for': forged ? `${forged}, ${proxySaw}` : proxySaw,
  });

  it('1: a forged leftmost X-Forwarded-For entry does not reset the count of wrong logins or sign-ups', async () => {
    const victim = await signUpAndLogIn(call, 'fwd');
    const statuses: number[] = [];
    for (let n = 1; n <= 12; n += 1) {
      const answer = await call('POST', '/api/login', {
        body: { username: victim.username, password: 'wrong-password' },
        headers: via('198.51.100.10', `203.0.113.${n}`),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);

    const signups: number[] = [];
    for (let n = 1; n <= 12; n += 1) {
      const username = `fwdsign${n}_${process.pid % 1000}`;
      const answer = await call('POST', '/api/signup', {
        body: { username, email: `${username}@example.com`, password: 'Jollof#2026' },
        headers: via('198.51.100.11', `203.0.113.${n}`),
      });
      signups.push(answer.status);
    }
    expect(signups.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(signups.slice(10)).toEqual([429, 429]);
  });

  it('4: one address guessing many usernames is refused, and a locked-out customer logs in from another address', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 62; n += 1) {
      const answer = await call('POST', '/api/login', {
        body: { username: `nobody${n}`, password: 'guess' },
        headers: via('198.51.100.20'),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);

    const customer = await signUpAndLogIn(call, 'locked');
    for (let n = 0; n < 11; n += 1) {
      await call('POST', '/api/login', {
        body: { username: customer.username, password: 'wrong' },
        headers: via('198.51.100.21'),
      });
    }
    const locked = await call('POST', '/api/login', {
      body: { username: customer.username, password: 'Jollof#2026' },
      headers: via('198.51.100.21'),
    });
    expect(locked.status).toBe(429);
    const elsewhere = await call('POST', '/api/login', {
      body: { username: customer.username, password: 'Jollof#2026' },
      headers: via('198.51.100.22'),
    });
    expect(elsewhere.status).toBe(200);
  });

  it('8: HSTS only for a request a trusted proxy says came over HTTPS', async () => {
    const https = await call('GET', '/api/payments/config', {
      headers: { 'x-forwarded-for': '198.51.100.40', 'x-forwarded-proto': 'https' },
    });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const plain = await call('GET', '/api/payments/config', {
      headers: { 'x-forwarded-for': '198.51.100.40' },
    });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });

  it('3: one account cannot place more than 10 orders a minute', async () => {
    const customer = await signUpAndLogIn(call, 'flood');
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const answer = await call('POST', '/api/account/create_order/', {
        token: customer.token,
        body: checkout(customer.username),
      });
      statuses.push(answer.status);
      if (answer.status === 429) {
        expect(answer.body).toMatchObject({
          detail: expect.stringMatching(/^Too many orders in a short time/),
        });
        expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      }
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    // Someone else still orders.
    const other = await signUpAndLogIn(call, 'calm');
    const answer = await call('POST', '/api/account/create_order/', {
      token: other.token,
      body: checkout(other.username),
    });
    expect(answer.status).toBe(201);
  });
});
