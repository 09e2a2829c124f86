import { randomBytes } from 'node:crypto';
import { hashPassword, verifyPassword } from './auth/passwords';
import { isUniqueViolation } from './db/queries/users';
import type { Store } from './db/store';

export interface VendorSeed {
  username: string;
  /** Only when this start made the password up: shown once, never stored in clear. */
  generatedPassword?: string;
  created: boolean;
}

/**
 * Makes sure a vendor can log in. With VENDOR_USERNAME/VENDOR_PASSWORD the account is created or
 * brought in line (role vendor, that password); without them a first start creates `vendor`
 * with a random password, and later starts leave the existing vendor alone.
 */
export async function ensureVendor(
  store: Store,
  wanted: { username?: string | undefined; password?: string | undefined },
): Promise<VendorSeed> {
  try {
    return await ensureVendorOnce(store, wanted);
  } catch (error) {
    // Servers started together on one empty PostgreSQL: another one created the account between
    // our look-up and our insert. Look again; it is there now.
    if (!isUniqueViolation(error)) throw error;
    return ensureVendorOnce(store, wanted);
  }
}

async function ensureVendorOnce(
  store: Store,
  wanted: { username?: string | undefined; password?: string | undefined },
): Promise<VendorSeed> {
  if (wanted.username && wanted.password) {
    const existing = await store.userByUsername(wanted.username);
    // Every start passes VENDOR_PASSWORD: the same password again must not log the vendor out.
    if (existing?.role === 'vendor' && (await verifyPassword(wanted.password, existing.passwordHash))) {
      return { username: existing.username, created: false };
    }
    const passwordHash = await hashPassword(wanted.password);
    if (existing) {
      await store.setUserPasswordAndRole(existing.id, passwordHash, 'vendor');
      return { username: existing.username, created: false };
    }
    await store.createUser({ username: wanted.username, email: '', passwordHash, role: 'vendor' });
    return { username: wanted.username, created: true };
  }
  const vendor = await store.firstVendor();
  if (vendor) return { username: vendor.username, created: false };
  const username = wanted.username || 'vendor';
  const password = randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  const existing = await store.userByUsername(username);
  if (existing) await store.setUserPasswordAndRole(existing.id, passwordHash, 'vendor');
  else await store.createUser({ username, email: '', passwordHash, role: 'vendor' });
  return { username, generatedPassword: password, created: !existing };
}
