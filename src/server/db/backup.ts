import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import pg from 'pg';
import { DataDirLockedError, lockDataDir } from './lock';

const run = promisify(execFile);

/** `DATA_DIR/backup-request.json`: where a running PGlite server is asked to write its dump. */
export const BACKUP_REQUEST = 'backup-request.json';
const PGLITE_FOLDER = 'pglite';
const DUMP_ARGS = ['--no-owner', '--no-privileges'];

/** bukka-20261122-190512Z.sql: sorts by time, one per second at most. */
export function backupFileName(at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '-')
    .replace(/\.\d+Z$/, 'Z');
  return `bukka-${stamp}.sql`;
}

/** Writes beside the target, then renames: a half-written backup never has the final name. */
function writeAtomically(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  writeFileSync(partial, text, { mode: 0o600 });
  renameSync(partial, file);
}

/**
 * A plain SQL dump of a PGlite database that a server is using. pg_dump (PGlite's WASM build)
 * talks to the instance directly, outside PGlite's own locking, so it runs on a copy: clone()
 * snapshots the data folder in memory while holding the transaction lock, so no transaction of the
 * server is half done in the copy, and the server goes on answering as soon as the copy is made.
 */
export async function dumpPglite(client: PGlite): Promise<string> {
  const copy = await client._runExclusiveTransaction(() => client.clone());
  try {
    const file = await pgDump({ pg: copy as PGlite, args: DUMP_ARGS });
    return await file.text();
  } finally {
    await copy.close();
  }
}

/**
 * The running server's side of `npm run backup` on PGlite: the folder lock keeps every other
 * process out of the database, so the backup command writes where it wants the file into
 * DATA_DIR/backup-request.json and sends SIGUSR2; the server writes the dump there (or
 * `<file>.error`). Only someone who may signal the server and write its data folder can ask.
 */
export function answerBackupRequests(
  dataDir: string,
  dump: () => Promise<string>,
  log: (msg: string) => void,
): () => void {
  const requestPath = join(resolve(dataDir), BACKUP_REQUEST);
  const onSignal = () => {
    let file: string;
    try {
      file = (JSON.parse(readFileSync(requestPath, 'utf8')) as { file: string }).file;
      rmSync(requestPath, { force: true });
    } catch {
      log('backup signal without a readable request: ignored');
      return;
    }
    dump().then(
      (text) => {
        writeAtomically(file, text);
        log('backup written');
      },
      (error: unknown) => writeAtomically(`${file}.error`, String(error)),
    );
  };
  process.on('SIGUSR2', onSignal);
  return () => process.off('SIGUSR2', onSignal);
}

async function waitForFile(file: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (existsSync(file)) return;
    if (existsSync(`${file}.error`)) {
      const message = readFileSync(`${file}.error`, 'utf8');
      rmSync(`${file}.error`, { force: true });
      throw new Error(`The server could not write the backup: ${message}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`The server did not write the backup within ${timeoutMs / 1000} s`);
}

/** PGlite: through the running server when there is one (SIGUSR2), else by opening the folder. */
export async function backupPglite(dataDir: string, file: string, timeoutMs = 120_000): Promise<void> {
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    writeFileSync(join(dataDir, BACKUP_REQUEST), JSON.stringify({ file: resolve(file) }), { mode: 0o600 });
    process.kill(error.ownerPid, 'SIGUSR2');
    await waitForFile(resolve(file), timeoutMs);
    return;
  }
  try {
    if (!existsSync(join(dataDir, PGLITE_FOLDER))) throw new Error(`No database in ${dataDir}`);
    const client = await PGlite.create(join(dataDir, PGLITE_FOLDER));
    try {
      writeAtomically(file, await dumpPglite(client));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** PostgreSQL: the machine's pg_dump (its major version must be at least the server's). */
export async function backupPostgres(databaseUrl: string, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await run('pg_dump', [...DUMP_ARGS, '--file', partial, '--dbname', databaseUrl]);
  // Every account and order is in it: readable by the owner only, like the PGlite dumps.
  chmodSync(partial, 0o600);
  renameSync(partial, file);
}

const USER_TABLES = `select count(*)::int as n from information_schema.tables
  where table_schema not in ('pg_catalog', 'information_schema')`;
const WIPE =
  'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;';

export class DatabaseNotEmptyError extends Error {
  constructor(tables: number) {
    super(
      `The database already holds ${tables} tables: restoring over it would mix two databases. ` +
        'Restore into an empty one, or add --force to delete everything in it first.',
    );
    this.name = 'DatabaseNotEmptyError';
  }
}

/** Loads a dump into an empty PGlite folder (taking its lock: no server may run on it). */
export async function restorePglite(dataDir: string, file: string, force: boolean): Promise<void> {
  const text = readFileSync(file, 'utf8');
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(join(dataDir, PGLITE_FOLDER));
    try {
      const tables = (await client.query<{ n: number }>(USER_TABLES)).rows[0]!.n;
      if (tables > 0 && !force) throw new DatabaseNotEmptyError(tables);
      await client.transaction(async (tx) => {
        if (tables > 0) await tx.exec(WIPE);
        await tx.exec(text);
      });
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** Loads a pg_dump file with the machine's psql, in one transaction (all or nothing). */
export async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = (await client.query<{ n: number }>(USER_TABLES)).rows[0]!.n;
    if (tables > 0 && !force) throw new DatabaseNotEmptyError(tables);
    if (tables > 0) await client.query(WIPE);
  } finally {
    await client.end();
  }
  await run('psql', [
    '--quiet',
    '--no-psqlrc',
    '-v',
    'ON_ERROR_STOP=1',
    '--single-transaction',
    '--file',
    file,
    '--dbname',
    databaseUrl,
  ]);
}
