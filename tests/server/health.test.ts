import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/lib/throwawayPostgres';
import { startTestServer, type TestServer } from './helpers/server';
import { testApi } from './helpers/testApi';

describe.each(['pglite', 'postgres'] as const)('health probes on %s', (kind) => {
  const logged: string[] = [];
  const api = testApi(kind, {
    logger: { level: 'info', stream: { write: (line: string) => void logged.push(line) } },
  });
  const { call } = api;

  it('answers /healthz and /readyz, and logs neither', async () => {
    const health = await call('GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await call('GET', '/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready' });
    // A route that is logged, as a witness that the stream does receive request logs.
    await call('GET', '/api/payments/config');
    await new Promise((done) => setTimeout(done, 50));
    expect(logged.some((line) => line.includes('/api/payments/config'))).toBe(true);
    expect(logged.filter((line) => /\/(healthz|readyz)/.test(line))).toEqual([]);
  });

  it('is not rate limited', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, () => call('GET', '/readyz')));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
  });

  it('is not ready when a migration of this build is missing from the database', async () => {
    const db = api.running.server.db;
    const last = (await db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const row = last.rows[0]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const ready = await call('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({
        detail: expect.stringContaining('migrations pending'),
        code: 'unavailable',
      });
      expect((await call('GET', '/healthz')).status).toBe(200);
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await call('GET', '/readyz')).status).toBe(200);
  });
});

describe('readiness while PostgreSQL is away', () => {
  let postgres: ThrowawayPostgres;
  let server: TestServer;

  beforeAll(async () => {
    postgres = await startThrowawayPostgres();
    server = await startTestServer({
      kind: 'postgres',
      options: { databaseUrl: postgres.url },
      dispose: () => undefined,
    });
  });
  afterAll(async () => {
    await server?.stop();
    postgres?.stop();
  });

  it('answers 503 on /readyz within the probe timeout, 200 on /healthz, and is ready again after', async () => {
    postgres.pause();
    try {
      const started = Date.now();
      const ready = await server.call('GET', '/readyz');
      expect(ready.status).toBe(503);
      expect(ready.body).toEqual({ detail: 'The database is not answering', code: 'unavailable' });
      expect(Date.now() - started).toBeLessThan(4000);
      expect((await server.call('GET', '/healthz')).status).toBe(200);
    } finally {
      postgres.resume();
    }
    await expect
      .poll(async () => (await server.call('GET', '/readyz')).status, { timeout: 10_000, interval: 200 })
      .toBe(200);
  });
});
