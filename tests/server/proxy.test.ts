import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOrderResponseSchema } from '../../src/domain/api';
import { openEvents } from '../../scripts/lib/eventStream';
import { createDatabaseAt } from '../../scripts/lib/throwawayPostgres';
import { startServerProcess, stopProcess } from '../../scripts/lib/serverProcess';
import { startNginx, type ReverseProxy } from '../../scripts/lib/nginx';
import {
  checkout,
  client,
  logIn,
  signUpAndLogIn,
  VENDOR,
  type Answer,
  type Call,
  type CallOptions,
  serverEntry,
} from './helpers/server';

const ROOT = join(import.meta.dirname, '../..');

interface Backend {
  child: Awaited<ReturnType<typeof startServerProcess>>['child'];
  url: string;
  /** host:port, as nginx's X-Upstream names it. */
  address: string;
}

/** Open vendor event streams on one server, read from its /metrics (loopback: allowed). */
async function openStreams(backend: Backend): Promise<number> {
  const text = await (await fetch(`${backend.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('bukka_event_streams_open '));
  return Number(line?.split(' ')[1] ?? NaN);
}

describe('two servers behind nginx on one PostgreSQL', () => {
  /** A database of its own on the run's PostgreSQL (tests/server/globalSetup.ts). */
  let databaseUrl: string;
  let proxy: ReverseProxy;
  const backends: Backend[] = [];
  const staticDir = mkdtempSync(join(tmpdir(), 'bukka-nostatic-'));

  const startBackend = async (): Promise<Backend> => {
    const { child, url } = await startServerProcess(serverEntry('main'), {
      cwd: ROOT,
      env: {
        DATABASE_URL: databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        TRUST_PROXY: '1',
        // 50 checkouts in a second from five customers: far above a real customer's pace.
        ORDER_RATE_LIMIT: '100000',
        LOG_LEVEL: 'warn',
        STATIC_DIR: staticDir,
        VENDOR_USERNAME: VENDOR.username,
        VENDOR_PASSWORD: VENDOR.password,
      },
    });
    return { child, url, address: new URL(url).host };
  };

  beforeAll(async () => {
    databaseUrl = await createDatabaseAt(inject('postgresUrl'), 'proxy');
    // One after the other: the first applies the migrations.
    for (let i = 0; i < 2; i++) backends.push(await startBackend());
    proxy = await startNginx(
      backends.map((b) => b.address),
      { clientAddressFromHeader: true },
    );
  });

  afterAll(async () => {
    await proxy?.stop();
    for (const backend of backends) {
      if (backend.child.exitCode === null && backend.child.signalCode === null)
        await stopProcess(backend.child);
    }
    rmSync(staticDir, { recursive: true, force: true });
  });

  // Every customer is a phone of its own address (nginx passes it on as the client's, as Caddy
  // would see it on the socket), so the per-address limits of signup and login, counted once for
  // all servers, apply to each phone and not to the whole test.
  let phones = 0;
  const call = (address = `10.17.${Math.floor(++phones / 250)}.${(phones % 250) + 1}`): Call =>
    (<T>(method: string, path: string, options: CallOptions = {}) =>
      client(proxy.url)<T>(method, path, {
        ...options,
        headers: { 'x-forwarded-for': address, ...options.headers },
      })) as Call;
  const upstream = (answer: Answer) => answer.headers.get('x-upstream') ?? '';

  it('delivers an order placed on one server to a console connected to the other within 1 s', async () => {
    const vendor = await logIn(call(), VENDOR.username, VENDOR.password);
    const stream = await openEvents(`${proxy.url}/api/vendor/events`, { authorization: `Token ${vendor}` });
    try {
      expect(stream.status).toBe(200);
      const counts = await Promise.all(backends.map(openStreams));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
      const consoleOn = backends[counts.indexOf(1)]!.address;

      const { username, token } = await signUpAndLogIn(call());
      // Round robin: within a few checkouts one lands on the server without the console.
      for (let attempt = 0; attempt < 6; attempt++) {
        const started = Date.now();
        const created = await call()('POST', '/api/account/create_order/', {
          token,
          body: checkout(username),
        });
        expect(created.status).toBe(201);
        const ref = createOrderResponseSchema.parse(created.body)['order-ref'];
        await stream.next((e) => e.order.ref === ref && e.type === 'created', 1000);
        const elapsed = Date.now() - started;
        if (upstream(created) !== consoleOn) {
          expect(upstream(created)).toMatch(/^127\.0\.0\.1:\d+$/);
          expect(elapsed).toBeLessThan(1000);
          return;
        }
      }
      throw new Error('no checkout reached the other server');
    } finally {
      stream.close();
    }
  });

  it('takes a token from one server on the other, and a logout ends it on both', async () => {
    const { token } = await signUpAndLogIn(call());
    const seen = async (status: number) => {
      const on = new Set<string>();
      for (let i = 0; i < 20 && on.size < 2; i++) {
        const answer = await call()('GET', '/api/account/me', { token });
        if (answer.status === status) on.add(upstream(answer));
        else if (status === 200)
          throw new Error(`/api/account/me answered ${answer.status} on ${upstream(answer)}`);
      }
      return on;
    };
    expect((await seen(200)).size).toBe(2);
    const started = Date.now();
    expect((await call()('POST', '/api/logout', { token })).status).toBe(204);
    // Both servers refuse it (the other one within 1 s: the notification evicts its cache).
    for (;;) {
      const refused = await seen(401);
      if (refused.size === 2) break;
      expect(Date.now() - started).toBeLessThan(1000);
    }
  });

  it("logs the event stream's path, never its ?token= (issue 26)", async () => {
    const secret = 'b'.repeat(43);
    expect((await call()('GET', `/api/vendor/events?token=${secret}`)).status).toBe(401);
    await expect
      .poll(() => proxy.accessLog(), { timeout: 5000 })
      .toContain('GET /api/vendor/events HTTP/1.1" 401');
    expect(proxy.accessLog()).not.toContain(secret);
  });

  it('refuses login attempts past the limit whichever server answers', async () => {
    const { username } = await signUpAndLogIn(call());
    // One guesser, one address: ten wrong passwords are answered, the rest refused, by both servers.
    const guesser = call('203.0.113.77');
    const answers: { status: number; by: string }[] = [];
    for (let n = 0; n < 14; n++) {
      const answer = await guesser('POST', '/api/login', {
        body: { username, password: 'not-the-password' },
      });
      answers.push({ status: answer.status, by: upstream(answer) });
    }
    expect(answers.map((a) => a.status)).toEqual([...Array(10).fill(400), 429, 429, 429, 429]);
    const refusedBy = new Set(answers.filter((a) => a.status === 429).map((a) => a.by));
    expect(refusedBy).toEqual(new Set(backends.map((b) => b.address)));
    const refused = await guesser('POST', '/api/login', { body: { username, password: 'not-the-password' } });
    expect(refused.body).toEqual({
      detail: expect.stringMatching(/^Too many tries\. Please wait /),
      code: 'rate_limited',
    });
  });

  it.each([
    ['stopped (SIGTERM, as a deploy does)', 'SIGTERM'],
    ['killed (SIGKILL, as a crash does)', 'SIGKILL'],
  ] as const)(
    'loses no acknowledged order and doubles none when a server is %s in the middle of 50 checkouts',
    async (_how, signal) => {
      // The previous case stopped a server: put a new one in its place, behind a fresh proxy.
      if (backends[1]!.child.exitCode !== null || backends[1]!.child.signalCode !== null) {
        backends[1] = await startBackend();
        await proxy.stop();
        proxy = await startNginx(
          backends.map((b) => b.address),
          { clientAddressFromHeader: true },
        );
      }
      const customers = await Promise.all(Array.from({ length: 5 }, () => signUpAndLogIn(call())));
      const payloads = Array.from({ length: 50 }, (_, i) => {
        const customer = customers[i % customers.length]!;
        return { customer, body: checkout(customer.username) };
      });
      const acknowledged = new Map<string, number>();
      let victimAnswered = 0;
      let stopping: Promise<void> | undefined;
      const victim = backends[1]!;
      const upstreamsSeen = new Set<string>();
      let passedOn = 0;
      let retried = 0;

      // A checkout that fails for the network (the proxy's 502, a cut connection) is sent again as
      // it was: the same order_name, so a retry can never place a second order.
      const place = async (payload: (typeof payloads)[number]) => {
        for (let attempt = 0; attempt < 20; attempt++) {
          let answer: Answer | undefined;
          try {
            answer = await call()('POST', '/api/account/create_order/', {
              token: payload.customer.token,
              body: payload.body,
            });
          } catch {
            answer = undefined;
          }
          if (answer && (answer.status === 201 || answer.status === 200)) {
            // "a, b" when nginx passed it on after the first server failed: the last one answered.
            const tried = upstream(answer).split(', ');
            upstreamsSeen.add(tried.at(-1)!);
            if (tried.length > 1) passedOn += 1;
            acknowledged.set(
              payload.body.order_name,
              createOrderResponseSchema.parse(answer.body)['order-ref'],
            );
            if (tried.at(-1) === victim.address) victimAnswered += 1;
            // Once it has answered a few (the rest still in flight), one server goes away.
            if (victimAnswered === 3 && !stopping) {
              stopping =
                signal === 'SIGTERM'
                  ? stopProcess(victim.child)
                  : new Promise<void>((done) => {
                      victim.child.removeAllListeners('exit');
                      victim.child.once('exit', () => done());
                      victim.child.kill('SIGKILL');
                    });
            }
            return;
          }
          if (answer && answer.status < 500) throw new Error(`checkout ${answer.status}: ${answer.text}`);
          retried += 1;
          await new Promise((done) => setTimeout(done, 100));
        }
        throw new Error('a checkout never went through');
      };
      await Promise.all(payloads.map(place));
      await stopping;
      expect(victim.child.exitCode !== null || victim.child.signalCode !== null).toBe(true);
      expect(upstreamsSeen).toEqual(new Set(backends.map((b) => b.address)));
      console.log(
        `50 checkouts, ${signal}: ${passedOn} passed on by nginx to the other server, ${retried} tapped again`,
      );
      expect(acknowledged.size).toBe(50);

      const db = new pg.Client({ connectionString: databaseUrl });
      await db.connect();
      try {
        const rows = (
          await db.query<{ id: number; order_name: string }>(
            'select id, order_name from orders where order_name = any($1::text[])',
            [payloads.map((p) => p.body.order_name)],
          )
        ).rows;
        // Each checkout is in the database exactly once, under the ref its customer was given.
        expect(rows).toHaveLength(50);
        expect(new Set(rows.map((r) => r.order_name)).size).toBe(50);
        for (const row of rows) expect(acknowledged.get(row.order_name)).toBe(row.id);
      } finally {
        await db.end();
      }
      // The proxy keeps serving on the survivor.
      expect((await call()('GET', '/readyz')).status).toBe(200);
    },
  );
});
