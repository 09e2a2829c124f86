import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { restorePglite, restorePostgres } from './db/restore';

const USAGE = 'Usage: npm run restore -- <backup.sql> [--force]';

/**
 * `npm run restore -- FILE [--force]`: loads a backup into the database the server would use
 * (DATABASE_URL, else DATA_DIR) while no server runs on it. The file is checked against its
 * manifest first, and the loaded database against the manifest and the schema before it is
 * committed; an empty database only, unless --force, which replaces what is there in the same
 * transaction (a backup that fails leaves it as it was).
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) throw new Error(USAGE);
  const file = resolve(files[0]!);
  if (!existsSync(file)) throw new Error(`No such backup file: ${file}`);
  const env = process.env;
  const manifest = env.DATABASE_URL
    ? await restorePostgres(env.DATABASE_URL, file, force)
    : await restorePglite(resolve(env.DATA_DIR || 'data'), file, force);
  const rows = Object.values(manifest.rows).reduce((sum, n) => sum + n, 0);
  console.log(
    `Restored ${file}: ${rows} rows in ${Object.keys(manifest.rows).length} tables as the manifest counts, ` +
      `migration ${manifest.migrations}, every table, constraint and index of the schema present`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
