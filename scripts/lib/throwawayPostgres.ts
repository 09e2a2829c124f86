import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './freePort';

/** A PostgreSQL cluster of its own for one test file, removed afterwards. */
export interface ThrowawayPostgres {
  url: string;
  /** A fresh, empty database on the same cluster. */
  createDatabase(name: string): Promise<string>;
  /** Stops the cluster but keeps its data (faults.test.ts: the database goes away). */
  pause(): void;
  /** Starts the paused cluster again on the same port. */
  resume(): void;
  stop(): void;
}

const RUN_AS = 'pgrun';

function findBin(name: string): string | undefined {
  const dirs = [
    ...(process.env.PATH ?? '').split(':'),
    '/usr/local/bin',
    '/usr/local/pgsql/bin',
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ];
  return dirs
    .filter((dir) => dir.startsWith('/'))
    .map((dir) => join(dir, name))
    .find((path) => existsSync(path));
}

/** initdb refuses to run as root: make (once, idempotently) a dedicated user to run it as. */
function ensureRunUser(): void {
  const exists = () => {
    try {
      execFileSync('id', ['-u', RUN_AS], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (exists()) return;
  try {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', RUN_AS], {
      stdio: 'pipe',
    });
  } catch (error) {
    // Another test file may have made it a moment ago.
    if (!exists()) {
      throw new Error(`Could not create the user ${RUN_AS} for PostgreSQL: ${String(error)}`, {
        cause: error,
      });
    }
  }
}

export { freePort };

/** A fresh, empty database on the cluster of `serverUrl` (any database of it): its URL. */
export async function createDatabaseAt(serverUrl: string, name: string): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * initdb + pg_ctl on a free port, in a temporary folder, as a non-root user when run as root
 * (CI is a fresh machine as root). Fails loudly when PostgreSQL is not installed: the API
 * tests on real PostgreSQL are part of the suite, never skipped.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const initdb = findBin('initdb');
  const pgCtl = findBin('pg_ctl');
  if (!initdb || !pgCtl) {
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) were not found on PATH, in /usr/local/bin or ' +
        '/usr/lib/postgresql/*/bin. Install them (Debian: apt-get install -y postgresql) to run the API tests.',
    );
  }
  const asRoot = process.getuid?.() === 0;
  if (asRoot) ensureRunUser();
  const run = (bin: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', RUN_AS, '--', bin, ...args], { stdio: 'pipe' })
      : execFileSync(bin, args, { stdio: 'pipe' });

  const root = mkdtempSync(join(tmpdir(), 'bukka-pg-'));
  if (asRoot) execFileSync('chown', [RUN_AS, root]);
  const data = join(root, 'data');
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        run(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already gone.
      }
    }
    rmSync(root, { recursive: true, force: true });
  };
  // A crashed run must not leave a PostgreSQL behind.
  process.once('exit', stop);
  const start = () =>
    run(pgCtl, [
      '-D',
      data,
      '-l',
      join(root, 'server.log'),
      '-w',
      '-o',
      // fsync off: a test cluster trades durability for speed.
      `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`,
      'start',
    ]);
  try {
    run(initdb, ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync']);
    start();
    started = true;
  } catch (error) {
    stop();
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`Could not start a throwaway PostgreSQL: ${stderr || String(error)}`, { cause: error });
  }
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    createDatabase: (name: string) => createDatabaseAt(url, name),
    pause: () => {
      run(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
    },
    resume: () => {
      start();
    },
    stop,
  };
}
