import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { BankDetails } from '../domain/api';
import { buildApp, type AppOptions } from './app';
import { checkTrustProxy } from './trust-proxy';
import { openDatabase, type DatabaseLogger, type Db } from './db/client';
import { bankFromEnv } from './payments/payments';
import { MENU_SEED } from '../domain/menuSeed';
import { ensureVendor, type VendorSeed } from './seed';

export interface StartServerOptions extends Omit<AppOptions, 'database' | 'bank' | 'staticDir'> {
  /** Default 3000; 0 picks a free port. */
  port?: number | undefined;
  /** Default 0.0.0.0 (127.0.0.1 is enough for tests). */
  host?: string | undefined;
  /** PGlite folder when databaseUrl is absent. Default ./data. */
  dataDir?: string | undefined;
  /** PostgreSQL connection string: real PostgreSQL instead of PGlite. */
  databaseUrl?: string | undefined;
  /** The built storefront. Default ./dist when it holds index.html; null: API only. */
  staticDir?: string | null | undefined;
  /** Vendor account to make sure of; default from nobody: `vendor` with a generated password. */
  vendor?: { username?: string | undefined; password?: string | undefined } | false | undefined;
  /** Default from BANK_NAME / BANK_ACCOUNT_NAME / BANK_ACCOUNT_NUMBER. */
  bank?: BankDetails | undefined;
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  port: number;
  app: FastifyInstance;
  databaseKind: 'pglite' | 'postgres';
  /** The Drizzle handle, for tools and tests that look at the rows themselves. */
  db: Db;
  vendor: VendorSeed | undefined;
  /** PGlite only: a SQL dump of the running database (`npm run backup` asks for it by signal). */
  dump: (() => Promise<string>) | undefined;
  /** Stops listening, ends event streams, closes the database and releases the PGlite folder. */
  close(): Promise<void>;
}

/**
 * Opens the database (migrations applied), seeds the vendor, builds the app and listens.
 * The CLI entry (main.ts) and the tests both start the server through this.
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  // Refused before the database is opened (buildApp checks it again for callers of its own).
  checkTrustProxy(
    typeof options.trustProxy === 'string'
      ? options.trustProxy.split(',').map((entry) => entry.trim())
      : options.trustProxy,
  );
  let app: RunningServer['app'] | undefined;
  // The app's logger comes with the app, which needs the database first: the database's
  // messages go to it from then on (the listener has only just connected before that).
  const logger: DatabaseLogger = {
    warn: (obj, msg) => app?.log.warn(obj, msg),
    info: (msg) => app?.log.info(msg),
  };
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, logger });
  try {
    const defaultDist = resolve('dist');
    const staticDir =
      options.staticDir === undefined
        ? existsSync(resolve(defaultDist, 'index.html'))
          ? defaultDist
          : null
        : options.staticDir;
    app = await buildApp({ ...options, database, staticDir, bank: options.bank ?? bankFromEnv() });
    // The first start's menu is product-spec §3's (src/domain/menuSeed.ts); later starts keep the vendor's.
    await app.store.seedMenu(MENU_SEED);
    app.addHook('onClose', async () => {
      await database.close();
    });
    const vendor = options.vendor === false ? undefined : await ensureVendor(app.store, options.vendor ?? {});
    const host = options.host ?? '0.0.0.0';
    await app.listen({ port: options.port ?? 3000, host });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : (options.port ?? 3000);
    const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
    const running = app;
    let closing: Promise<void> | undefined;
    return {
      url: `http://${shownHost}:${port}`,
      port,
      app: running,
      databaseKind: database.kind,
      db: database.db,
      vendor,
      dump: database.dump,
      close: () => (closing ??= running.close().then(() => undefined)),
    };
  } catch (error) {
    if (app) await app.close().catch(() => undefined);
    else await database.close().catch(() => undefined);
    throw error;
  }
}
