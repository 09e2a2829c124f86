import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Role } from '../../../domain/api';
import type { Db } from '../client';
import { sessions, users } from '../schema';

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  role: Role;
}

export function sessionQueries(db: Db) {
  const sessionByHash = db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('bukka_session_by_hash');

  return {
    async createSession(tokenHash: string, userId: number, expiresAt: Date) {
      await db.insert(sessions).values({ tokenHash, userId, expiresAt });
    },

    async sessionUser(tokenHash: string): Promise<(SessionUser & { expiresAt: Date }) | undefined> {
      const [row] = await sessionByHash.execute({ hash: tokenHash });
      return row ? { ...row, expiresAt: new Date(row.expiresAt) } : undefined;
    },

    /**
     * The live sessions among many tokens, in one query: what the open event streams re-read
     * each tick (a thousand streams are one query, not a thousand).
     */
    async sessionUsers(tokenHashes: readonly string[]): Promise<Map<string, SessionUser>> {
      const found = new Map<string, SessionUser>();
      if (tokenHashes.length === 0) return found;
      const rows = await db
        .select({
          tokenHash: sessions.tokenHash,
          id: users.id,
          username: users.username,
          email: users.email,
          role: users.role,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(inArray(sessions.tokenHash, [...tokenHashes]), gt(sessions.expiresAt, sql`now()`)));
      for (const { tokenHash, ...user } of rows) found.set(tokenHash, user);
      return found;
    },

    async deleteSession(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    async deleteExpiredSessions() {
      await db.delete(sessions).where(sql`${sessions.expiresAt} <= now()`);
    },
  };
}
