import { eq } from 'drizzle-orm';
import type { AccountProfile } from '../../../domain/accountProfile';
import type { Db } from '../client';
import { accountProfiles } from '../schema';

const EMPTY: AccountProfile = { addresses: [], phoneNumber: '' };

/** A customer's remembered addresses and phone (issue 13): only ever by the session's user id. */
export function accountProfileQueries(db: Db) {
  return {
    async profileOf(userId: number): Promise<AccountProfile> {
      const [row] = await db
        .select({ addresses: accountProfiles.addresses, phoneNumber: accountProfiles.phoneNumber })
        .from(accountProfiles)
        .where(eq(accountProfiles.userId, userId));
      return row ?? EMPTY;
    },

    async saveProfile(userId: number, profile: AccountProfile): Promise<AccountProfile> {
      const values = {
        addresses: profile.addresses,
        phoneNumber: profile.phoneNumber,
        updatedAt: new Date(),
      };
      await db
        .insert(accountProfiles)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: accountProfiles.userId, set: values });
      return profile;
    },
  };
}
