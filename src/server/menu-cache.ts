import { createHash } from 'node:crypto';
import type { MenuItem } from '../domain/menu';
import { pictureUrl } from '../domain/uploadedPicture';
import type { StoredMenuItem } from './db/queries/menu';
import type { Store } from './db/store';

/** A stored package as every client sees it (GET /api/menu, the first HTML of `/`). */
export function toPublicItem(item: StoredMenuItem): MenuItem {
  return {
    id: item.id,
    name: item.name,
    price: item.price,
    desc: item.description,
    imgUrl: pictureUrl(item.picture),
    category: item.category,
  };
}

/**
 * The stored menu, read on every checkout and every load of `/`. The vendor's changes on this
 * server show at once (`invalidate`); another server sharing the PostgreSQL database sees them
 * within `ttlMs` (on PGlite this process is the only writer, so its copy can live forever).
 */
export class MenuCache {
  private value: Promise<StoredMenuItem[]> | undefined;
  private readUntil = 0;
  private listeners: (() => void)[] = [];
  private readonly versions = new WeakMap<StoredMenuItem[], string>();

  constructor(
    private readonly store: Store,
    private readonly ttlMs: number,
  ) {}

  /** Every package, hidden ones too, in the storefront's order. */
  all(): Promise<StoredMenuItem[]> {
    const now = Date.now();
    if (!this.value || now >= this.readUntil) {
      const reading = this.store.menuItems();
      this.value = reading;
      this.readUntil = now + this.ttlMs;
      // A failed read is not kept: the next call tries again.
      reading.catch(() => {
        if (this.value === reading) this.value = undefined;
      });
    }
    return this.value;
  }

  /** The packages on sale (visible), as clients see them. */
  async visible(): Promise<MenuItem[]> {
    return (await this.all()).filter((item) => item.visible).map(toPublicItem);
  }

  /**
   * A short fingerprint of `visible()` (GET /api/shop/status's `menu_version`): every open
   * storefront polls it, so it is worked out once per stored read, not once per poll.
   */
  async version(): Promise<string> {
    const stored = await this.all();
    let version = this.versions.get(stored);
    if (version === undefined) {
      const visible = stored.filter((item) => item.visible).map(toPublicItem);
      version = createHash('sha256').update(JSON.stringify(visible)).digest('base64url').slice(0, 16);
      this.versions.set(stored, version);
    }
    return version;
  }

  /** The menu changed here: read it again next time, and tell whoever renders from it. */
  invalidate(): void {
    this.value = undefined;
    for (const listener of this.listeners) listener();
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }
}
