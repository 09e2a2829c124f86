import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './lock';
import * as schema from './schema';

/** The one database type the routes see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Messages between the servers that share one PostgreSQL database (LISTEN/NOTIFY). */
export interface Broadcast {
  send(message: string): Promise<void>;
  onMessage(handler: (message: string) => void): void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: PGlite has one server by construction (the folder lock). */
  broadcast?: Broadcast;
  close(): Promise<void>;
}

const CHANNEL = 'bukka_events';

async function pgBroadcast(
  pool: pg.Pool,
  connectionString: string,
): Promise<Broadcast & { end(): Promise<void> }> {
  const listener = new pg.Client({ connectionString });
  const handlers: ((message: string) => void)[] = [];
  // A lost listener costs live updates from other servers, not correctness: caches expire.
  listener.on('error', () => undefined);
  listener.on('notification', (note) => {
    if (note.channel === CHANNEL && note.payload) for (const handler of handlers) handler(note.payload);
  });
  await listener.connect();
  await listener.query(`LISTEN ${CHANNEL}`);
  return {
    send: async (message) => {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, message]);
    },
    onMessage: (handler) => handlers.push(handler),
    end: () => listener.end(),
  };
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite in dataDir. */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  migrationsFolder?: string | undefined;
  /** Connections in the pg pool. */
  poolSize?: number | undefined;
}

/**
 * drizzle/ sits at the repository root; this file runs from src/server/db (tsx, Vitest) or from
 * the bundle in dist-server/, so look upwards for it.
 */
export function findMigrationsFolder(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No drizzle/ migrations folder found above ${from}`);
    dir = parent;
  }
}

/** Opens the database and applies every migration not yet applied. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? findMigrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // An unreachable database fails a request (503) instead of holding it open.
      connectionTimeoutMillis: 5000,
    });
    // An idle connection the database drops (restart, pg_ctl stop) is emitted here; without a
    // listener the process would crash. The pool discards it and connects anew when asked.
    pool.on('error', () => undefined);
    try {
      const db = drizzlePg({ client: pool, schema });
      await migratePg(db, { migrationsFolder });
      const broadcast = await pgBroadcast(pool, options.databaseUrl);
      return {
        db,
        kind: 'postgres',
        broadcast,
        close: async () => {
          await broadcast.end().catch(() => undefined);
          await pool.end();
        },
      };
    } catch (error) {
      await pool.end();
      throw error;
    }
  }
  const dataDir = resolve(options.dataDir ?? 'data');
  const release = lockDataDir(dataDir);
  let client: PGlite | undefined;
  try {
    client = await PGlite.create(join(dataDir, 'pglite'));
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    return {
      db,
      kind: 'pglite',
      close: async () => {
        try {
          await opened.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    release();
    throw error;
  }
}
