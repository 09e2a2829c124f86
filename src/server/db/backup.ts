import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { findMigrationsFolder } from './migrations-folder';
import { readDump, type DumpContents } from './dump-file';
import { DataDirLockedError, lockDataDir } from './lock';
import { makeManifest, manifestPath, readJournal, type Manifest } from './manifest';

const run = promisify(execFile);

/** `DATA_DIR/backup-request.json`: where a running PGlite server is asked to write its dump. */
export const BACKUP_REQUEST = 'backup-request.json';
const PGLITE_FOLDER = 'pglite';
const DUMP_ARGS = ['--no-owner', '--no-privileges'];

/** bukka-20261122-190512Z.sql (and its .manifest.json): sorts by time, one per second at most. */
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
export async function backupPglite(
  dataDir: string,
  file: string,
  at = new Date(),
  timeoutMs = 120_000,
): Promise<Manifest> {
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    writeFileSync(join(dataDir, BACKUP_REQUEST), JSON.stringify({ file: resolve(file) }), { mode: 0o600 });
    process.kill(error.ownerPid, 'SIGUSR2');
    await waitForFile(resolve(file), timeoutMs);
    return sealBackup(file, undefined, at);
  }
  try {
    if (!existsSync(join(dataDir, PGLITE_FOLDER))) throw new Error(`No database in ${dataDir}`);
    const client = await PGlite.create(join(dataDir, PGLITE_FOLDER));
    try {
      const text = await dumpPglite(client);
      writeAtomically(file, text);
      return sealBackup(file, text, at);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/** PostgreSQL: the machine's pg_dump (its major version must be at least the server's). */
export async function backupPostgres(databaseUrl: string, file: string, at = new Date()): Promise<Manifest> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  await run('pg_dump', [...DUMP_ARGS, '--file', partial, '--dbname', databaseUrl]);
  // Every account and order is in it: readable by the owner only, like the PGlite dumps.
  chmodSync(partial, 0o600);
  renameSync(partial, file);
  return sealBackup(file, undefined, at);
}

function checkDump(text: string): DumpContents {
  try {
    return readDump(text);
  } catch (error) {
    throw new Error(`The dump is not whole, so no backup was kept: ${(error as Error).message}`, {
      cause: error,
    });
  }
}

function writeManifest(file: string, text: string, contents: DumpContents, at: Date): Manifest {
  const manifest = makeManifest(text, contents, readJournal(findMigrationsFolder()), at);
  writeAtomically(manifestPath(file), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/**
 * Checks a dump that was just written and writes its manifest beside it (mode 0600, written
 * aside and renamed like the dump): a dump that is not whole (no end marker, a string or COPY
 * cut off) is deleted and refused here already, so every backup kept can prove itself at restore.
 */
export function sealBackup(file: string, text = readFileSync(file, 'utf8'), at = new Date()): Manifest {
  let contents: DumpContents;
  try {
    contents = checkDump(text);
  } catch (error) {
    rmSync(file, { force: true });
    throw error;
  }
  return writeManifest(file, text, contents, at);
}

/**
 * A dump made elsewhere (the compose recipe pipes PostgreSQL's own pg_dump from its container)
 * read from `input`, checked, and written with its manifest like any backup.
 */
export async function backupFromStream(
  input: AsyncIterable<Buffer | string>,
  file: string,
  at = new Date(),
): Promise<Manifest> {
  const parts: Buffer[] = [];
  for await (const part of input) parts.push(typeof part === 'string' ? Buffer.from(part) : part);
  const text = Buffer.concat(parts).toString('utf8');
  const contents = checkDump(text);
  writeAtomically(file, text);
  return writeManifest(file, text, contents, at);
}
