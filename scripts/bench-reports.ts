// The Reports tab's figures and CSV on a year of orders (issue 31): `npm run bench:reports
// [orders]` seeds 100,000 orders of three lines each (300,000 lines) over the year before
// 2026-11-26, on PGlite and on a throwaway PostgreSQL, then prints each figure's query time
// (p50/p95 over 20 random 30-day ranges), the whole report's, and the CSV of a month through the
// real server: rows per second and how much the server's RSS grew (the server runs in this
// process, so process RSS is its RSS). Targets: every figure ≤ 150 ms p95 on PostgreSQL and
// ≤ 400 ms on PGlite; the CSV ≥ 20,000 rows/s with RSS growing < 50 MB.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { DAY, lagosDay } from '../src/domain/lagosCalendar';
import { readReportRange, type ReportRange } from '../src/domain/reports';
import { openDatabase } from '../src/server/db/client';
import { reportQueries } from '../src/server/db/queries/reports';
import { startServer } from '../src/server/server';
import { startThrowawayPostgres } from './lib/throwawayPostgres';

const ORDERS = Number(process.argv[2] ?? 100_000);
const RUNS = 20;
const END = Date.UTC(2026, 10, 25, 23); // 00:00 Lagos, 26 November 2026
const VENDOR = { username: 'benchchef', password: 'Kitchen-Boss-1!' };
const FIGURES = [
  'reportSummary',
  'takingsByDay',
  'ordersByHour',
  'bestSellers',
  'feesByZone',
  'refusalsByDay',
] as const;

/** A year of orders, deterministic: rush hours at 12–14 and 18–20, every status and method. */
async function seed(options: { databaseUrl?: string; dataDir?: string }): Promise<void> {
  const database = await openDatabase(options);
  const { db } = database;
  await db.execute(sql`insert into users (username, email, password_hash)
    select 'bench' || g, 'bench' || g || '@example.ng', 'x' from generate_series(1, 2000) g`);
  const first = (await db.execute(
    sql`select min(id) as id from users where username like 'bench%'`,
  )) as unknown as {
    rows: { id: number }[];
  };
  const firstUser = Number(first.rows[0]!.id);
  const yearStart = new Date(END - 365 * DAY).toISOString();
  for (let from = 1; from <= ORDERS; from += 20_000) {
    const to = Math.min(ORDERS, from + 19_999);
    await db.execute(sql`insert into orders (id, user_id, order_name, status, items, total, delivery,
        delivery_location, selected_address, phone_number, payment_method, payment_state, created_at)
      select g, ${firstUser} + g % 2000, 'bench_' || g,
        (array['completed','completed','completed','completed','accepted','pending','declined','expired'])[1 + g % 8],
        jsonb_build_array(
          jsonb_build_object('id', 1 + g % 9, 'name', 'Package ' || (1 + g % 9), 'price', 1200, 'quantity', 1 + g % 3),
          jsonb_build_object('id', 1 + (g + 3) % 9, 'name', 'Package ' || (1 + (g + 3) % 9), 'price', 1500, 'quantity', 1),
          jsonb_build_object('id', 1 + (g + 5) % 9, 'name', 'Package, "large"', 'price', 2500, 'quantity', 1)),
        1200 * (1 + g % 3) + 1500 + 2500 + case when g % 3 = 0 then (array[300, 500, 800])[1 + g % 9 / 3] else 0 end,
        g % 3 = 0,
        case when g % 3 = 0 then (array['inside_school','outside_school','outside_town'])[1 + g % 9 / 3] else '' end,
        'Hall 3, room ' || g % 50, '08031234567',
        (array['cash','transfer','paystack'])[1 + g % 7 % 3],
        (array['paid','paid','paid','unpaid','cash_due','awaiting_confirmation','pending'])[1 + g % 7],
        ${yearStart}::timestamptz + (g::float8 / ${ORDERS}) * interval '365 days'
          + ((array[12, 13, 18, 19, 9, 15, 21])[1 + g % 7] - 12) * interval '1 hour'
      from generate_series(${from}::int, ${to}::int) g`);
  }
  // A year of orders in a running shop has its statistics (autovacuum's analyze); a bulk insert
  // just done has none, and PostgreSQL then guessed 639 orders in a month for 8,218 and sorted the
  // whole month for every 500-order page of the CSV instead of walking orders_created_idx.
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze order_lines`);
  await database.close();
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** A random 30-day range inside the seeded year (fixed sequence: same ranges every run). */
function ranges(): ReportRange[] {
  let x = 7;
  return Array.from({ length: RUNS }, () => {
    x = (x * 48271) % 2147483647;
    const start = END - 365 * DAY + (x % 330) * DAY + DAY;
    const read = readReportRange({ from: lagosDay(start), to: lagosDay(start + 29 * DAY) });
    if (!read.ok) throw new Error(read.detail);
    return read.range;
  });
}

async function timeQueries(kind: string, options: { databaseUrl?: string; dataDir?: string }) {
  const database = await openDatabase(options);
  const queries = reportQueries(database.db);
  const asked = ranges();
  await queries.reportFigures(asked[0]!); // warm the cache, as a running server's would be
  for (const figure of [...FIGURES, 'reportFigures'] as const) {
    const times: number[] = [];
    for (const range of asked) {
      const started = performance.now();
      await queries[figure](range);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${kind.padEnd(8)} ${figure.padEnd(14)} p50 ${ms(percentile(times, 0.5)).padStart(9)}  p95 ${ms(percentile(times, 0.95)).padStart(9)}`,
    );
  }
  await database.close();
}

async function timeCsv(kind: string, options: { databaseUrl?: string; dataDir?: string }) {
  const server = await startServer({
    ...options,
    port: 0,
    host: '127.0.0.1',
    logger: false,
    staticDir: null,
    vendor: VENDOR,
  });
  try {
    const login = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(VENDOR),
    });
    const { token } = (await login.json()) as { token: string };
    const csvOf = (from: string, to: string) =>
      fetch(`${server.url}/api/vendor/reports/orders.csv?from=${from}&to=${to}`, {
        headers: { authorization: `Token ${token}` },
      });
    // September's file first, as the figures' cache is warmed above: a running server has
    // compiled its code and read its tables before a vendor asks for October.
    await (await csvOf('2026-09-01', '2026-09-30')).arrayBuffer();
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const started = performance.now();
    const response = await csvOf('2026-10-01', '2026-10-31');
    let rows = -1; // the header
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) {
      const text = decoder.decode(chunk, { stream: true });
      for (let i = text.indexOf('\r\n'); i !== -1; i = text.indexOf('\r\n', i + 2)) rows += 1;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${kind.padEnd(8)} CSV of October: ${rows} rows in ${seconds.toFixed(2)} s = ${Math.round(rows / seconds)} rows/s, RSS +${((peak - rssBefore) / 2 ** 20).toFixed(1)} MB (peak over the start of the download)`,
    );
  } finally {
    await server.close();
  }
}

const pgliteDir = mkdtempSync(join(tmpdir(), 'bench-reports-'));
const postgres = await startThrowawayPostgres();
try {
  const targets = {
    pglite: { dataDir: pgliteDir },
    postgres: { databaseUrl: await postgres.createDatabase('reports') },
  };
  for (const [kind, options] of Object.entries(targets)) {
    const started = performance.now();
    await seed(options);
    console.log(
      `${kind}: seeded ${ORDERS} orders (${ORDERS * 3} lines) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await timeQueries(kind, options);
    await timeCsv(kind, options);
  }
} finally {
  postgres.stop();
  rmSync(pgliteDir, { recursive: true, force: true });
}
