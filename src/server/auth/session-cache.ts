import { LRUCache } from 'lru-cache';
import type { SessionUser } from '../db/queries/sessions';

/**
 * Hashed token → user, for a few seconds. Every authenticated call would otherwise start with a
 * database round trip; with it, an order-status read is one indexed query. Logout on this server
 * evicts at once; on a shared PostgreSQL another server sees a revocation within `ttlMs`.
 * Bounded (least recently used out first): a flood of distinct tokens cannot grow memory.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, SessionUser> | undefined;

  constructor(
    private readonly ttlMs: number,
    maxEntries = 10_000,
  ) {
    this.entries = ttlMs > 0 ? new LRUCache({ max: maxEntries, ttl: ttlMs }) : undefined;
  }

  get(hash: string): SessionUser | undefined {
    return this.entries?.get(hash);
  }

  /** Kept for ttlMs, never past the session's own end. */
  set(hash: string, user: SessionUser, expiresAt: number, now = Date.now()): void {
    const ttl = Math.floor(Math.min(this.ttlMs, expiresAt - now));
    if (ttl >= 1) this.entries?.set(hash, user, { ttl });
  }

  delete(hash: string): void {
    this.entries?.delete(hash);
  }

  /** Every token of one account (its password changed). */
  deleteUser(userId: number): void {
    if (!this.entries) return;
    for (const [hash, user] of this.entries.entries()) if (user.id === userId) this.entries.delete(hash);
  }
}
