import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../../domain/api';
import { CHANNEL, type Db } from '../client';
import { pushSubscriptions, sessions, users } from '../schema';

/** PostgreSQL's unique_violation, under Drizzle's DrizzleQueryError wrapper or not. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export function userQueries(db: Db) {
  return {
    async createUser(user: { username: string; email: string; passwordHash: string; role?: Role }) {
      const [row] = await db
        .insert(users)
        .values({ ...user, role: user.role ?? 'customer' })
        .returning({ id: users.id, username: users.username });
      return row!;
    },

    async userByUsername(username: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`);
      return row;
    },

    async firstVendor() {
      const [row] = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(eq(users.role, 'vendor'))
        .orderBy(users.id)
        .limit(1);
      return row;
    },

    /**
     * A new password ends every session of the old one (open event streams see it too), on every
     * server at once: the NOTIFY goes out with the commit, whoever changes the password (a route,
     * a start's VENDOR_PASSWORD, `npm run vendor:create` in another process), and each server's
     * auth plugin then forgets the account's cached tokens.
     */
    async setUserPasswordAndRole(id: number, passwordHash: string, role: Role) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, role }).where(eq(users.id, id));
        await tx.delete(sessions).where(eq(sessions.userId, id));
        // The old password's phones stop hearing about the account's orders (issue 28).
        await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, id));
        await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ logoutUser: id })})`);
      });
    },
  };
}
