import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../src/server/trust-proxy';
import {
  checkout,
  createTestDatabase,
  signUpAndLogIn,
  startTestServer,
  type TestDatabase,
  type TestServer,
} from './helpers/server';

/**
 * Issue 17 item 5 / issue 14: two servers behind one proxy on one PostgreSQL count the same
 * tries, so a guesser gets the same number whichever server answers.
 */
describe('rate limits shared by two servers on one PostgreSQL database', () => {
  let database: TestDatabase;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const options = {
      trustProxy: parseTrustProxy('1'),
      // The shipped login limits; a short order window so its expiry shows within the test.
      authRateLimit: undefined,
      loginAddressRateLimit: undefined,
      orderRateLimit: { max: 3, timeWindow: 2000 },
    };
    a = await startTestServer(database, options);
    b = await startTestServer(database, options);
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    database?.dispose();
  });

  it('refuses the 11th wrong login for one name and address whichever server answers each try', async () => {
    const victim = await signUpAndLogIn(a.call, 'shared');
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) {
      const server = n % 2 === 0 ? a : b;
      const answer = await server.call('POST', '/api/login', {
        body: { username: victim.username, password: 'wrong-password' },
        headers: { 'x-forwarded-for': '198.51.100.30' },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429, 429]);
    // Another address is another count, on either server.
    const elsewhere = await b.call('POST', '/api/login', {
      body: { username: victim.username, password: 'Jollof#2026' },
      headers: { 'x-forwarded-for': '198.51.100.31' },
    });
    expect(elsewhere.status).toBe(200);
  });

  it('counts one account’s orders across both servers, and starts over when the window ends', async () => {
    const customer = await signUpAndLogIn(a.call, 'sharedorder');
    const order = (server: TestServer) =>
      server.call('POST', '/api/account/create_order/', {
        token: customer.token,
        body: checkout(customer.username),
      });
    const statuses = [
      (await order(a)).status,
      (await order(b)).status,
      (await order(a)).status,
      (await order(b)).status,
    ];
    expect(statuses).toEqual([201, 201, 201, 429]);
    await new Promise((done) => setTimeout(done, 2100));
    expect((await order(b)).status).toBe(201);
  });
});
