import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '../../src/domain/api';
import { openEvents } from '../../scripts/lib/eventStream';
import {
  checkout,
  createTestDatabase,
  logIn,
  signUpAndLogIn,
  startTestServer,
  VENDOR,
  type TestDatabase,
  type TestServer,
  serverEntry,
} from './helpers/server';

const ROOT = resolve(import.meta.dirname, '../..');

/** `npm run vendor:create -- NAME --password …`, as its own process on the same database. */
function vendorCreate(databaseUrl: string, name: string, password: string): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [...serverEntry('cli'), name, '--password', password], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done(output) : fail(new Error(`vendor:create exited ${code}: ${output}`)),
    );
  });
}

describe('two servers on one PostgreSQL database', () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    // A status cache that would stay stale for a minute: only the notification can refresh it.
    // Sessions trusted from memory for a minute: only the notification can end one sooner.
    a = await startTestServer(database, { statusCacheMs: 60_000, sessionCacheMs: 60_000 });
    b = await startTestServer(database, { statusCacheMs: 60_000, sessionCacheMs: 60_000 });
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    database?.dispose();
  });

  it('shows a console on one server the orders taken by the other, and their changes', async () => {
    const vendorOnA = await logIn(a.call, VENDOR.username, VENDOR.password);
    const vendorOnB = await logIn(b.call, VENDOR.username, VENDOR.password);
    const stream = await openEvents(`${a.server.url}/api/vendor/events`, {
      authorization: `Token ${vendorOnA}`,
    });
    try {
      const { username, token } = await signUpAndLogIn(b.call);
      const created = await b.call('POST', '/api/account/create_order/', { token, body: checkout(username) });
      const ref = createOrderResponseSchema.parse(created.body)['order-ref'];
      const seen = await stream.next((e) => e.order.ref === ref && e.type === 'created');
      expect(seen.order.customer).toBe(username);

      // The customer tracks on A (caching "pending"), the kitchen accepts on B.
      expect((await a.call('GET', `/api/account/Order/Status/${ref}`, { token })).body).toEqual({
        Order_Status: 'pending',
      });
      await b.call('PATCH', `/api/vendor/orders/${ref}`, { token: vendorOnB, body: { status: 'accepted' } });
      await stream.next((e) => e.order.ref === ref && e.order.status === 'accepted');
      expect((await a.call('GET', `/api/account/Order/Status/${ref}`, { token })).body).toEqual({
        Order_Status: 'accepted',
      });
      // Each event arrives once: not echoed back by the server that published it.
      await new Promise((done) => setTimeout(done, 200));
      expect(stream.received().match(new RegExp(`"ref":${ref},`, 'g'))?.length).toBe(2);
    } finally {
      stream.close();
    }
  });

  it('ends on every server a session logged out on one', async () => {
    const { token } = await signUpAndLogIn(a.call);
    // Both servers now hold the session in memory.
    expect((await a.call('GET', '/api/account/me', { token })).status).toBe(200);
    expect((await b.call('GET', '/api/account/me', { token })).status).toBe(200);
    expect((await a.call('POST', '/api/logout', { token })).status).toBe(204);
    expect((await a.call('GET', '/api/account/me', { token })).status).toBe(401);
    await expect
      .poll(async () => (await b.call('GET', '/api/account/me', { token })).status, {
        timeout: 1000,
        interval: 20,
      })
      .toBe(401);
  });

  it('ends on every server, within 1 s, the old tokens of a password changed by npm run vendor:create (issue 26)', async () => {
    const { username, token } = await signUpAndLogIn(a.call);
    // Both servers now trust the token from memory for a minute.
    expect((await a.call('GET', '/api/account/me', { token })).status).toBe(200);
    expect((await b.call('GET', '/api/account/me', { token })).status).toBe(200);
    const output = await vendorCreate(database.options.databaseUrl!, username, 'A brand-new password #26');
    expect(output).toContain(`${username} is now a vendor, with the new password.`);
    const changedAt = Date.now();
    for (const server of [a, b]) {
      await expect
        .poll(async () => (await server.call('GET', '/api/account/me', { token })).status, {
          timeout: 1000,
          interval: 20,
        })
        .toBe(401);
    }
    expect(Date.now() - changedAt).toBeLessThan(1000);
    // The new password works on either server.
    expect(await logIn(b.call, username, 'A brand-new password #26')).toBeTruthy();
  });
});
