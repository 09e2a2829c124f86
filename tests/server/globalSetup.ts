import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/lib/buildServer';
import { startThrowawayPostgres } from '../../scripts/lib/throwawayPostgres';
import { openDatabase } from '../../src/server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite folder with every migration applied, closed: a test file's database starts as a copy. */
    pgliteTemplate: string;
    /** The run's one throwaway PostgreSQL (its `postgres` database): a test file's database is a new one on it. */
    postgresUrl: string;
    /**
     * The server bundled once for the run (scripts/lib/buildServer.ts, as `npm run build:server`
     * makes dist-server/): a file that spawns the server or a CLI runs `<serverBundle>/main.js`
     * (`serverEntry` in helpers/server.ts) instead of compiling src/server through tsx each time.
     */
    serverBundle: string;
  }
}

const ROOT = join(import.meta.dirname, '../..');

/**
 * The API files' databases, made once per run. A fresh PGlite folder costs 3–8 s of CPU (initdb
 * in WebAssembly, then the migrations) and a copy of a migrated one 0.3 s; a PostgreSQL cluster
 * of its own (initdb + start) costs ~2 s a file where a database on a shared one costs a few
 * milliseconds. Each file still gets a database nobody else writes to (createTestDatabase);
 * files that stop, kill or break PostgreSQL itself start a cluster of their own.
 */
export default async function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'bukka-api-'));
  const template = join(work, 'pglite-template');
  // Inside the repository (.vitest/ is ignored): the bundle finds drizzle/ and node_modules upwards.
  mkdirSync(join(ROOT, '.vitest'), { recursive: true });
  const bundle = mkdtempSync(join(ROOT, '.vitest', 'server-bundle-'));
  const [postgres] = await Promise.all([
    startThrowawayPostgres(),
    openDatabase({ dataDir: template }).then((database) => database.close()),
    buildServer(bundle),
  ]);
  project.provide('pgliteTemplate', template);
  project.provide('postgresUrl', postgres.url);
  project.provide('serverBundle', bundle);
  return () => {
    postgres.stop();
    rmSync(work, { recursive: true, force: true });
    rmSync(bundle, { recursive: true, force: true });
  };
}

/** A copy of the migrated template in a folder of its own. */
export function copyPgliteTemplate(template: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'bukka-pglite-'));
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}
