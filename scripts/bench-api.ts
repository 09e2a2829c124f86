// `npm run bench:api`: requests/s and p99 of order status and create order, on PGlite and on a
// throwaway PostgreSQL, next to a bare Fastify JSON route measured in the same run. Each server
// runs as its own process (the production bundle, LOG_LEVEL=warn); autocannon runs here.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { buildCreateOrderPayload } from '../src/domain/order';
import { startThrowawayPostgres } from './lib/throwawayPostgres';
import { startServerProcess, stopProcess } from './lib/serverProcess';
import { MENU_SEED } from '../src/domain/menuSeed';

const ROOT = resolve(import.meta.dirname, '..');
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Seconds of unmeasured load first: the JIT and a fresh PGlite folder need a moment. */
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const VENDOR = { username: 'benchchef', password: 'Bench-Chef-1!' };

interface Row {
  what: string;
  rps: number;
  p99: number;
  non2xx: number;
  errors: number;
}

function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function load(what: string, options: autocannon.Options): Promise<Row> {
  if (WARMUP > 0) await autocannon({ connections: CONNECTIONS, ...options, duration: WARMUP });
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION, ...options });
  const row = {
    what,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
  console.log(`  ${what}: ${row.rps}/s, p99 ${row.p99} ms, non-2xx ${row.non2xx}, errors ${row.errors}`);
  return row;
}

async function json(url: string, init: RequestInit & { body?: string } = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  const body = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function benchBukka(
  kind: 'pglite' | 'postgres',
  env: Record<string, string>,
  statusOnly = false,
): Promise<{ rows: Row[]; rss?: number }> {
  const { child, url } = await startServerProcess(['dist-server/main.js'], {
    cwd: ROOT,
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      VENDOR_USERNAME: VENDOR.username,
      VENDOR_PASSWORD: VENDOR.password,
      STATIC_DIR: join(ROOT, 'no-storefront'),
      // One account places every order of the benchmark.
      ORDER_RATE_LIMIT: '100000000',
    },
  });
  try {
    const username = `bench_${kind}${statusOnly ? '_nocache' : ''}`;
    await json(`${url}/api/signup`, {
      method: 'POST',
      body: JSON.stringify({ username, email: `${username}@example.com`, password: 'Bench#pass1' }),
    });
    const { token } = (await json(`${url}/api/login`, {
      method: 'POST',
      body: JSON.stringify({ username, password: 'Bench#pass1' }),
    })) as { token: string };
    const auth = { authorization: `Token ${token}`, 'content-type': 'application/json' };
    const template = buildCreateOrderPayload({
      username,
      menu: MENU_SEED,
      cart: [
        { id: 1, quantity: 2 },
        { id: 7, quantity: 1 },
      ],
      mode: 'delivery',
      zone: 'inside_school',
      phoneNumber: '08031234567',
      selectedAddress: 'Room 12, Hall B',
      at: new Date(Date.UTC(2026, 0, 1)),
    });
    const first = await json(`${url}/api/account/create_order/`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(template),
    });
    const ref = first['order-ref'];

    const label = env.STATUS_CACHE_MS === '0' ? `${kind}, no status cache (one query)` : kind;
    const rows = [
      await load(`order status, ${label}`, { url: `${url}/api/account/Order/Status/${ref}`, headers: auth }),
    ];
    if (statusOnly) return { rows };
    let n = 0;
    rows.push(
      await load(`create order, ${kind}`, {
        url: `${url}/api/account/create_order/`,
        method: 'POST',
        headers: auth,
        requests: [
          {
            setupRequest: (request) => {
              n += 1;
              // A new order_name every time: each request is a real new order, not a replay.
              const orderName = `${username}_${String(n).padStart(17, '0')}`;
              return { ...request, body: JSON.stringify({ ...template, order_name: orderName }) };
            },
          },
        ],
      }),
    );
    return { rows, rss: kind === 'pglite' ? rssMiB(child.pid!) : undefined };
  } finally {
    await stopProcess(child);
  }
}

async function main() {
  console.log(`Building the server bundle…`);
  const built = spawnSync(process.execPath, ['scripts/start.ts', '--build-only', '--server-only'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('build failed');

  console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION} s each after ${WARMUP} s of warm-up`);
  const bare = await startServerProcess(
    [
      '--input-type=module',
      '-e',
      `import Fastify from 'fastify';
       const app = Fastify({ logger: false });
       app.get('/bare', async () => ({ status: 'ok' }));
       await app.listen({ port: 0, host: '127.0.0.1' });
       console.log('listening on http://127.0.0.1:' + app.server.address().port);`,
    ],
    { cwd: ROOT, env: {} },
  );
  const rows: Row[] = [];
  try {
    rows.push(await load('bare Fastify JSON route', { url: `${bare.url}/bare` }));
  } finally {
    await stopProcess(bare.child);
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'bukka-bench-'));
  let rss: number | undefined;
  try {
    const pglite = await benchBukka('pglite', { DATA_DIR: dataDir });
    rows.push(...pglite.rows);
    rss = pglite.rss;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }

  const postgres = await startThrowawayPostgres();
  try {
    rows.push(...(await benchBukka('postgres', { DATABASE_URL: postgres.url })).rows);
    // The same read without the status cache: the one-indexed-query path every cache miss takes.
    rows.push(
      ...(await benchBukka('postgres', { DATABASE_URL: postgres.url, STATUS_CACHE_MS: '0' }, true)).rows,
    );
  } finally {
    postgres.stop();
  }

  const bareRps = rows[0]!.rps;
  console.log('\n| route | requests/s | p99 (ms) | vs bare | non-2xx | errors |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) {
    const share = `${Math.round((row.rps / bareRps) * 100)}%`;
    console.log(`| ${row.what} | ${row.rps} | ${row.p99} | ${share} | ${row.non2xx} | ${row.errors} |`);
  }
  console.log(`\nServer RSS on PGlite after its runs: ${rss} MiB`);
}

await main();
