import type { Db } from '../client';
import { newsletterSubscribers } from '../schema';

export function newsletterQueries(db: Db) {
  return {
    /** True when the address was new. */
    async subscribe(email: string): Promise<boolean> {
      const rows = await db
        .insert(newsletterSubscribers)
        .values({ email })
        .onConflictDoNothing()
        .returning({ email: newsletterSubscribers.email });
      return rows.length === 1;
    },
  };
}
