import type { SessionUser } from '../db/queries/sessions';

interface Entry {
  user: SessionUser;
  expiresAt: number;
  cachedUntil: number;
}

/**
 * Hashed token → user, for a few seconds. Every authenticated call would otherwise start with a
 * database round trip; with it, an order-status read is one indexed query. Logout on this server
 * evicts at once; on a shared PostgreSQL another server sees a revocation within `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  get(hash: string, now = Date.now()): SessionUser | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.cachedUntil <= now || entry.expiresAt <= now) {
      this.entries.delete(hash);
      return undefined;
    }
    return entry.user;
  }

  set(hash: string, user: SessionUser, expiresAt: number, now = Date.now()): void {
    if (this.ttlMs <= 0) return;
    // Crude but bounded: a flood of distinct tokens cannot grow memory without limit.
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(hash, { user, expiresAt, cachedUntil: now + this.ttlMs });
  }

  delete(hash: string): void {
    this.entries.delete(hash);
  }
}
