import { LRUCache } from 'lru-cache';
import type { OrderStatus } from '../../domain/status';

interface Entry {
  userId: number;
  status: OrderStatus;
}

/**
 * ref → (owner, status): the tracker polls one order's status over and over, and on PGlite a
 * query costs more than the whole rest of the request. Bounded (least recently used out first);
 * `ttlMs` Infinity keeps an entry until it is evicted or changed, 0 or less caches nothing.
 */
export class OrderStatusCache {
  private readonly entries: LRUCache<number, Entry> | undefined;

  constructor(ttlMs: number, maxEntries = 50_000) {
    this.entries =
      ttlMs > 0
        ? new LRUCache({ max: maxEntries, ...(Number.isFinite(ttlMs) ? { ttl: Math.ceil(ttlMs) } : {}) })
        : undefined;
  }

  get(ref: number): Entry | undefined {
    return this.entries?.get(ref);
  }

  set(ref: number, userId: number, status: OrderStatus): void {
    this.entries?.set(ref, { userId, status });
  }

  delete(ref: number): void {
    this.entries?.delete(ref);
  }

  clear(): void {
    this.entries?.clear();
  }
}
