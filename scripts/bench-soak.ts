// `npm run bench:soak`: 50 simulated customers at once (sign up, log in, read the switches,
// check out, poll the order's status, log out, and again as a new customer) for 60 s against the
// production bundle on a fresh PGlite folder, with the vendor's live stream open and counting.
// Prints errors, p50/p99 per call, orders stored against orders acknowledged, and events received
// against orders created. Loopback only.
//   SOAK_SECONDS (60)  SOAK_USERS (50)  SOAK_THINK_MS (250)  SOAK_DB: pglite | postgres | both (pglite)
//   SOAK_SERVERS=2: on PostgreSQL, one server, then two servers behind nginx (round robin), in the
//   same run, the vendor's stream through the proxy too (SOAK_DB is then ignored).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildCreateOrderPayload } from '../src/domain/order';
import { openDatabase } from '../src/server/db/client';
import { startThrowawayPostgres } from './lib/throwawayPostgres';
import { startNginx } from './lib/nginx';
import { startServerProcess, stopProcess } from './lib/serverProcess';
import { openEvents } from './lib/eventStream';
import { MENU_SEED } from '../src/domain/menuSeed';

const ROOT = resolve(import.meta.dirname, '..');
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const USERS = Number(process.env.SOAK_USERS ?? 50);
const THINK_MS = Number(process.env.SOAK_THINK_MS ?? 250);
const KINDS =
  (process.env.SOAK_DB ?? 'pglite') === 'both' ? ['pglite', 'postgres'] : [process.env.SOAK_DB ?? 'pglite'];
const SERVERS = Number(process.env.SOAK_SERVERS ?? 1);
const VENDOR = { username: 'soakchef', password: 'Soak-Chef-1!' };
const PASSWORD = 'Soak#pass1';

function startProcess(env: Record<string, string>) {
  return startServerProcess(['dist-server/main.js'], {
    cwd: ROOT,
    env: {
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
      VENDOR_USERNAME: VENDOR.username,
      VENDOR_PASSWORD: VENDOR.password,
      STATIC_DIR: join(ROOT, 'no-storefront'),
      // Every simulated phone has its own address (X-Forwarded-For), as on a real campus: the
      // per-address limits of login and signup apply to each, not to all 50 at once.
      TRUST_PROXY: '1',
      // Each simulated customer orders every few seconds, far above a real one's pace.
      ORDER_RATE_LIMIT: '100000',
      ...env,
    },
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

class Stats {
  readonly latencies = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly samples: string[] = [];

  record(what: string, ms: number) {
    const list = this.latencies.get(what) ?? [];
    list.push(ms);
    this.latencies.set(what, list);
  }

  fail(what: string, detail: string) {
    this.errors.set(what, (this.errors.get(what) ?? 0) + 1);
    if (this.samples.length < 10) this.samples.push(`${what}: ${detail}`);
  }

  get errorCount() {
    return [...this.errors.values()].reduce((a, b) => a + b, 0);
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Counts the vendor's `order` events of type `created`, by ref. */
async function openVendorStream(url: string, token: string) {
  const stream = await openEvents(`${url}/api/vendor/events?token=${token}`);
  if (stream.status !== 200) throw new Error(`vendor stream ${stream.status}`);
  return {
    created: () => new Set(stream.events().flatMap((e) => (e.type === 'created' ? [e.order.ref] : []))),
    events: () => stream.events().length,
    close: () => stream.close(),
  };
}

/** What the customers talk to: one server, or several behind a proxy. */
interface Target {
  url: string;
  stop(): Promise<void>;
}

async function oneServer(env: Record<string, string>): Promise<Target> {
  const { child, url } = await startProcess(env);
  return { url, stop: () => (child.exitCode === null ? stopProcess(child) : Promise.resolve()) };
}

async function serversBehindNginx(n: number, env: Record<string, string>): Promise<Target> {
  const children: Awaited<ReturnType<typeof startProcess>>[] = [];
  // One after the other: the first applies the migrations.
  for (let i = 0; i < n; i++) children.push(await startProcess(env));
  const proxy = await startNginx(
    children.map((c) => new URL(c.url).host),
    { clientAddressFromHeader: true },
  );
  return {
    url: proxy.url,
    stop: async () => {
      await proxy.stop();
      for (const { child } of children) if (child.exitCode === null) await stopProcess(child);
    },
  };
}

async function soak(kind: string, start: () => Promise<Target>, count: () => Promise<Set<number>>) {
  const target = await start();
  const url = target.url;
  const stats = new Stats();
  const acknowledged = new Set<number>();
  let replays = 0;
  let customers = 0;
  let stream: Awaited<ReturnType<typeof openVendorStream>> | undefined;
  try {
    const vendorLogin = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.255.255.254' },
      body: JSON.stringify(VENDOR),
    });
    const { token: vendorToken } = (await vendorLogin.json()) as { token: string };
    stream = await openVendorStream(url, vendorToken);

    const deadline = Date.now() + SECONDS * 1000;
    let clock = Date.UTC(2026, 10, 21, 8, 0, 0, 0);

    async function timed(
      what: string,
      ip: string,
      method: string,
      path: string,
      options: { token?: string; body?: unknown; expect: number[] },
    ): Promise<Record<string, unknown> | undefined> {
      const headers: Record<string, string> = { 'x-forwarded-for': ip };
      if (options.body !== undefined) headers['content-type'] = 'application/json';
      if (options.token) headers.authorization = `Token ${options.token}`;
      const started = performance.now();
      try {
        const response = await fetch(url + path, {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        });
        const text = await response.text();
        stats.record(what, performance.now() - started);
        if (!options.expect.includes(response.status)) {
          stats.fail(what, `${response.status} ${text.slice(0, 200)}`);
          return undefined;
        }
        return text ? (JSON.parse(text) as Record<string, unknown>) : {};
      } catch (error) {
        stats.fail(what, String(error));
        return undefined;
      }
    }

    async function customer(slot: number) {
      for (let round = 0; Date.now() < deadline; round += 1) {
        customers += 1;
        const ip = `10.${slot}.${Math.floor(round / 250)}.${(round % 250) + 1}`;
        const username = `soak${kind[0]}${slot}_${round}`;
        const signup = await timed('signup', ip, 'POST', '/api/signup', {
          body: { username, email: `${username}@example.com`, password: PASSWORD },
          expect: [201],
        });
        if (!signup) continue;
        const login = await timed('login', ip, 'POST', '/api/login', {
          body: { username, password: PASSWORD },
          expect: [200],
        });
        const token = login?.token as string | undefined;
        if (!token) continue;
        for (let order = 0; order < 3 && Date.now() < deadline; order += 1) {
          // The cart drawer reads the switches and the sold-out list before checkout.
          await timed('food status', ip, 'GET', '/api/account/Food/Status/', { token, expect: [200] });
          await timed('delivery status', ip, 'GET', '/api/account/Delivery/Status/', {
            token,
            expect: [200],
          });
          await timed('sold-out list', ip, 'GET', '/api/menu/sold-out', { expect: [200] });
          await sleep(THINK_MS);
          clock += 1;
          const n = slot + round + order;
          const payload = buildCreateOrderPayload({
            username,
            menu: MENU_SEED,
            cart: [
              { id: 1 + (n % 9), quantity: 1 + (n % 3) },
              { id: 1 + ((n + 3) % 9), quantity: 1 },
            ],
            mode: n % 2 === 0 ? 'delivery' : 'pickup',
            zone: 'inside_school',
            phoneNumber: '08031234567',
            selectedAddress: `Room ${slot}, Hall ${round}`,
            at: new Date(clock),
          });
          const created = await timed('checkout', ip, 'POST', '/api/account/create_order/', {
            token,
            body: payload,
            expect: [201],
          });
          const ref = created?.['order-ref'] as number | undefined;
          if (ref === undefined) continue;
          if (acknowledged.has(ref)) replays += 1;
          acknowledged.add(ref);
          await timed('pay (cash)', ip, 'POST', `/api/account/payments/${ref}/`, {
            token,
            body: { method: 'cash' },
            expect: [200],
          });
          for (let poll = 0; poll < 3 && Date.now() < deadline; poll += 1) {
            await sleep(THINK_MS);
            await timed('order status', ip, 'GET', `/api/account/Order/Status/${ref}`, {
              token,
              expect: [200],
            });
          }
        }
        await timed('logout', ip, 'POST', '/api/logout', { token, expect: [204] });
      }
    }

    console.log(`\n${kind}: ${USERS} customers for ${SECONDS} s (think ${THINK_MS} ms)…`);
    const began = Date.now();
    await Promise.all(Array.from({ length: USERS }, (_, slot) => customer(slot + 1)));
    const elapsed = (Date.now() - began) / 1000;
    // The stream may be a moment behind the last answers: wait for it, but not forever.
    for (let i = 0; i < 50 && [...acknowledged].some((ref) => !stream!.created().has(ref)); i += 1)
      await sleep(100);
    const eventsSeen = stream.created().size;
    const missed = [...acknowledged].filter((ref) => !stream!.created().has(ref)).length;
    stream.close();
    await target.stop();

    const stored = await count();
    const lostAcks = [...acknowledged].filter((ref) => !stored.has(ref)).length;
    const unacked = [...stored].filter((ref) => !acknowledged.has(ref)).length;

    const requests = [...stats.latencies.values()].reduce((sum, list) => sum + list.length, 0);
    console.log(`\n| call (${kind}) | count | p50 ms | p99 ms | errors |`);
    console.log('| --- | ---: | ---: | ---: | ---: |');
    for (const [what, list] of stats.latencies) {
      const sorted = [...list].sort((a, b) => a - b);
      console.log(
        `| ${what} | ${list.length} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${stats.errors.get(what) ?? 0} |`,
      );
    }
    console.log(
      `\n${kind}: ${requests} requests in ${elapsed.toFixed(1)} s (${Math.round(requests / elapsed)}/s), ` +
        `${customers} customers served, errors ${stats.errorCount} ${stats.errorCount === 0 ? '✔ zero' : '✘'}`,
    );
    console.log(
      `${kind}: orders acknowledged ${acknowledged.size}, stored ${stored.size}, acknowledged but missing ${lostAcks}, ` +
        `stored but never acknowledged ${unacked}, duplicate refs ${replays}`,
    );
    console.log(
      `${kind}: vendor stream saw ${eventsSeen} of ${acknowledged.size} new orders (${missed} missed), ` +
        `${stream.events()} events in all`,
    );
    for (const sample of stats.samples) console.log(`  error: ${sample}`);
    return stats.errorCount === 0 && lostAcks === 0 && unacked === 0 && missed === 0;
  } finally {
    stream?.close();
    await target.stop();
  }
}

async function storedRefs(options: { dataDir?: string; databaseUrl?: string }): Promise<Set<number>> {
  const database = await openDatabase(options);
  try {
    const result = (await database.db.execute(
      sql`select o.id from orders o join users u on u.id = o.user_id where u.username like 'soak%'`,
    )) as unknown as { rows: { id: number }[] };
    return new Set(result.rows.map((row) => Number(row.id)));
  } finally {
    await database.close();
  }
}

async function main() {
  console.log('Building the server bundle…');
  const built = spawnSync(process.execPath, ['scripts/start.ts', '--build-only', '--server-only'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('build failed');
  let ok = true;
  if (SERVERS > 1) {
    const postgres = await startThrowawayPostgres();
    try {
      for (const n of [1, SERVERS]) {
        // A database of its own for each run, so the second starts as empty as the first.
        const databaseUrl = await postgres.createDatabase(`soak${n}`);
        const env = { DATABASE_URL: databaseUrl };
        const label = n === 1 ? 'postgres, 1 server' : `postgres, ${n} servers behind nginx`;
        const start = () => (n === 1 ? oneServer(env) : serversBehindNginx(n, env));
        ok = (await soak(label, start, () => storedRefs({ databaseUrl }))) && ok;
      }
    } finally {
      postgres.stop();
    }
    if (!ok) process.exitCode = 1;
    return;
  }
  for (const kind of KINDS) {
    if (kind === 'pglite') {
      const dataDir = mkdtempSync(join(tmpdir(), 'bukka-soak-'));
      try {
        ok =
          (await soak(
            kind,
            () => oneServer({ DATA_DIR: dataDir }),
            () => storedRefs({ dataDir }),
          )) && ok;
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    } else {
      const postgres = await startThrowawayPostgres();
      try {
        const databaseUrl = postgres.url;
        ok =
          (await soak(
            kind,
            () => oneServer({ DATABASE_URL: databaseUrl }),
            () => storedRefs({ databaseUrl }),
          )) && ok;
      } finally {
        postgres.stop();
      }
    }
  }
  if (!ok) process.exitCode = 1;
}

await main();
