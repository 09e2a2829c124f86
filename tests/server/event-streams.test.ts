import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOrderResponseSchema } from '../../src/domain/api';
import { customerOrderEventSchema } from '../../src/domain/customerOrders';
import { hashToken } from '../../src/server/auth/tokens';
import { STREAMS_FULL_MESSAGE } from '../../src/server/routes/order-stream';
import { openEventStream, openEvents, type EventStream } from '../../scripts/lib/eventStream';
import {
  checkout,
  createTestDatabase,
  logIn,
  PASSWORD,
  signUpAndLogIn,
  startTestServer,
  VENDOR,
  type TestDatabase,
  type TestServer,
} from './helpers/server';

/**
 * Issue 26, finding 4: 1,000 event streams on one customer token all stayed open, each reading
 * its session every 2 s. Now an account holds at most 5 (the 6th closes its oldest), the server
 * at most MAX_EVENT_STREAMS (503 with Retry-After past it), and one query per tick re-reads the
 * sessions of every open stream.
 */
describe('event streams are bounded (issue 26)', () => {
  let database: TestDatabase;
  let running: TestServer;
  const opened: EventStream<unknown>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    running = await startTestServer(database, { maxEventStreams: 12, streamTokenCheckMs: 100 });
  });

  afterEach(() => {
    for (const stream of opened.splice(0)) stream.close();
    vi.restoreAllMocks();
  });

  afterAll(async () => {
    await running?.stop();
    database?.dispose();
  });

  async function myOrdersStream(token: string) {
    const stream = await openEventStream(
      `${running.server.url}/api/account/events?token=${token}`,
      customerOrderEventSchema,
    );
    opened.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  }

  /** Resolves once every stream this server holds has closed (each client's close is async). */
  const serverStreams = () => running.server.app.streams.size;

  it("closes an account's oldest stream when it opens a sixth; the other five and other accounts keep theirs", async () => {
    const ada = await signUpAndLogIn(running.call, 'ada');
    const bola = await signUpAndLogIn(running.call, 'bola');
    const bolas = await myOrdersStream(bola.token);
    const adas: EventStream<unknown>[] = [];
    for (let n = 0; n < 6; n += 1) adas.push(await myOrdersStream(ada.token));
    await adas[0]!.ended;
    expect(serverStreams()).toBe(6);

    const created = await running.call('POST', '/api/account/create_order/', {
      token: ada.token,
      body: checkout(ada.username),
    });
    const ref = createOrderResponseSchema.parse(created.body)['order-ref'];
    for (const stream of adas.slice(1)) {
      await stream.next((event) => (event as { order: { ref: number } }).order.ref === ref);
    }
    // The vendor's console counts as the vendor's own: six consoles, the first makes way.
    const vendorToken = await logIn(running.call, VENDOR.username, VENDOR.password);
    const consoles: EventStream[] = [];
    for (let n = 0; n < 6; n += 1) {
      const stream = await openEvents(`${running.server.url}/api/vendor/events?token=${vendorToken}`);
      opened.push(stream as EventStream<unknown>);
      expect(stream.status).toBe(200);
      consoles.push(stream);
    }
    await consoles[0]!.ended;
    expect(bolas.received()).toContain(': connected');
    expect(serverStreams()).toBe(11);
  });

  it('answers 503 with Retry-After past MAX_EVENT_STREAMS, and opens again once one closes', async () => {
    await expect.poll(serverStreams).toBe(0);
    const streams: EventStream<unknown>[] = [];
    for (let n = 0; n < 12; n += 1) {
      const { token } = await signUpAndLogIn(running.call, 'many');
      streams.push(await myOrdersStream(token));
    }
    const late = await signUpAndLogIn(running.call, 'late');
    const refused = await fetch(`${running.server.url}/api/account/events?token=${late.token}`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({ detail: STREAMS_FULL_MESSAGE, code: 'unavailable' });

    streams[0]!.close();
    await expect.poll(serverStreams).toBe(11);
    await myOrdersStream(late.token);
  });

  it('re-reads the sessions of every open stream in one query per tick, and ends a logged-out one', async () => {
    await expect.poll(serverStreams).toBe(0);
    const store = running.server.app.store;
    const tokens: string[] = [];
    for (const prefix of ['chioma', 'dayo']) {
      const { username } = await signUpAndLogIn(running.call, prefix);
      // A token per stream: five logins each.
      for (let n = 0; n < 5; n += 1) tokens.push(await logIn(running.call, username, PASSWORD));
    }
    const streams: EventStream<unknown>[] = [];
    for (const token of tokens) streams.push(await myOrdersStream(token));

    const oneByOne = vi.spyOn(store, 'sessionUser');
    const batched = vi.spyOn(store, 'sessionUsers');
    await expect.poll(() => batched.mock.calls.length, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    expect(oneByOne).not.toHaveBeenCalled();
    const everyHash = tokens.map(hashToken).sort();
    for (const [hashes] of batched.mock.calls) expect([...hashes].sort()).toEqual(everyHash);

    expect((await running.call('POST', '/api/logout', { token: tokens[3] })).status).toBe(204);
    await streams[3]!.ended;
    expect(serverStreams()).toBe(9);
  });
});
