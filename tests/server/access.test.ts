import { createHash, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/domain/api';
import { checkout, logIn, PASSWORD, signUpAndLogIn, VENDOR, type Answer, type Call } from './helpers/server';
import { testApi } from './helpers/testApi';

/**
 * Access control (issue 8): every authenticated route against missing, malformed, expired and
 * revoked tokens; guessed refs of other customers; customers on vendor routes; and no token,
 * password or hash in any log line or answer.
 */
interface Route {
  method: string;
  path: string;
  body?: unknown;
  vendor?: boolean;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

describe('access control (PGlite)', () => {
  const logLines: string[] = [];
  const api = testApi('pglite', {
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
  /** Every answer body this file received, with the call that produced it. */
  const answers: { what: string; text: string }[] = [];
  /** api.call, each answer kept in `answers`. */
  const call: Call = async (method, path, options) => {
    const answer = await api.call(method, path, options);
    answers.push({ what: `${method} ${path}`, text: answer.text });
    return answer as never;
  };
  /** Every token handed out, and every password used. */
  const secrets = new Set<string>([PASSWORD, VENDOR.password]);
  let alice: { username: string; token: string };
  let bob: { username: string; token: string };
  let aliceRefs: number[];

  const routes = (ref: number): Route[] => [
    { method: 'POST', path: '/api/logout' },
    { method: 'GET', path: '/api/account/me' },
    { method: 'GET', path: '/api/account/Food/Status/' },
    { method: 'GET', path: '/api/account/Delivery/Status/' },
    { method: 'POST', path: '/api/account/create_order/', body: checkout('nobody') },
    { method: 'GET', path: `/api/account/Order/Status/${ref}` },
    { method: 'POST', path: `/api/account/payments/${ref}/`, body: { method: 'cash' } },
    { method: 'POST', path: `/api/account/payments/${ref}/verify/` },
    { method: 'GET', path: '/api/vendor/orders', vendor: true },
    { method: 'PATCH', path: `/api/vendor/orders/${ref}`, body: { status: 'accepted' }, vendor: true },
    { method: 'PATCH', path: `/api/vendor/orders/${ref}/payment`, body: { state: 'paid' }, vendor: true },
    { method: 'PUT', path: '/api/vendor/food-status', body: { status: 'not-ready' }, vendor: true },
    { method: 'PUT', path: '/api/vendor/delivery-status', body: { status: 'not-available' }, vendor: true },
    { method: 'PUT', path: '/api/vendor/sold-out/1', body: { soldOut: true }, vendor: true },
    { method: 'GET', path: '/api/vendor/settings', vendor: true },
    { method: 'GET', path: '/api/vendor/events', vendor: true },
  ];

  async function send(route: Route, headers: Record<string, string>, query = ''): Promise<Answer> {
    const answer = await call(route.method, route.path + query, {
      headers,
      ...(route.body === undefined ? {} : { body: route.body }),
    });
    answers.push({ what: `${route.method} ${route.path}`, text: answer.text });
    return answer;
  }

  async function stored(): Promise<string> {
    const result = (await api.running.server.db.execute(sql`
      select (select count(*) from orders) as orders,
             (select count(*) from sessions) as sessions,
             (select string_agg(id || status || payment_state, ',' order by id) from orders) as states,
             (select coalesce(string_agg(key || value, ',' order by key), '') from settings) as settings,
             (select count(*) from sold_out) as sold_out
    `)) as unknown as { rows: unknown[] };
    return JSON.stringify(result.rows[0]);
  }

  /** Every authenticated route and the event stream answer 401 to these tokens, changing nothing. */
  async function expectRefusedEverywhere(customerToken: string, vendor: string) {
    const before = await stored();
    for (const route of routes(aliceRefs[0]!)) {
      const token = route.vendor ? vendor : customerToken;
      const answer = await send(route, { authorization: `Token ${token}` });
      expect(answer.status, `${route.method} ${route.path}`).toBe(401);
    }
    expect((await call('GET', `/api/vendor/events?token=${vendor}`)).status).toBe(401);
    expect(await stored()).toBe(before);
  }

  beforeAll(async () => {
    alice = await signUpAndLogIn(api.call, 'alice');
    bob = await signUpAndLogIn(api.call, 'bob');
    for (const token of [alice.token, bob.token, api.vendorToken]) secrets.add(token);
    aliceRefs = [];
    for (let i = 0; i < 3; i += 1) {
      const created = await api.call<{ 'order-ref': number }>('POST', '/api/account/create_order/', {
        token: alice.token,
        body: checkout(alice.username),
      });
      expect(created.status).toBe(201);
      aliceRefs.push(created.body['order-ref']);
    }
  });

  it('refuses a missing or malformed token on every authenticated route with 401 and changes nothing', async () => {
    const ref = aliceRefs[0]!;
    const before = await stored();
    const malformed: Record<string, string>[] = [
      {},
      { authorization: '' },
      { authorization: 'Token' },
      { authorization: 'Token ' },
      { authorization: `Bearer ${alice.token}` },
      { authorization: `token${alice.token}` },
      { authorization: `Token ${alice.token}x` },
      { authorization: `Token ${alice.token.slice(0, -1)}` },
      { authorization: `Token ${'A'.repeat(43)}` },
      { authorization: `Token ${hashOf(alice.token)}` },
      { authorization: `Token ${alice.token} ${api.vendorToken}` },
      { authorization: "Token ' OR '1'='1" },
      { authorization: `Basic ${Buffer.from(`${VENDOR.username}:${VENDOR.password}`).toString('base64')}` },
    ];
    for (const route of routes(ref)) {
      for (const headers of malformed) {
        const answer = await send(route, headers);
        expect(answer.status, `${route.method} ${route.path} ${JSON.stringify(headers)}`).toBe(401);
        expect(apiErrorSchema.safeParse(answer.body).success).toBe(true);
      }
    }
    // The event stream's ?token= takes the same tokens, and refuses the same junk.
    for (const token of ['', 'null', `${api.vendorToken}x`, hashOf(api.vendorToken), 'A'.repeat(43)]) {
      const answer = await call('GET', `/api/vendor/events?token=${encodeURIComponent(token)}`);
      expect(answer.status).toBe(401);
    }
    // ?token= is for the event stream only.
    const viaQuery = await call('GET', `/api/account/me?token=${alice.token}`);
    expect(viaQuery.status).toBe(401);
    expect(await stored()).toBe(before);
  });

  it('refuses an expired token on every authenticated route, while a fresh one works', async () => {
    const customer = await signUpAndLogIn(api.call, 'expiring');
    const vendor = await logIn(api.call, VENDOR.username, VENDOR.password);
    secrets.add(customer.token);
    secrets.add(vendor);
    await api.running.server.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second'
          where token_hash in (${hashOf(customer.token)}, ${hashOf(vendor)})`,
    );
    // Past the 5 s token cache: a fresh server on the same database (the PGlite folder).
    await api.restart();
    await expectRefusedEverywhere(customer.token, vendor);
    expect((await call('GET', '/api/account/me', { token: alice.token })).status).toBe(200);
  });

  it('refuses a revoked token on every authenticated route', async () => {
    const customer = await signUpAndLogIn(api.call, 'leaving');
    const vendor = await logIn(api.call, VENDOR.username, VENDOR.password);
    secrets.add(customer.token);
    secrets.add(vendor);
    expect((await call('POST', '/api/logout', { token: customer.token })).status).toBe(204);
    expect((await call('POST', '/api/logout', { token: vendor })).status).toBe(204);
    await expectRefusedEverywhere(customer.token, vendor);
  });

  it("answers 404 for every guessed ref of another customer's order, exactly as for a missing one", async () => {
    const before = await stored();
    // Refs are random (finding 8f): walk every ref that exists, and as many drawn at random.
    const existing = (await api.running.server.db.execute(sql`select id from orders`)) as unknown as {
      rows: { id: number }[];
    };
    const refs = existing.rows.map((row) => row.id);
    expect(refs).toEqual(expect.arrayContaining(aliceRefs));
    const guessed = Array.from({ length: refs.length + 5 }, () => randomInt(100_000, 1_000_000));
    const unknown = randomInt(1_000_000, 2_000_000);
    const missing = await call('GET', `/api/account/Order/Status/${unknown}`, { token: bob.token });
    expect(missing.status).toBe(404);
    for (const ref of [...refs, ...guessed, 1, 2, 3]) {
      const status = await call('GET', `/api/account/Order/Status/${ref}`, { token: bob.token });
      expect(status.status, `ref ${ref}`).toBe(404);
      expect(status.body).toEqual(missing.body);
      const pay = await call('POST', `/api/account/payments/${ref}/`, {
        token: bob.token,
        body: { method: 'cash' },
      });
      expect(pay.status, `pay ref ${ref}`).toBe(404);
      expect(pay.body).toEqual(missing.body);
      const verify = await call('POST', `/api/account/payments/${ref}/verify/`, { token: bob.token });
      expect(verify.status, `verify ref ${ref}`).toBe(404);
    }
    expect(await stored()).toBe(before);
    // Alice still sees her own.
    for (const ref of aliceRefs) {
      expect((await call('GET', `/api/account/Order/Status/${ref}`, { token: alice.token })).status).toBe(
        200,
      );
    }
  });

  it('keeps customers out of every vendor route with 403, changing nothing', async () => {
    const before = await stored();
    for (const route of routes(aliceRefs[0]!).filter((r) => r.vendor)) {
      for (const token of [alice.token, bob.token]) {
        const answer = await send(route, { authorization: `Token ${token}` });
        expect(answer.status, `${route.method} ${route.path}`).toBe(403);
        expect(apiErrorSchema.safeParse(answer.body).success).toBe(true);
      }
    }
    expect((await call('GET', `/api/vendor/events?token=${alice.token}`)).status).toBe(403);
    // A role in a body is ignored: sign-up makes customers only.
    const sneaky = await call('POST', '/api/signup', {
      body: { username: 'sneaky_vendor', email: 'sneaky@example.com', password: PASSWORD, role: 'vendor' },
    });
    expect(sneaky.status).toBe(201);
    const token = await logIn(api.call, 'sneaky_vendor', PASSWORD);
    secrets.add(token);
    expect((await call('GET', '/api/account/me', { token })).body).toMatchObject({ role: 'customer' });
    expect((await call('GET', '/api/vendor/orders', { token })).status).toBe(403);
    const after = JSON.parse(await stored()) as Record<string, unknown>;
    expect(after).toEqual({ ...(JSON.parse(before) as Record<string, unknown>), sessions: after.sessions });
  });

  it('never writes a token, password or hash to the log, and never answers one', async () => {
    // Requests that put the tokens where a careless logger would pick them up.
    await call('GET', `/api/vendor/events?token=${alice.token}`);
    await call('GET', `/api/account/me?token=${bob.token}&x=1`, { token: bob.token });
    await call('POST', '/api/login', { body: { username: alice.username, password: `${PASSWORD}-wrong` } });
    const hashes = (
      (await api.running.server.db.execute(
        sql`select password_hash, token_hash from users left join sessions on sessions.user_id = users.id`,
      )) as unknown as {
        rows: { password_hash: string; token_hash: string | null }[];
      }
    ).rows
      .flatMap((row) => [row.password_hash, row.token_hash ?? ''])
      .filter(Boolean);

    const logs = logLines.join('');
    expect(logs).toContain('incoming request');
    expect(logs).toContain('token=[redacted]');
    for (const secret of [...secrets, ...hashes]) expect(logs, 'a secret in the log').not.toContain(secret);

    // Login answers its own token; nothing else ever shows a token, a password or a hash.
    expect(answers.length).toBeGreaterThan(300);
    for (const { what, text } of answers) {
      if (what === 'POST /api/login') continue;
      for (const secret of [...secrets, ...hashes])
        expect(text, `${what} answered a secret`).not.toContain(secret);
      expect(text).not.toMatch(/scrypt\$|password_?hash|token_?hash/i);
    }
    const me = await call('GET', '/api/account/me', { token: alice.token });
    expect(Object.keys(me.body).sort()).toEqual(['email', 'role', 'username']);
    const orders = await call<{ orders: Record<string, unknown>[] }>('GET', '/api/vendor/orders', {
      token: api.vendorToken,
    });
    expect(JSON.stringify(orders.body)).not.toMatch(/password|token|scrypt/i);
  });
});
