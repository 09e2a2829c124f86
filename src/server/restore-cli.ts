import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { restorePglite, restorePostgres } from './db/backup';

const USAGE = 'Usage: npm run restore -- <backup.sql> [--force]';

/**
 * `npm run restore -- FILE [--force]`: loads a backup into the database the server would use
 * (DATABASE_URL, else DATA_DIR) while no server runs on it. An empty database only, unless
 * --force, which deletes what is there first.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) throw new Error(USAGE);
  const file = resolve(files[0]!);
  if (!existsSync(file)) throw new Error(`No such backup file: ${file}`);
  const env = process.env;
  if (env.DATABASE_URL) await restorePostgres(env.DATABASE_URL, file, force);
  else await restorePglite(resolve(env.DATA_DIR || 'data'), file, force);
  console.log(`Restored ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
