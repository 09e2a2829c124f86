import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { dumpPglite } from './backup';
import { lockDataDir } from './lock';
import { findMigrationsFolder } from './migrations-folder';
import * as schema from './schema';

/** The one database type the routes see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Messages between the servers that share one PostgreSQL database (LISTEN/NOTIFY). */
export interface Broadcast {
  send(message: string): Promise<void>;
  onMessage(handler: (message: string) => void): void;
  /**
   * The listening connection was lost and is back: messages sent meanwhile never arrive, so
   * whatever they would have refreshed must be read again.
   */
  onReconnect(handler: () => void): void;
}

/** Where the database reports trouble it recovers from by itself; a pino (Fastify) logger fits. */
export interface DatabaseLogger {
  warn(obj: object, msg: string): void;
  info(msg: string): void;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: PGlite has one server by construction (the folder lock). */
  broadcast?: Broadcast;
  /** PostgreSQL only: the connections of the pg pool, for /metrics (PGlite has one, in process). */
  poolUse?: () => { total: number; idle: number; waiting: number; max: number };
  /** PGlite only: a plain SQL dump taken while the server runs (db/backup.ts). */
  dump?: () => Promise<string>;
  close(): Promise<void>;
}

/** The NOTIFY channel of every message between servers (a store query may notify on it too). */
export const CHANNEL = 'bukka_events';
/** The listener's reconnect delays: doubling from the first up to the cap while the database is away. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5000;

/**
 * One dedicated connection LISTENs for the other servers' messages. When it dies (the database
 * restarts, the connection is cut) it is opened again with backoff for as long as it takes:
 * without that, this server would go on answering but never hear another server again.
 */
async function pgBroadcast(
  pool: pg.Pool,
  connectionString: string,
  log: DatabaseLogger,
): Promise<Broadcast & { end(): Promise<void> }> {
  const handlers: ((message: string) => void)[] = [];
  const reconnectHandlers: (() => void)[] = [];
  /** Connected and listening. */
  let listener: pg.Client | undefined;
  /** Being opened (the first time or by a retry). */
  let opening: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RETRY_FIRST_MS;
  let ended = false;

  const lost = (client: pg.Client, error: Error) => {
    // A client that never got to listen fails its own attempt instead; each loss counts once.
    if (client !== listener || ended) return;
    listener = undefined;
    client.end().catch(() => undefined);
    log.warn(
      { err: error },
      'database listener lost: reconnecting; events from other servers are missed until then',
    );
    schedule();
  };

  const listen = async (): Promise<pg.Client> => {
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: 5000,
      // A connection cut without a goodbye (network, host gone) is noticed too.
      keepAlive: true,
    });
    // A dying connection emits 'error' (when idle) and then 'end'; unhandled, 'error' would crash.
    client.on('error', (error) => lost(client, error));
    client.on('end', () => lost(client, new Error('Connection ended')));
    client.on('notification', (note) => {
      if (note.channel === CHANNEL && note.payload) for (const handler of handlers) handler(note.payload);
    });
    opening = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      return client;
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    } finally {
      opening = undefined;
    }
  };

  const schedule = () => {
    if (ended) return;
    retry = setTimeout(() => void attempt(), delay);
    // A pending retry is no reason to keep the process alive.
    retry.unref();
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };

  const attempt = async () => {
    retry = undefined;
    let client: pg.Client;
    try {
      client = await listen();
    } catch {
      schedule();
      return;
    }
    if (ended) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
    delay = RETRY_FIRST_MS;
    log.info('database listener reconnected');
    // NOTIFY keeps nothing for an absent listener: whatever was sent meanwhile is gone.
    for (const handler of reconnectHandlers) handler();
  };

  listener = await listen();
  return {
    send: async (message) => {
      await pool.query('select pg_notify($1, $2)', [CHANNEL, message]);
    },
    onMessage: (handler) => handlers.push(handler),
    onReconnect: (handler) => reconnectHandlers.push(handler),
    end: async () => {
      ended = true;
      clearTimeout(retry);
      await Promise.all([listener?.end(), opening?.end()]);
    },
  };
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, PGlite in dataDir. */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  migrationsFolder?: string | undefined;
  /** Connections in the pg pool. */
  poolSize?: number | undefined;
  /** The listener's loss and recovery (PostgreSQL). Default: not logged. */
  logger?: DatabaseLogger | undefined;
}

const silent: DatabaseLogger = { warn: () => undefined, info: () => undefined };

/**
 * The key of the advisory lock the migrations run under: any 64-bit number no other program
 * on the database uses ('bukka' in ASCII).
 */
export const MIGRATION_LOCK_KEY = 0x62756b6b61n;

/**
 * Applies the migrations while holding a session-level advisory lock on one connection, so
 * servers started together on one PostgreSQL take turns: the first migrates, the others wait
 * and then find nothing left to do (drizzle's migrator alone races: `create schema`/`create
 * table` twice, or the same migration twice, and a server dies). The lock ends with the session
 * if the process dies.
 */
async function migrateLocked(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const connection = await pool.connect();
  let broken = false;
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      await migratePg(drizzlePg({ client: connection, schema }), { migrationsFolder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } catch (error) {
    // A connection that failed mid-way may still hold the lock: closed, not pooled.
    broken = true;
    throw error;
  } finally {
    connection.release(broken);
  }
}

/**
 * PGlite's PostgreSQL settings: its own defaults plus 16 MB of shared buffers instead of
 * PostgreSQL's 128 MB. In PGlite the buffers live in the WebAssembly memory, which never shrinks:
 * with 128 MB a reopened shop's server held 470–670 MB RSS, with 16 MB about 200 MB (a shop's
 * whole database is a few MB, so every page still fits). README, "What a server needs".
 */
export const PGLITE_SHARED_BUFFERS = '16MB';
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

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
      await migrateLocked(pool, migrationsFolder);
      const broadcast = await pgBroadcast(pool, options.databaseUrl, options.logger ?? silent);
      return {
        db,
        kind: 'postgres',
        broadcast,
        poolUse: () => ({
          total: pool.totalCount,
          idle: pool.idleCount,
          waiting: pool.waitingCount,
          max: pool.options.max ?? 10,
        }),
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
    client = await PGlite.create(join(dataDir, 'pglite'), { startParams: PGLITE_START_PARAMS });
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder });
    const opened = client;
    return {
      db,
      kind: 'pglite',
      dump: () => dumpPglite(opened),
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
