import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { findMigrationsFolder } from '../db/migrations-folder';
import * as API_ERROR_CODES from '../../domain/apiErrorCodes';

/** A database that does not answer in this time is not ready: a probe must not hang. */
const READY_TIMEOUT_MS = 2000;

/** How many migrations this build ships (drizzle/meta/_journal.json). */
export function shippedMigrations(folder = findMigrationsFolder()): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

async function appliedMigrations(database: Database): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: number }[] };
  return Number(result.rows[0]?.applied ?? 0);
}

/**
 * For process managers, Docker's HEALTHCHECK and the proxy. /healthz: the process answers (no
 * database: a slow database must not get a live process restarted). /readyz: the database answers
 * and every migration of this build is applied, else 503 so the proxy sends requests elsewhere.
 * Neither is logged (a probe every few seconds would drown the request log) nor rate limited
 * (the limiter only counts the routes that opt in).
 */
export function healthRoutes(app: FastifyInstance, database: Database): void {
  const expected = shippedMigrations();
  app.get('/healthz', { logLevel: 'silent' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get('/readyz', { logLevel: 'silent' }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_done, fail) => {
      timer = setTimeout(() => fail(new Error('timeout')), READY_TIMEOUT_MS);
    });
    try {
      const applied = await Promise.race([appliedMigrations(database), timeout]);
      if (applied < expected) {
        return reply.code(503).send({
          detail: `Database migrations pending: ${applied} of ${expected} applied`,
          code: API_ERROR_CODES.unavailable,
        });
      }
      return { status: 'ready', migrations: applied };
    } catch {
      return reply
        .code(503)
        .send({ detail: 'The database is not answering', code: API_ERROR_CODES.unavailable });
    } finally {
      clearTimeout(timer);
    }
  });
}
