import { join, resolve } from 'node:path';
import { backupFileName, backupFromStream, backupPglite, backupPostgres } from './db/backup';
import { manifestPath } from './db/manifest';

const USAGE = 'Usage: npm run backup [-- --from-stdin]';

/**
 * `npm run backup`: one timestamped SQL file in BACKUP_DIR (default ./backups) and its manifest
 * beside it, from the database the server uses (DATABASE_URL, else the PGlite folder DATA_DIR).
 * `--from-stdin` takes the dump from standard input instead (the compose recipe pipes
 * PostgreSQL's own pg_dump into it), checks it and writes it with its manifest the same way.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.some((arg) => arg !== '--from-stdin')) throw new Error(USAGE);
  const env = process.env;
  const at = new Date();
  const file = resolve(join(env.BACKUP_DIR || 'backups', backupFileName(at)));
  const manifest = args.includes('--from-stdin')
    ? await backupFromStream(process.stdin, file, at)
    : env.DATABASE_URL
      ? await backupPostgres(env.DATABASE_URL, file, at)
      : await backupPglite(resolve(env.DATA_DIR || 'data'), file, at);
  const rows = Object.values(manifest.rows).reduce((sum, n) => sum + n, 0);
  console.log(`Backup written: ${file}`);
  console.log(
    `Manifest: ${manifestPath(file)} (${rows} rows in ${Object.keys(manifest.rows).length} tables, ` +
      `migration ${manifest.migrations}, SHA-256 ${manifest.sha256.slice(0, 12)}…)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
