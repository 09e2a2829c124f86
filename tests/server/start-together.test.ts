import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { spawnServer, stopProcess, type ServerProcess } from '../../scripts/lib/serverProcess';
import { createDatabaseAt } from '../../scripts/lib/throwawayPostgres';
import { client, logIn, VENDOR, serverEntry } from './helpers/server';

const ROOT = join(import.meta.dirname, '../..');

/**
 * Issue 26, finding 10: servers started together on an empty PostgreSQL (compose's first start,
 * a restart of every replica at once) raced each other through the migrations and the first
 * start's seed, and all but one died. The migrations now run under a PostgreSQL advisory lock.
 */
describe('three servers started at once on an empty PostgreSQL', () => {
  /** A database of its own on the run's PostgreSQL (tests/server/globalSetup.ts). */
  let databaseUrl: string;
  const servers: ServerProcess[] = [];
  const staticDir = mkdtempSync(join(tmpdir(), 'bukka-nostatic-'));

  beforeAll(async () => {
    databaseUrl = await createDatabaseAt(inject('postgresUrl'), 'start_together');
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => stopProcess(server.child)));
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('all come up ready on the one migrated database, with one vendor and one menu', async () => {
    for (let i = 0; i < 3; i++) {
      servers.push(
        spawnServer(serverEntry('main'), {
          cwd: ROOT,
          env: {
            DATABASE_URL: databaseUrl,
            PORT: '0',
            HOST: '127.0.0.1',
            LOG_LEVEL: 'warn',
            STATIC_DIR: staticDir,
            VENDOR_USERNAME: VENDOR.username,
            VENDOR_PASSWORD: VENDOR.password,
          },
        }),
      );
    }
    const urls = await Promise.all(servers.map((server) => server.url));
    for (const url of urls) {
      expect((await fetch(`${url}/readyz`)).status).toBe(200);
      const menu = (await (await fetch(`${url}/api/menu`)).json()) as { items: unknown[] };
      expect(menu.items).toHaveLength(9);
      expect(await logIn(client(url), VENDOR.username, VENDOR.password)).toMatch(/\S/);
    }
  });
});
