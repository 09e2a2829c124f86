import { execFile } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOrderResponseSchema } from '../../src/domain/api';
import { openDatabase, type Db } from '../../src/server/db/client';
import { manifestPath, sha256, type Manifest } from '../../src/server/db/manifest';
import { checkBackup } from '../../src/server/db/restore';
import {
  createDatabaseAt,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../../scripts/lib/throwawayPostgres';
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
  serverEntry,
} from './helpers/server';

const exec = promisify(execFile);
const ROOT = join(import.meta.dirname, '../..');
const TABLES = ['users', 'sessions', 'orders', 'settings', 'sold_out', 'newsletter_subscribers'];
const END = '--\n-- PostgreSQL database dump complete';

/**
 * What a restore must never change unless it succeeds: every table's rows (count and a digest of
 * their text) and every table, constraint and index, read straight from the database.
 */
async function stateOf(env: Record<string, string>): Promise<string[]> {
  const query = async (run: (text: string) => Promise<Record<string, unknown>[]>) => {
    const tables = (await run(
      `select table_schema || '.' || table_name as name from information_schema.tables
        where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`,
    )) as { name: string }[];
    const lines: string[] = [];
    for (const { name } of tables) {
      const [row] = await run(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, ',' order by t::text), '')) as digest from ${name} t`,
      );
      lines.push(`${name}: ${row!.n} rows, ${row!.digest}`);
    }
    const catalog = await run(
      `select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as entry
         from pg_constraint where connamespace::regnamespace::text in ('public', 'drizzle')
       union all select schemaname || '.' || indexname || ' ' || indexdef from pg_indexes
         where schemaname in ('public', 'drizzle') order by 1`,
    );
    const schemas = await run(`select string_agg(nspname, ' ' order by nspname) as names from pg_namespace
      where nspname not like 'pg\\_%' and nspname <> 'information_schema'`);
    return [`schemas: ${String(schemas[0]!.names)}`, ...lines, ...catalog.map((row) => String(row.entry))];
  };
  if (env.DATABASE_URL) {
    const connection = new pg.Client({ connectionString: env.DATABASE_URL });
    await connection.connect();
    try {
      return await query(async (text) => (await connection.query(text)).rows as Record<string, unknown>[]);
    } finally {
      await connection.end();
    }
  }
  const db = await PGlite.create(join(env.DATA_DIR!, 'pglite'));
  try {
    return await query(async (text) => (await db.query<Record<string, unknown>>(text)).rows);
  } finally {
    await db.close();
  }
}

/** A copy of a backup with `text` in place of its dump; `reseal` writes a manifest that matches it. */
function variant(
  dir: string,
  good: string,
  name: string,
  text: string,
  reseal: boolean | ((manifest: Manifest) => Manifest) = false,
): string {
  const file = join(dir, `${name}.sql`);
  writeFileSync(file, text, { mode: 0o600 });
  const manifest = JSON.parse(readFileSync(manifestPath(good), 'utf8')) as Manifest;
  const sealed = reseal ? { ...manifest, bytes: Buffer.byteLength(text), sha256: sha256(text) } : manifest;
  writeFileSync(manifestPath(file), JSON.stringify(typeof reseal === 'function' ? reseal(sealed) : sealed));
  return file;
}

/** `npm run backup` / `npm run restore` as a vendor runs them (the bundled CLI, a process of their own). */
async function cli(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await exec(process.execPath, [...serverEntry(`${script}-cli`), ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      timeout: 120_000,
    });
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
  /** The databases' names on the run's PostgreSQL (tests/server/globalSetup.ts). */
  const database = (name: string) => createDatabaseAt(inject('postgresUrl'), `backup_${name}`);
  /** Where the live server keeps its data, and where the backup is restored. */
  let live: Record<string, string>;
  let fresh: Record<string, string>;
  let restored: TestServer | undefined;
  let original: TestServer | undefined;
  /** The backup the first case writes; the others damage copies of it. */
  let good = '';

  beforeAll(async () => {
    if (kind === 'postgres') {
      live = { DATABASE_URL: await database('live') };
      fresh = { DATABASE_URL: await database('fresh') };
    } else {
      live = { DATA_DIR: folder('bukka-live-') };
      fresh = { DATA_DIR: folder('bukka-fresh-') };
    }
  });
  afterAll(async () => {
    await restored?.stop();
    await original?.stop();
    for (const path of folders) rmSync(path, { recursive: true, force: true });
  });

  it('backs up a running server with accounts and orders; the restore starts a server with the same rows', async () => {
    const backups = folder('bukka-backups-');
    const { child, url } = await startServerProcess(serverEntry('main'), {
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
    const [file, manifestFile, ...others] = readdirSync(backups).sort();
    expect(others).toEqual([]);
    expect(file).toMatch(/^bukka-\d{8}-\d{6}Z\.sql$/);
    expect(manifestFile).toBe(`${file}.manifest.json`);
    const path = join(backups, file!);
    good = path;
    // Every account and order is in it: the owner's only.
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(statSync(manifestPath(path)).mode & 0o777).toBe(0o600);
    const manifest = JSON.parse(readFileSync(manifestPath(path), 'utf8')) as Manifest;
    const text = readFileSync(path, 'utf8');
    expect(manifest).toMatchObject({ format: 1, app: 'bukka', appVersion: '0.1.0', sha256: sha256(text) });
    expect(manifest.migrations).toBe(manifest.rows['drizzle.__drizzle_migrations']);
    expect(manifest.lastMigration).toMatch(/^\d{4}_/);
    expect(manifest.rows['public.users']).toBe(5);
    expect(manifest.rows['public.orders']).toBeGreaterThanOrEqual(12);
    expect(text.trimEnd()).toMatch(/-- PostgreSQL database dump complete\n--(\n+\\unrestrict \w+)?$/);

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
    // The orders' lines as rows (order_lines, drizzle/0009) came with them, and the trigger that
    // makes them: the order placed after the restore has its lines too.
    const lines = (await restored.server.db.execute(
      sql`select (select count(*) from order_lines)::int as lines,
        (select coalesce(sum(jsonb_array_length(items)), 0) from orders)::int as items,
        (select count(*) from order_lines where order_id = ${nextRef})::int as next_lines`,
    )) as unknown as { rows: { lines: number; items: number; next_lines: number }[] };
    expect(lines.rows[0]!.lines).toBe(lines.rows[0]!.items);
    expect(lines.rows[0]!.next_lines).toBeGreaterThan(0);
    expect((await logIn(restored.call, VENDOR.username, VENDOR.password)).length).toBeGreaterThan(0);
    // A server, three CLI processes and two more servers: 20–35 s alone, far more on two busy cores.
  }, 180_000);

  it('refuses a cut-off, empty, changed or meta-command backup before touching the target; --force with a file that fails leaves every row', async () => {
    expect(good, 'the first case wrote a backup').not.toBe('');
    const target: Record<string, string> =
      kind === 'postgres'
        ? { DATABASE_URL: await database('target') }
        : { DATA_DIR: folder('bukka-target-') };
    // A good backup round-trips: the target holds what the live server held at the backup.
    const first = await cli('restore', [good], target);
    expect(first.code, first.output).toBe(0);
    expect(first.output).toContain('every table, constraint and index of the schema present');
    const before = await stateOf(target);
    expect(before).toContainEqual(expect.stringMatching(/^public\.users: 5 rows/));
    // The schema the restore built from the migrations to compare with was rolled back.
    expect(before).toContain('schemas: drizzle public');
    expect(before).toContainEqual(expect.stringContaining('users_username_lower_key'));

    const text = readFileSync(good, 'utf8');
    const lines = text.split('\n');
    const half = `${lines.slice(0, Math.floor(lines.length / 2)).join('\n')}\n`;
    const dir = folder('bukka-bad-');
    const marker = join(dir, 'meta-command-ran');
    const before_end = (statement: string) => text.replace(END, `${statement}\n\n${END}`);
    // Refused before the database is opened: checkBackup, the step `npm run restore` takes
    // first, in this process (a process each would cost a start of its own; the CLI's own refusal and
    // exit code are the cases below, and 'refuses a restore without a file…').
    const refusedEarly = [
      ['truncated (head -n half)', variant(dir, good, 'half', half), 'does not match its manifest'],
      ['truncated, manifest rewritten to match', variant(dir, good, 'half-sealed', half, true), 'cut off'],
      ['empty', variant(dir, good, 'empty', ''), 'The backup file is empty'],
      [
        'one byte changed',
        variant(dir, good, 'changed', text.replace('customer', 'Customer')),
        'does not match its manifest',
      ],
      [
        'a psql meta-command first',
        variant(dir, good, 'meta', `\\! touch ${marker}\n${text}`, true),
        'meta-command',
      ],
      [
        'rows the manifest does not count',
        variant(dir, good, 'counts', text, (m) => ({ ...m, rows: { ...m.rows, 'public.users': 6 } })),
        'not the rows its manifest counts',
      ],
    ] as const;
    for (const [what, file, says] of refusedEarly) {
      expect(() => checkBackup(file), what).toThrow(says);
      expect(await stateOf(target), `${what}: the target changed`).toEqual(before);
    }
    const bad = [
      // Whole and sealed, but failing in the load or in the checks after it: rolled back.
      [
        'a statement that fails',
        variant(dir, good, 'fails', before_end('SELECT 1/0;'), true),
        'did not load',
      ],
      [
        'rows lost in the load',
        variant(dir, good, 'lost', before_end('DELETE FROM public.orders;'), true),
        'public.orders has 0 rows',
      ],
      [
        'a unique index dropped',
        variant(dir, good, 'index', before_end('DROP INDEX public.users_username_lower_key;'), true),
        'missing from the schema: public.users: index users_username_lower_key',
      ],
    ] as const;
    for (const [what, file, says] of bad) {
      const answer = await cli('restore', [file, '--force'], target);
      expect(answer.code, `${what}: ${answer.output}`).toBe(1);
      expect(answer.output, what).toContain(says);
      expect(await stateOf(target), `${what}: the target changed`).toEqual(before);
    }
    const noManifest = join(dir, 'alone.sql');
    writeFileSync(noManifest, text);
    const alone = await cli('restore', [noManifest, '--force'], target);
    expect(alone.output).toContain('No manifest beside the backup');
    expect(await stateOf(target)).toEqual(before);
    expect(existsSync(marker), 'the meta-command ran').toBe(false);
  }, 300_000);

  it('refuses a restore without a file, or of a file that is not there', async () => {
    expect((await cli('restore', [], fresh)).output).toContain(
      'Usage: npm run restore -- <backup.sql> [--force]',
    );
    const missing = await cli('restore', ['/nonexistent/backup.sql'], fresh);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('No such backup file');
  });
});

/**
 * A stand-in for `docker compose` (there is no Docker engine on the test machine): the README's
 * commands as written, with `exec -T postgres` run against the throwaway PostgreSQL (PGHOST and
 * PGPORT) and `run … bukka1 node dist-server/X.js` run from the sources, in the folder the
 * `-v …/backups:/app/backups` mount makes the container's /app.
 */
const DOCKER_SHIM = `#!/bin/sh
set -e
[ "$1" = compose ] || { echo "not a compose command: $*" >&2; exit 2; }
shift
command=$1
shift
case "$command" in
  stop|start) echo "$command $*" >> "$SHIM_LOG" ;;
  exec)
    [ "$1" = -T ] && [ "$2" = postgres ] || { echo "exec needs -T postgres: $*" >&2; exit 2; }
    shift 2
    exec "$@" ;;
  run)
    volume=
    while [ $# -gt 0 ]; do
      case "$1" in
        --rm|--no-deps|-T) shift ;;
        -u) [ -n "$2" ] || exit 2; shift 2 ;;
        -v) volume=$2; shift 2 ;;
        -*) echo "unknown option $1" >&2; exit 2 ;;
        *) break ;;
      esac
    done
    [ "$1" = bukka1 ] && [ "$2" = node ] || { echo "not bukka1 node: $*" >&2; exit 2; }
    host=\${volume%:/app/backups}
    [ "$host" != "$volume" ] || { echo "backups not mounted at /app/backups" >&2; exit 2; }
    script=\${3#dist-server/}
    script=\${script%.js}
    shift 3
    cd "$(dirname "$host")"
    DATABASE_URL=$SHIM_DATABASE_URL exec "$SHIM_NODE" "$SHIM_BUNDLE/$script.js" "$@" ;;
  *) echo "unknown compose command $command" >&2; exit 2 ;;
esac
`;

describe("the README's compose backup and restore, as written", () => {
  const folders: string[] = [];
  let postgres: ThrowawayPostgres | undefined;
  afterAll(() => {
    postgres?.stop();
    for (const path of folders) rmSync(path, { recursive: true, force: true });
  });

  it('backs up through the pipe, restores with --force in one transaction; a damaged file leaves the database', async () => {
    postgres = await startThrowawayPostgres();
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('create role bukka login superuser');
    await admin.end();
    const url = (await postgres.createDatabase('bukka')).replace('postgres@', 'bukka@');
    const port = new URL(url).port;
    const seeded = await openDatabase({ databaseUrl: url });
    const addUsers = async (names: string[]) => {
      for (const name of names) {
        await seeded.db.execute(
          sql`insert into users (username, email, password_hash) values (${name}, ${`${name}@example.ng`}, 'x')`,
        );
      }
    };
    await addUsers(['ada', 'bola', 'chidi']);
    const project = mkdtempSync(join(tmpdir(), 'bukka-compose-'));
    const shim = mkdtempSync(join(tmpdir(), 'bukka-docker-'));
    folders.push(project, shim);
    writeFileSync(join(shim, 'docker'), DOCKER_SHIM);
    chmodSync(join(shim, 'docker'), 0o755);
    const log = join(shim, 'log');
    const env = {
      ...process.env,
      PATH: `${shim}:${process.env.PATH}`,
      PGHOST: '127.0.0.1',
      PGPORT: port,
      SHIM_LOG: log,
      SHIM_DATABASE_URL: url,
      SHIM_NODE: process.execPath,
      SHIM_BUNDLE: inject('serverBundle'),
    };
    const shell = async (line: string) => {
      try {
        const { stdout, stderr } = await exec('sh', ['-c', line], { cwd: project, env, timeout: 120_000 });
        return { code: 0, output: stdout + stderr };
      } catch (error) {
        const failed = error as { code?: number; stdout?: string; stderr?: string };
        return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
      }
    };

    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8').split('\n');
    const cron = readme.find((line) => line.includes('30 2 * * *') && line.includes('docker compose'));
    expect(cron).toBeDefined();
    const backup = await shell(cron!.trim().replace(/^30 2 \* \* \* cd \/srv\/bukka && /, ''));
    expect(backup.code, backup.output).toBe(0);
    const [file, manifestFile, ...others] = readdirSync(join(project, 'backups')).sort();
    expect(others).toEqual([]);
    expect(manifestFile).toBe(`${file}.manifest.json`);
    expect(statSync(join(project, 'backups', file!)).mode & 0o777).toBe(0o600);
    const manifest = JSON.parse(readFileSync(join(project, 'backups', manifestFile!), 'utf8')) as Manifest;
    expect(manifest.rows['public.users']).toBe(3);

    // The shop goes on after the backup; the restore brings it back to the backup's three accounts.
    await addUsers(['dayo']);
    const restoreLines = readme
      .map((line) => line.trim())
      .filter((line) => line.startsWith('docker compose') && !line.includes('30 2'))
      .filter((line) => /^docker compose (stop|start) bukka1 bukka2$|restore-cli/.test(line));
    expect(restoreLines).toHaveLength(3);
    const restoreWith = async (name: string) => {
      const codes: number[] = [];
      let output = '';
      for (const line of restoreLines) {
        const answer = await shell(line.replace('backups/bukka-20261122-023000Z.sql', `backups/${name}`));
        codes.push(answer.code);
        output += answer.output;
      }
      return { codes, output };
    };
    const restored = await restoreWith(file!);
    expect(restored.codes, restored.output).toEqual([0, 0, 0]);
    expect(readFileSync(log, 'utf8')).toBe('stop bukka1 bukka2\nstart bukka1 bukka2\n');
    const users = async () =>
      (
        (await seeded.db.execute(sql`select username from users order by username`)) as unknown as {
          rows: { username: string }[];
        }
      ).rows.map((row) => row.username);
    expect(await users()).toEqual(['ada', 'bola', 'chidi']);

    // A cut-off copy (its manifest beside it): the restore line fails, nothing changes, the servers start again.
    await addUsers(['efe']);
    const before = await stateOf({ DATABASE_URL: url });
    const text = readFileSync(join(project, 'backups', file!), 'utf8');
    const lines = text.split('\n');
    variant(
      join(project, 'backups'),
      join(project, 'backups', file!),
      'bukka-cut',
      `${lines.slice(0, Math.floor(lines.length / 2)).join('\n')}\n`,
    );
    const refused = await restoreWith('bukka-cut.sql');
    expect(refused.codes, refused.output).toEqual([0, 1, 0]);
    expect(refused.output).toContain('does not match its manifest');
    expect(await stateOf({ DATABASE_URL: url })).toEqual(before);
    expect(await users()).toEqual(['ada', 'bola', 'chidi', 'efe']);
    await seeded.close();
  }, 120_000);
});
