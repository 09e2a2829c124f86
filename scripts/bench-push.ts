// `npm run bench:push` (issue 28): how long a vendor with the console closed waits for the push
// of a new order. 100 orders are placed and committed (cash chosen: the payment step) by 10
// customers at once; each latency runs from the committing request's start to the moment a local
// stand-in push service (scripts/lib/pushStandIn.ts, HTTPS) has the notification, decrypted as the
// phone would to learn its ref. On PGlite and on a throwaway PostgreSQL, server in this process.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCreateOrderPayload } from '../src/domain/order';
import { MENU_SEED } from '../src/domain/menuSeed';
import { pushPayloadSchema } from '../src/domain/push';
import { startServer } from '../src/server/server';
import { startPushStandIn } from './lib/pushStandIn';
import { startThrowawayPostgres } from './lib/throwawayPostgres';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100);
const CUSTOMERS = 10;
const VENDOR = { username: 'benchchef', password: 'Bench-Chef-1!' };
const limit = { max: 1_000_000, timeWindow: 60_000 };

async function json<T>(
  url: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Token ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function run(kind: 'pglite' | 'postgres', database: { dataDir?: string; databaseUrl?: string }) {
  const standIn = await startPushStandIn();
  const server = await startServer({
    ...database,
    port: 0,
    host: '127.0.0.1',
    logger: false,
    staticDir: null,
    vendor: VENDOR,
    authRateLimit: limit,
    loginAddressRateLimit: limit,
    orderRateLimit: limit,
    push: { allowedOrigins: [standIn.origin], agent: standIn.agent },
  });
  try {
    const base = server.url;
    const login = (username: string, password: string) =>
      json<{ token: string }>(`${base}/api/login`, { method: 'POST', body: { username, password } }).then(
        (r) => r.token,
      );
    const vendorToken = await login(VENDOR.username, VENDOR.password);
    const phone = standIn.subscription('kitchen');
    await json(`${base}/api/push/subscriptions`, {
      method: 'POST',
      token: vendorToken,
      body: { ...phone.json, events: ['orders'] },
    });
    const arrived = new Map<number, number>();
    const waiting = new Map<number, () => void>();
    standIn.onPush = (push) => {
      const ref = pushPayloadSchema.parse(JSON.parse(phone.open(push.body))).ref;
      arrived.set(ref, push.at);
      waiting.get(ref)?.();
    };
    const latencies: number[] = [];
    let clock = Date.UTC(2026, 10, 26, 12);
    await Promise.all(
      Array.from({ length: CUSTOMERS }, async (_, c) => {
        const username = `benchpush${c}_${Date.now() % 100000}`;
        await json(`${base}/api/signup`, {
          method: 'POST',
          body: { username, email: `${username}@example.com`, password: 'Jollof#2026' },
        });
        const token = await login(username, 'Jollof#2026');
        for (let i = c; i < ORDERS; i += CUSTOMERS) {
          clock += 1;
          const payload = buildCreateOrderPayload({
            username,
            cart: [{ id: 1, quantity: 1 }],
            menu: MENU_SEED,
            mode: 'pickup',
            zone: '',
            phoneNumber: '08031234567',
            selectedAddress: '',
            at: new Date(clock),
          });
          const created = await json<{ 'order-ref': number }>(`${base}/api/account/create_order/`, {
            method: 'POST',
            token,
            body: payload,
          });
          const ref = created['order-ref'];
          const received = new Promise<void>((resolve) => waiting.set(ref, resolve));
          const start = performance.now();
          await json(`${base}/api/account/payments/${ref}/`, {
            method: 'POST',
            token,
            body: { method: 'cash' },
          });
          if (!arrived.has(ref)) await received;
          latencies.push(arrived.get(ref)! - start);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const pushes = standIn.received.length;
    console.log(
      `${kind.padEnd(8)} ${latencies.length} orders, ${pushes} pushes: p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
        `p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${latencies.at(-1)!.toFixed(1)} ms (target: within 2000 ms)`,
    );
  } finally {
    await server.close();
    await standIn.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bukka-bench-push-'));
try {
  await run('pglite', { dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
const postgres = await startThrowawayPostgres();
try {
  await run('postgres', { databaseUrl: postgres.url });
} finally {
  postgres.stop();
}
