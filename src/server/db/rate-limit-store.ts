import { lte, sql } from 'drizzle-orm';
import type { Db } from './client';
import { rateLimits } from './schema';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit asks of a store (its `store` option: a class it constructs). */
export interface RateLimitStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: unknown): RateLimitStore;
}

/**
 * A @fastify/rate-limit store whose counters live in PostgreSQL: every server on the database
 * counts the same tries, so a guesser gets the same number whichever server answers. One atomic
 * upsert per try (a row past its window starts over at 1). Keys carry the limit's own name
 * (routes/rate-limits.ts), so one table serves every limit and `child` is the same store.
 */
export function postgresRateLimitStore(db: Db): new (options: unknown) => RateLimitStore {
  const store: RateLimitStore = {
    incr(key, callback, timeWindow) {
      const expired = sql`${rateLimits.resetAt} <= now()`;
      db.insert(rateLimits)
        .values({ key, count: 1, resetAt: sql`now() + ${timeWindow} * interval '1 millisecond'` })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            resetAt: sql`CASE WHEN ${expired} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
          },
        })
        .returning({
          current: rateLimits.count,
          ttl: sql<number>`ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000)::int`,
        })
        .then(
          ([row]) => callback(null, { current: row!.current, ttl: Math.max(0, Number(row!.ttl)) }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
    read(key, callback) {
      db.select({
        current: rateLimits.count,
        ttl: sql<number>`ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000)::int`,
      })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key} AND ${rateLimits.resetAt} > now()`)
        .then(
          ([row]) =>
            callback(null, row ? { current: row.current, ttl: Number(row.ttl) } : { current: 0, ttl: 0 }),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
    child: () => store,
  };
  return class {
    constructor() {
      return store;
    }
  } as unknown as new (options: unknown) => RateLimitStore;
}

/** Drops the rows of ended windows: only keeps the table small (an ended row counts as fresh). */
export async function deleteExpiredRateLimits(db: Db): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, sql`now()`));
}
