import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderResponseSchema, vendorOrdersResponseSchema } from '../../src/domain/api';
import { startServer, type RunningServer } from '../../src/server/server';
import { openEvents } from '../../scripts/lib/eventStream';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/lib/throwawayPostgres';
import { checkout, client, logIn, signUpAndLogIn, testOptions, VENDOR, type Call } from './helpers/server';

/**
 * PostgreSQL restarts under two servers: each one's LISTEN connection dies with it, and must come
 * back by itself, or a kitchen console on one server never again sees the orders of the other.
 */
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Retries a call while the pool is still finding its way back to the database (503). */
async function once503sPass<T extends { status: number }>(call: () => Promise<T>): Promise<T> {
  let answer = await call();
  for (let tries = 0; answer.status === 503 && tries < 100; tries += 1) {
    await sleep(100);
    answer = await call();
  }
  return answer;
}

/** What a server logs, one parsed JSON line each. */
function logLines() {
  const lines: { level: number; msg?: string }[] = [];
  return {
    lines,
    stream: { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) },
  };
}

describe('the listener between servers when PostgreSQL restarts', () => {
  let postgres: ThrowawayPostgres;
  let a: RunningServer;
  let b: RunningServer;
  let callA: Call;
  let callB: Call;
  const logOfA = logLines();

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    const databaseUrl = await postgres.createDatabase('shared');
    // A status cache that would stay stale for a minute: only the listener can refresh it in time.
    a = await startServer(
      testOptions({ databaseUrl, statusCacheMs: 60_000, logger: { level: 'info', stream: logOfA.stream } }),
    );
    b = await startServer(testOptions({ databaseUrl, statusCacheMs: 60_000 }));
    callA = client(a.url);
    callB = client(b.url);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    postgres?.stop();
  });

  it('brings the orders taken on the other server back to a console once the database is up again', async () => {
    const vendorOnA = await logIn(callA, VENDOR.username, VENDOR.password);
    const stream = await openEvents(`${a.url}/api/vendor/events`, { authorization: `Token ${vendorOnA}` });
    const streams = [stream];
    try {
      const customer = await signUpAndLogIn(callB);
      const placed = await callB('POST', '/api/account/create_order/', {
        token: customer.token,
        body: checkout(customer.username),
      });
      const ref = createOrderResponseSchema.parse(placed.body)['order-ref'];
      await stream.next((e) => e.order.ref === ref && e.type === 'created');
      // The customer tracks on A: "pending" is cached there for a minute.
      expect(
        (await callA('GET', `/api/account/Order/Status/${ref}`, { token: customer.token })).body,
      ).toEqual({
        Order_Status: 'pending',
      });

      postgres.pause();
      postgres.resume();

      // The kitchen accepts on B as soon as B reaches the database, very likely before A listens
      // again: that notification is lost, so A must forget its cached status when it reconnects.
      const vendorOnB = await once503sPass(() =>
        callB<{ token: string }>('POST', '/api/login', { body: VENDOR }),
      );
      expect(vendorOnB.status).toBe(200);
      const accepted = await once503sPass(() =>
        callB('PATCH', `/api/vendor/orders/${ref}`, {
          token: vendorOnB.body.token,
          body: { status: 'accepted' },
        }),
      );
      expect(accepted.status).toBe(200);
      let status = await once503sPass(() =>
        callA('GET', `/api/account/Order/Status/${ref}`, { token: customer.token }),
      );
      for (let tries = 0; status.body.Order_Status !== 'accepted' && tries < 50; tries += 1) {
        await sleep(200);
        status = await callA('GET', `/api/account/Order/Status/${ref}`, { token: customer.token });
      }
      expect(status.body).toEqual({ Order_Status: 'accepted' });

      // A ends its consoles' streams once it listens again: what B sent in between is lost to
      // NOTIFY, so the console reconnects and reads its list again, which holds the order.
      await expect(
        Promise.race([stream.ended.then(() => 'ended'), sleep(10_000).then(() => 'still open')]),
      ).resolves.toBe('ended');
      const list = vendorOrdersResponseSchema.parse(
        (await callA('GET', '/api/vendor/orders', { token: vendorOnA })).body,
      );
      expect(list.orders.find((order) => order.ref === ref)?.status).toBe('accepted');
      const reopened = await openEvents(`${a.url}/api/vendor/events`, {
        authorization: `Token ${vendorOnA}`,
      });
      streams.push(reopened);

      // New orders on B reach A's console live again. One placed before A listens is gone for
      // good (NOTIFY keeps nothing), so place them until one arrives.
      const deadline = Date.now() + 8000;
      let arrived: number | undefined;
      while (arrived === undefined && Date.now() < deadline) {
        const next = await once503sPass(() =>
          callB('POST', '/api/account/create_order/', {
            token: customer.token,
            body: checkout(customer.username),
          }),
        );
        const nextRef = createOrderResponseSchema.parse(next.body)['order-ref'];
        arrived = await reopened
          .next((e) => e.order.ref === nextRef && e.type === 'created', 1000)
          .then(() => nextRef)
          .catch(() => undefined);
      }
      expect(arrived, 'an order placed on B after the restart reaches the console on A').toBeDefined();

      // The loss and the recovery are both in A's log, once each.
      const messages = logOfA.lines.map((line) => line.msg ?? '');
      expect(messages.filter((msg) => msg.startsWith('database listener lost'))).toHaveLength(1);
      expect(messages.filter((msg) => msg === 'database listener reconnected')).toHaveLength(1);
      expect(logOfA.lines.find((line) => line.msg?.startsWith('database listener lost'))?.level).toBe(40);
    } finally {
      streams.forEach((open) => open.close());
    }
  });

  it('stops trying to listen once the server is closed, even while the database is down', async () => {
    const databaseUrl = await postgres.createDatabase('closing');
    const server = await startServer(testOptions({ databaseUrl }));
    postgres.pause();
    try {
      // Let it fail a retry or two, then close: no hang on the retries.
      await sleep(800);
      const started = Date.now();
      await server.close();
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      postgres.resume();
    }
    // Longer than the longest backoff: a retry still scheduled would have connected by now.
    await sleep(6000);
    const look = new pg.Client({ connectionString: postgres.url });
    await look.connect();
    try {
      const connections = await look.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = 'closing'",
      );
      expect(connections.rows[0]!.n).toBe(0);
    } finally {
      await look.end();
    }
  });
});
