import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BackupRefusedError, type DumpContents } from './dump-file';

/**
 * `<backup>.sql.manifest.json`, written beside every backup: what a restore checks the file and
 * the loaded database against. The SHA-256 proves the file is the one the backup wrote (not cut
 * off, not edited); it is no signature: whoever can rewrite the file can rewrite this too.
 */
export interface Manifest {
  format: typeof MANIFEST_FORMAT;
  app: 'bukka';
  /** package.json's version of the Bukka that wrote it. */
  appVersion: string;
  createdAt: string;
  /** Migrations applied in the backed-up database (rows of drizzle.__drizzle_migrations). */
  migrations: number;
  /** The tag of the last of them in drizzle/meta/_journal.json, when this Bukka knows it. */
  lastMigration: string | null;
  /** Rows per table (`schema.table`); tables without rows are absent. */
  rows: Record<string, number>;
  bytes: number;
  sha256: string;
}

export const MANIFEST_FORMAT = 1;
export const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

export const manifestPath = (backup: string) => `${backup}.manifest.json`;

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** The nearest package.json above this file: the repository's, or /app's in the image. */
function appVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'package.json');
    if (existsSync(candidate))
      return (JSON.parse(readFileSync(candidate, 'utf8')) as { version: string }).version;
    const parent = dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

export interface JournalEntry {
  tag: string;
}

export function readJournal(migrationsFolder: string): JournalEntry[] {
  return (
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries;
}

export function makeManifest(
  text: string,
  contents: DumpContents,
  journal: JournalEntry[],
  at = new Date(),
): Manifest {
  const migrations = contents.rows[MIGRATIONS_TABLE] ?? 0;
  return {
    format: MANIFEST_FORMAT,
    app: 'bukka',
    appVersion: appVersion(),
    createdAt: at.toISOString(),
    migrations,
    lastMigration: journal[migrations - 1]?.tag ?? null,
    rows: contents.rows,
    bytes: Buffer.byteLength(text, 'utf8'),
    sha256: sha256(text),
  };
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** The manifest beside `backup`, checked for shape: refused with a message saying what is wrong. */
export function readManifest(backup: string): Manifest {
  const path = manifestPath(backup);
  if (!existsSync(path)) {
    throw new BackupRefusedError(
      `No manifest beside the backup (${path}): npm run backup writes one with every backup, and ` +
        'without it the file cannot be checked. Nothing was restored.',
    );
  }
  let value: Partial<Manifest>;
  try {
    value = JSON.parse(readFileSync(path, 'utf8')) as Partial<Manifest>;
  } catch {
    throw new BackupRefusedError(`The manifest ${path} is not readable JSON. Nothing was restored.`);
  }
  const rows = value.rows;
  const whole =
    value.app === 'bukka' &&
    isCount(value.migrations) &&
    isCount(value.bytes) &&
    typeof value.sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(value.sha256) &&
    typeof rows === 'object' &&
    rows !== null &&
    Object.values(rows).every(isCount);
  if (value.format !== MANIFEST_FORMAT) {
    throw new BackupRefusedError(
      `The manifest ${path} has format ${String(value.format)}; this Bukka reads format ${MANIFEST_FORMAT}. Nothing was restored.`,
    );
  }
  if (!whole)
    throw new BackupRefusedError(`The manifest ${path} is incomplete or damaged. Nothing was restored.`);
  return value as Manifest;
}
