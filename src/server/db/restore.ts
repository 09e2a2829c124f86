import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { findMigrationsFolder } from './migrations-folder';
import { BackupRefusedError, copyField, readDump, type CopyBlock, type DumpContents } from './dump-file';
import { lockDataDir } from './lock';
import { MIGRATIONS_TABLE, readJournal, readManifest, sha256, type Manifest } from './manifest';

const PGLITE_FOLDER = 'pglite';
const SCHEMAS = `('public', 'drizzle')`;
const USER_TABLES = `select count(*)::int as n from information_schema.tables
  where table_schema not in ('pg_catalog', 'information_schema')`;
const WIPE =
  'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public;';
/** Every table, key, unique, foreign key, check and index in these schemas, one line each. */
function catalogQuery(schemas: string): string {
  return `
  select table_schema || '.' || table_name || ': table' as entry from information_schema.tables
    where table_schema in ${schemas} and table_type = 'BASE TABLE'
  union all
  select n.nspname || '.' || c.relname || ': constraint ' || con.conname || ' (' || con.contype::text || ')'
    from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname in ${schemas} and con.contype in ('p', 'u', 'f', 'c', 'x')
  union all
  select schemaname || '.' || tablename || ': index ' || indexname from pg_indexes where schemaname in ${schemas}`;
}
const CATALOG = catalogQuery(SCHEMAS);
/** Where the reference schema is built, inside a savepoint that is always rolled back. */
const REFERENCE = 'bukka_restore_reference';
/** Rows of a COPY block inserted per statement: PostgreSQL takes at most 65,535 parameters. */
const MAX_PARAMETERS = 30_000;

export class DatabaseNotEmptyError extends Error {
  constructor(tables: number) {
    super(
      `The database already holds ${tables} tables: restoring over it would mix two databases. ` +
        'Restore into an empty one, or add --force to replace everything in it.',
    );
    this.name = 'DatabaseNotEmptyError';
  }
}

/** The loaded database is not what the manifest describes: the load is rolled back. */
export class RestoreCheckError extends Error {
  constructor(message: string) {
    super(`${message} The restore was rolled back: the database is as it was.`);
    this.name = 'RestoreCheckError';
  }
}

/** One transaction on the target, whichever driver: everything a restore does goes through it. */
interface Target {
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

export interface CheckedBackup {
  manifest: Manifest;
  contents: DumpContents;
  migrationsFolder: string;
}

/**
 * Everything that can be known without a database: the file is the one its manifest describes
 * (size and SHA-256), whole (pg_dump's end marker, no string or COPY cut off), free of psql
 * meta-commands, with the rows the manifest counts, and made at a migration level this Bukka has.
 */
export function checkBackup(file: string, migrationsFolder = findMigrationsFolder()): CheckedBackup {
  if (statSync(file).size === 0)
    throw new BackupRefusedError('The backup file is empty. Nothing was restored.');
  const manifest = readManifest(file);
  const text = readFileSync(file, 'utf8');
  if (Buffer.byteLength(text, 'utf8') !== manifest.bytes || sha256(text) !== manifest.sha256) {
    throw new BackupRefusedError(
      `The backup file does not match its manifest (SHA-256 or size differ): it was cut off or changed ` +
        'after the backup was written. Nothing was restored.',
    );
  }
  const contents = readDump(text);
  const counted = JSON.stringify(Object.entries(contents.rows).sort());
  if (counted !== JSON.stringify(Object.entries(manifest.rows).sort())) {
    throw new BackupRefusedError(
      'The rows in the backup file are not the rows its manifest counts. Nothing was restored.',
    );
  }
  const journal = readJournal(migrationsFolder);
  if ((contents.rows[MIGRATIONS_TABLE] ?? 0) !== manifest.migrations || manifest.migrations === 0) {
    throw new BackupRefusedError(
      'The backup holds no Bukka migrations: it is not a Bukka database. Nothing was restored.',
    );
  }
  if (manifest.migrations > journal.length) {
    throw new BackupRefusedError(
      `The backup was made by a newer Bukka (${manifest.migrations} migrations; this one knows ${journal.length}): ` +
        'update Bukka first. Nothing was restored.',
    );
  }
  return { manifest, contents, migrationsFolder };
}

/**
 * The schema Bukka's own migrations make at the backup's level, whatever the file says: they are
 * applied to a schema of their own in the target's transaction, read, and rolled back to a
 * savepoint, so nothing of them stays (and no second database or PGlite is needed: an in-memory
 * PGlite for this took the restore to 1.2 GB).
 */
async function expectedCatalog(target: Target, level: number, migrationsFolder: string): Promise<string[]> {
  await target.exec(`savepoint reference; create schema ${REFERENCE}; set local search_path = ${REFERENCE}`);
  try {
    for (const { tag } of readJournal(migrationsFolder).slice(0, level)) {
      const migration = readFileSync(join(migrationsFolder, `${tag}.sql`), 'utf8');
      await target.exec(migration.replaceAll('"public".', `"${REFERENCE}".`));
    }
    const entries = await target.query<{ entry: string }>(catalogQuery(`('${REFERENCE}')`));
    return entries.map((row) => row.entry.replace(`${REFERENCE}.`, 'public.'));
  } finally {
    await target.exec('rollback to savepoint reference; release savepoint reference');
  }
}

async function loadCopy(target: Target, block: CopyBlock): Promise<void> {
  const perStatement = Math.max(1, Math.min(1000, Math.floor(MAX_PARAMETERS / block.columns.length)));
  const head = `INSERT INTO ${block.table} (${block.columns.join(', ')}) OVERRIDING SYSTEM VALUE VALUES `;
  for (let start = 0; start < block.lines.length; start += perStatement) {
    const values: (string | null)[] = [];
    const tuples = block.lines.slice(start, start + perStatement).map((line) => {
      const fields = line.split('\t').map((field) => {
        values.push(copyField(field));
        return `$${values.length}`;
      });
      return `(${fields.join(', ')})`;
    });
    // Untyped parameters: the server reads each as its column's input text, as COPY would.
    await target.query(head + tuples.join(', '), values);
  }
}

async function load(target: Target, contents: DumpContents): Promise<void> {
  for (const piece of contents.pieces) {
    try {
      if (piece.kind === 'sql') await target.exec(piece.text);
      else await loadCopy(target, piece);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new RestoreCheckError(`The backup did not load (from line ${piece.line}): ${message}.`);
    }
  }
}

/** After the load, inside its transaction: the manifest's rows and the migrations' schema are all there. */
async function verify(target: Target, manifest: Manifest, expected: string[]): Promise<void> {
  const tables = await target.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
      where table_schema in ${SCHEMAS} and table_type = 'BASE TABLE'`,
  );
  const wrong: string[] = [];
  const present = new Set<string>();
  for (const { schema, name } of tables) {
    const key = `${schema}.${name}`;
    present.add(key);
    const quoted = `"${schema.replace(/"/g, '""')}"."${name.replace(/"/g, '""')}"`;
    const [row] = await target.query<{ n: number }>(`select count(*)::int as n from ${quoted}`);
    const want = manifest.rows[key] ?? 0;
    if (Number(row!.n) !== want) wrong.push(`${key} has ${row!.n} rows, the manifest ${want}`);
  }
  for (const key of Object.keys(manifest.rows)) if (!present.has(key)) wrong.push(`${key} is missing`);
  const catalog = new Set((await target.query<{ entry: string }>(CATALOG)).map((row) => row.entry));
  const missing = expected.filter((entry) => !catalog.has(entry));
  if (missing.length > 0) wrong.push(`missing from the schema: ${missing.join('; ')}`);
  if (wrong.length > 0) throw new RestoreCheckError(`The loaded backup is not whole: ${wrong.join(', ')}.`);
}

/** Empty check, wipe (--force), load and checks: all in the one transaction `target` is. */
async function restoreInto(target: Target, backup: CheckedBackup, force: boolean) {
  const [{ n: tables }] = (await target.query<{ n: number }>(USER_TABLES)) as [{ n: number }];
  if (tables > 0 && !force) throw new DatabaseNotEmptyError(tables);
  const expected = await expectedCatalog(target, backup.manifest.migrations, backup.migrationsFolder);
  if (tables > 0) await target.exec(WIPE);
  await load(target, backup.contents);
  await verify(target, backup.manifest, expected);
}

/**
 * Loads a checked backup into a PGlite folder (taking its lock: no server may run on it), in one
 * transaction: a file that fails to load or to check leaves every old row (PGlite rolls back;
 * a crash in the middle is recovered from its write-ahead log like PostgreSQL's).
 */
export async function restorePglite(dataDir: string, file: string, force: boolean): Promise<Manifest> {
  const backup = checkBackup(file);
  const release = lockDataDir(dataDir);
  try {
    const client = await PGlite.create(join(dataDir, PGLITE_FOLDER));
    try {
      await client.transaction(async (tx) => {
        await restoreInto(
          {
            exec: async (sql) => void (await tx.exec(sql)),
            query: async <T>(sql: string, params?: unknown[]) => (await tx.query<T>(sql, params)).rows,
          },
          backup,
          force,
        );
      });
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
  return backup.manifest;
}

/**
 * Loads a checked backup into PostgreSQL through the driver (never psql: no meta-command can
 * run), in one transaction with the wipe of --force: the old data is replaced only when the new
 * is loaded and checked; anything else rolls back to it.
 */
export async function restorePostgres(databaseUrl: string, file: string, force: boolean): Promise<Manifest> {
  const backup = checkBackup(file);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('begin');
    try {
      await restoreInto(
        {
          exec: async (sql) => void (await client.query(sql)),
          query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
        },
        backup,
        force,
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
  } finally {
    await client.end();
  }
  return backup.manifest;
}
