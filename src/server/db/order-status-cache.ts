import type { OrderStatus } from '../../domain/status';

interface Entry {
  userId: number;
  status: OrderStatus;
  until: number;
}

/**
 * ref → (owner, status): the tracker polls one order's status over and over, and on PGlite a
 * query costs more than the whole rest of the request. Bounded; the oldest entry leaves first.
 */
export class OrderStatusCache {
  private readonly entries = new Map<number, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 50_000,
  ) {}

  get(ref: number): { userId: number; status: OrderStatus } | undefined {
    const entry = this.entries.get(ref);
    if (!entry) return undefined;
    if (entry.until <= Date.now()) {
      this.entries.delete(ref);
      return undefined;
    }
    return entry;
  }

  set(ref: number, userId: number, status: OrderStatus): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(ref);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(ref, { userId, status, until: Date.now() + this.ttlMs });
  }

  delete(ref: number): void {
    this.entries.delete(ref);
  }

  clear(): void {
    this.entries.clear();
  }
}
