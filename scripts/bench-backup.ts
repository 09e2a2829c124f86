// Times `npm run backup` and `npm run restore` (the CLIs, as a vendor runs them) on a seeded
// database, PGlite and PostgreSQL: `npx tsx scripts/bench-backup.ts [users] [orders]`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import { startThrowawayPostgres } from './lib/throwawayPostgres';

const users = Number(process.argv[2] ?? 2000);
const orders = Number(process.argv[3] ?? 20000);
const root = join(import.meta.dirname, '..');

/** Seconds and peak memory (MB; GNU time's %M where /usr/bin/time exists) of one CLI run. */
function cli(script: string, args: string[], env: Record<string, string>): string {
  const command = [process.execPath, '--import', 'tsx', `src/server/${script}-cli.ts`, ...args];
  const time = existsSync('/usr/bin/time');
  const started = performance.now();
  const result = spawnSync(
    time ? '/usr/bin/time' : command[0]!,
    time ? ['-f', 'maxrss %M', ...command] : command.slice(1),
    {
      cwd: root,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`${script} failed: ${result.stderr}`);
  const rss = /maxrss (\d+)/.exec(result.stderr)?.[1];
  return `${seconds.toFixed(1)} s${rss ? ` (${Math.round(Number(rss) / 1024)} MB peak)` : ''}`;
}

async function seed(options: { databaseUrl?: string; dataDir?: string }): Promise<void> {
  const database = await openDatabase(options);
  await database.db.execute(sql`insert into users (username, email, password_hash)
    select 'user' || g, 'user' || g || '@example.ng', repeat('h', 100) from generate_series(1, ${users}) g`);
  await database.db.execute(sql`insert into orders (id, user_id, order_name, items, total, delivery,
      delivery_location, selected_address, phone_number, payment_method)
    overriding system value
    select 100000 + g, 1 + g % ${users}, 'user' || (1 + g % ${users}) || '-' || g,
      '[{"name":"Jollof Rice Package","price":1500,"quantity":2},{"name":"Chicken","price":800,"quantity":1}]'::jsonb,
      3800, true, 'Hall 3', 'Room 12, Hall 3, Main Campus', '+2348012345678', 'cash'
    from generate_series(1, ${orders}) g`);
  await database.close();
}

const folders: string[] = [];
const folder = (prefix: string) => {
  const path = mkdtempSync(join(tmpdir(), prefix));
  folders.push(path);
  return path;
};
const postgres = await startThrowawayPostgres();
try {
  const targets = {
    pglite: { live: { DATA_DIR: folder('bench-live-') }, fresh: { DATA_DIR: folder('bench-fresh-') } },
    postgres: {
      live: { DATABASE_URL: await postgres.createDatabase('live') },
      fresh: { DATABASE_URL: await postgres.createDatabase('fresh') },
    },
  };
  for (const [kind, { live, fresh }] of Object.entries(targets)) {
    await seed('DATABASE_URL' in live ? { databaseUrl: live.DATABASE_URL } : { dataDir: live.DATA_DIR });
    const backups = folder('bench-backups-');
    const backup = cli('backup', [], { ...live, BACKUP_DIR: backups });
    const file = join(
      backups,
      readdirSync(backups).find((name) => name.endsWith('.sql'))!,
    );
    const restore = cli('restore', [file], fresh);
    const force = cli('restore', [file, '--force'], fresh);
    console.log(
      `${kind}: ${users} users, ${orders} orders; dump ${(statSync(file).size / 1e6).toFixed(1)} MB; ` +
        `backup ${backup}, restore ${restore}, restore --force over it ${force}`,
    );
  }
} finally {
  postgres.stop();
  for (const path of folders) rmSync(path, { recursive: true, force: true });
}
