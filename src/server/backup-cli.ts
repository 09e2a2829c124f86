import { join, resolve } from 'node:path';
import { backupFileName, backupPglite, backupPostgres } from './db/backup';

/**
 * `npm run backup`: one timestamped SQL file in BACKUP_DIR (default ./backups), from the database
 * the server uses (DATABASE_URL, else the PGlite folder DATA_DIR). Prints the file's path.
 */
async function main(): Promise<void> {
  const env = process.env;
  const file = resolve(join(env.BACKUP_DIR || 'backups', backupFileName()));
  if (env.DATABASE_URL) await backupPostgres(env.DATABASE_URL, file);
  else await backupPglite(resolve(env.DATA_DIR || 'data'), file);
  console.log(`Backup written: ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
