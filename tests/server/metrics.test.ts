import { describe, expect, it } from 'vitest';
import { openEvents } from '../../scripts/lib/eventStream';
import { checkout, signUpAndLogIn } from './helpers/server';
import { testApi } from './helpers/testApi';

const TOKEN = 'metrics-secret-for-tests';

/** The value of one sample line, e.g. `bukka_orders_created_total 2`. */
function sample(text: string, pattern: RegExp): number | undefined {
  const line = text.split('\n').find((l) => !l.startsWith('#') && pattern.test(l));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.each(['pglite', 'postgres'] as const)('/metrics on %s', (kind) => {
  const logged: string[] = [];
  const api = testApi(kind, {
    metricsToken: TOKEN,
    logger: { level: 'info', stream: { write: (line: string) => void logged.push(line) } },
  });
  const { call } = api;

  it('counts orders, latency by route, open event streams and the pool', async () => {
    const before = await call('GET', '/metrics');
    expect(before.status).toBe(200);
    expect(before.headers.get('content-type')).toContain('text/plain');
    expect(sample(before.text, /^bukka_orders_created_total /)).toBe(0);

    const { username, token } = await signUpAndLogIn(call);
    const order = checkout(username);
    expect((await call('POST', '/api/account/create_order/', { token, body: order })).status).toBe(201);
    // The same order_name again is the same order: not counted twice.
    expect((await call('POST', '/api/account/create_order/', { token, body: order })).status).toBe(200);
    expect(
      (await call('POST', '/api/account/create_order/', { token, body: checkout(username) })).status,
    ).toBe(201);

    const stream = await openEvents(`${api.running.server.url}/api/vendor/events`, {
      authorization: `Token ${api.vendorToken}`,
    });
    try {
      const text = (await call('GET', '/metrics')).text;
      expect(sample(text, /^bukka_orders_created_total /)).toBe(2);
      expect(sample(text, /^bukka_event_streams_open /)).toBe(1);
      expect(
        sample(
          text,
          /^bukka_http_request_duration_seconds_count\{method="POST",route="\/api\/account\/create_order\/",status_code="201"\}/,
        ),
      ).toBe(2);
      expect(text).toMatch(
        /bukka_http_request_duration_seconds_bucket\{le="0.1",method="POST",route="\/api\/login"/,
      );
      expect(text).toContain('bukka_process_resident_memory_bytes');
      expect(text).not.toMatch(/route="\/(healthz|readyz|metrics)"/);
      if (kind === 'postgres') {
        expect(sample(text, /^bukka_db_pool_connections\{state="max"\}/)).toBe(10);
        expect(sample(text, /^bukka_db_pool_connections\{state="total"\}/)).toBeGreaterThan(0);
      }
    } finally {
      stream.close();
    }
    await expect
      .poll(async () => sample((await call('GET', '/metrics')).text, /^bukka_event_streams_open /))
      .toBe(0);
    expect(logged.filter((line) => line.includes('/metrics'))).toEqual([]);
  });

  it('answers a proxied request only with the METRICS_TOKEN', async () => {
    const proxied = { 'x-forwarded-for': '203.0.113.9' };
    const refused = await call('GET', '/metrics', { headers: proxied });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ detail: 'Metrics need the METRICS_TOKEN', code: 'login_required' });
    expect(refused.text).not.toContain('bukka_');
    const wrong = await call('GET', '/metrics', {
      headers: { ...proxied, authorization: 'Bearer nope' },
    });
    expect(wrong.status).toBe(401);
    const right = await call('GET', '/metrics', {
      headers: { ...proxied, authorization: `Bearer ${TOKEN}` },
    });
    expect(right.status).toBe(200);
    expect(right.text).toContain('bukka_orders_created_total');
  });

  // Issue 26: a loopback proxy that sends only X-Real-IP (or Via, or another X-Forwarded-*) got
  // every figure, and `/metrics/` is the same route (Fastify ignores the trailing slash).
  it.each([
    ['x-real-ip', '203.0.113.9'],
    ['via', '1.1 Caddy'],
    ['x-forwarded-host', 'bukka.example.ng'],
    ['x-forwarded-proto', 'https'],
    ['X-Forwarded-Port', '443'],
    ['forwarded', 'for=203.0.113.9'],
  ])('counts a request carrying %s as proxied: no figures without the token', async (name, value) => {
    for (const path of ['/metrics', '/metrics/']) {
      const refused = await call('GET', path, { headers: { [name]: value } });
      expect(refused.status, path).toBe(401);
      expect(refused.text).not.toContain('bukka_');
      const right = await call('GET', path, {
        headers: { [name]: value, authorization: `Bearer ${TOKEN}` },
      });
      expect(right.status).toBe(200);
    }
    // Straight from this machine, nothing forwarded: the figures.
    expect((await call('GET', '/metrics/')).status).toBe(200);
  });
});
