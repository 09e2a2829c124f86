import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrderResponseSchema } from '../../src/domain/api';
import type { Db } from '../../src/server/db/client';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/lib/throwawayPostgres';
import { startServerProcess, stopProcess } from '../../scripts/lib/serverProcess';
import {
  checkout,
  client,
  logIn,
  PASSWORD,
  signUpAndLogIn,
  startTestServer,
  VENDOR,
  type TestServer,
} from './helpers/server';

const exec = promisify(execFile);
const ROOT = join(import.meta.dirname, '../..');
const TABLES = ['users', 'sessions', 'orders', 'settings', 'sold_out', 'newsletter_subscribers'];

/** `npm run backup` / `npm run restore` as a vendor runs them (tsx, a process of their own). */
async function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await exec(
      process.execPath,
      ['--import', 'tsx', `src/server/${script}-cli.ts`, ...args],
      {
        cwd: ROOT,
        env: { ...process.env, ...env },
        timeout: 120_000,
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function counts(db: Db): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const answer = (await db.execute(sql.raw(`select count(*)::int as n from "${table}"`))) as unknown as {
      rows: { n: number }[];
    };
    result[table] = Number(answer.rows[0]!.n);
  }
  return result;
}

async function refs(db: Db): Promise<number[]> {
  const answer = (await db.execute(sql`select id as ref from orders order by id`)) as unknown as {
    rows: { ref: number }[];
  };
  return answer.rows.map((row) => Number(row.ref));
}

describe.each(['pglite', 'postgres'] as const)('backup and restore on %s', (kind) => {
  const folders: string[] = [];
  const folder = (prefix: string) => {
    const path = mkdtempSync(join(tmpdir(), prefix));
    folders.push(path);
    return path;
  };
  let postgres: ThrowawayPostgres | undefined;
  /** Where the live server keeps its data, and where the backup is restored. */
  let live: Record<string, string>;
  let fresh: Record<string, string>;
  let restored: TestServer | undefined;
  let original: TestServer | undefined;

  beforeAll(async () => {
    if (kind === 'postgres') {
      postgres = await startThrowawayPostgres();
      live = { DATABASE_URL: await postgres.createDatabase('live') };
      fresh = { DATABASE_URL: await postgres.createDatabase('fresh') };
    } else {
      live = { DATA_DIR: folder('bukka-live-') };
      fresh = { DATA_DIR: folder('bukka-fresh-') };
    }
  });
  afterAll(async () => {
    await restored?.stop();
    await original?.stop();
    postgres?.stop();
    for (const path of folders) rmSync(path, { recursive: true, force: true });
  });

  it('backs up a running server with accounts and orders; the restore starts a server with the same rows', async () => {
    const backups = folder('bukka-backups-');
    const { child, url } = await startServerProcess(['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        ...live,
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        // Twenty checkouts in a few seconds from one address: far above a real customer's pace.
        ORDER_RATE_LIMIT: '100000',
        STATIC_DIR: folder('bukka-nostatic-'),
        VENDOR_USERNAME: VENDOR.username,
        VENDOR_PASSWORD: VENDOR.password,
      },
    });
    let customers: { username: string; token: string }[];
    const placed: number[] = [];
    try {
      const call = client(url);
      customers = [];
      for (let i = 0; i < 4; i++) customers.push(await signUpAndLogIn(call));
      for (const customer of customers) {
        for (let i = 0; i < 3; i++) {
          const answer = await call('POST', '/api/account/create_order/', {
            token: customer.token,
            body: checkout(customer.username),
          });
          expect(answer.status).toBe(201);
          placed.push(createOrderResponseSchema.parse(answer.body)['order-ref']);
        }
      }
      // Checkouts go on while the backup is taken: the server keeps answering.
      const during = Promise.all(
        customers.flatMap((customer) =>
          [0, 1].map(() =>
            call('POST', '/api/account/create_order/', {
              token: customer.token,
              body: checkout(customer.username),
            }),
          ),
        ),
      );
      const backup = await cli('backup', [], { ...live, BACKUP_DIR: backups });
      expect(backup.code, backup.output).toBe(0);
      expect((await during).map((answer) => answer.status)).toEqual(Array(8).fill(201));
      expect(backup.output).toMatch(/Backup written: .*bukka-\d{8}-\d{6}Z\.sql/);
    } finally {
      await stopProcess(child);
    }
    const [file] = readdirSync(backups);
    expect(file).toMatch(/^bukka-\d{8}-\d{6}Z\.sql$/);
    const path = join(backups, file!);
    // Every account and order is in it: the owner's only.
    expect(statSync(path).mode & 0o777).toBe(0o600);

    const restore = await cli('restore', [path], fresh);
    expect(restore.code, restore.output).toBe(0);
    // A second restore would mix two databases: refused unless told.
    const again = await cli('restore', [path], fresh);
    expect(again.code).toBe(1);
    expect(again.output).toContain('already holds');
    const forced = await cli('restore', [path, '--force'], fresh);
    expect(forced.code, forced.output).toBe(0);

    const options = (env: Record<string, string>) =>
      env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR };
    original = await startTestServer({ kind, options: options(live), dispose: () => undefined });
    restored = await startTestServer({ kind, options: options(fresh), dispose: () => undefined });
    const before = await counts(original.server.db);
    const after = await counts(restored.server.db);
    console.log(`${kind}: live ${JSON.stringify(before)}; restored ${JSON.stringify(after)}`);
    expect(after.users).toBe(5);
    expect({ ...after, orders: 0 }).toEqual({ ...before, orders: 0 });
    // The 12 orders before the backup are in it; of the 8 placed meanwhile, those it caught.
    expect(after.orders).toBeGreaterThanOrEqual(12);
    expect(before.orders).toBe(20);
    const restoredRefs = await refs(restored.server.db);
    expect(restoredRefs).toEqual(expect.arrayContaining(placed));
    expect(await refs(original.server.db)).toEqual(expect.arrayContaining(restoredRefs));

    // The restored server works: the accounts log in, their orders are there, new ones get new refs.
    const someone = customers[0]!;
    const token = await logIn(restored.call, someone.username, PASSWORD);
    const status = await restored.call('GET', `/api/account/Order/Status/${placed[0]}`, { token });
    expect(status.status).toBe(200);
    const next = await restored.call('POST', '/api/account/create_order/', {
      token,
      body: checkout(someone.username),
    });
    expect(next.status).toBe(201);
    // Refs are drawn at random (SECURITY.md, 8f): a new one is none of the restored ones.
    const nextRef = createOrderResponseSchema.parse(next.body)['order-ref'];
    expect(restoredRefs).not.toContain(nextRef);
    expect(await refs(restored.server.db)).toContain(nextRef);
    expect((await logIn(restored.call, VENDOR.username, VENDOR.password)).length).toBeGreaterThan(0);
  });

  it('refuses a restore without a file, or of a file that is not there', async () => {
    expect((await cli('restore', [], fresh)).output).toContain(
      'Usage: npm run restore -- <backup.sql> [--force]',
    );
    const missing = await cli('restore', ['/nonexistent/backup.sql'], fresh);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('No such backup file');
  });
});
