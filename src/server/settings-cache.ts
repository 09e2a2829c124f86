import { pauseAt, stillHolds } from '../domain/kitchenSwitches';
import type { SoldOutEntry } from '../domain/vendorSettingsApi';
import type { DeliveryStatus, FoodStatus } from '../domain/status';
import type { Store } from './db/store';
import type { StoredSoldOut } from './db/queries/settings';

/** The shop's switches as everyone sees them at one instant (timed states past their end are gone). */
export interface ShopSettings {
  food_status: FoodStatus;
  delivery_status: DeliveryStatus;
  /** ISO instant a timed 'not ready' ends by itself; null for ready or an untimed 'not ready'. */
  food_until: string | null;
  /** ISO instant a timed delivery pause ends by itself; null for available or an untimed pause. */
  delivery_until: string | null;
  /** Packages still sold out, by catalogue id. */
  sold_out: SoldOutEntry[];
}

interface StoredSettings {
  food_status: FoodStatus;
  delivery_status: DeliveryStatus;
  food_until: string | null;
  delivery_until: string | null;
  sold_out: StoredSoldOut[];
}

/**
 * The food and delivery switches and the sold-out packages, read on every checkout. Writes on
 * this server show at once; another server sharing the PostgreSQL database sees them within
 * `ttlMs`. A timed pause (food 'not ready', delivery off) and a sold-out package end by themselves: every read compares
 * their end with `now()`, so no timer is needed and the cache never serves an ended one.
 */
export class SettingsCache {
  private value: StoredSettings | undefined;
  private readUntil = 0;

  constructor(
    private readonly store: Store,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  private async stored(): Promise<StoredSettings> {
    const now = Date.now();
    if (this.value && now < this.readUntil) return this.value;
    const value = await this.store.settings();
    this.value = value;
    this.readUntil = now + this.ttlMs;
    return value;
  }

  async get(): Promise<ShopSettings> {
    const stored = await this.stored();
    const now = this.now();
    // When a pause ends is the domain's rule (pauseAt), the same the console and storefront show.
    const food = pauseAt(stored.food_status === 'not-ready', stored.food_until, now);
    const delivery = pauseAt(stored.delivery_status === 'not-available', stored.delivery_until, now);
    return {
      food_status: food.paused ? 'not-ready' : 'ready',
      delivery_status: delivery.paused ? 'not-available' : 'available',
      food_until: food.until,
      delivery_until: delivery.until,
      sold_out: stored.sold_out
        .map((entry) => ({ id: entry.id, until: entry.until ? entry.until.toISOString() : null }))
        .filter((entry) => stillHolds(entry.until, now)),
    };
  }

  /** The food switch; `until` (ISO) only with 'not-ready'. */
  async setFood(status: FoodStatus, until: string | null): Promise<void> {
    const end = status === 'not-ready' && until ? new Date(until).toISOString() : null;
    // The end first: a reader between the two writes sees at worst the old status with an end.
    await this.store.setSetting('food_until', end ?? '');
    await this.store.setSetting('food_status', status);
    this.value = { ...(await this.freshOrCached()), food_status: status, food_until: end };
    this.readUntil = Date.now() + this.ttlMs;
  }

  /** The delivery switch; `until` (ISO) only with 'not-available'. */
  async setDelivery(status: DeliveryStatus, until: string | null = null): Promise<void> {
    const end = status === 'not-available' && until ? new Date(until).toISOString() : null;
    // The end first, as for the food switch.
    await this.store.setSetting('delivery_until', end ?? '');
    await this.store.setSetting('delivery_status', status);
    this.value = { ...(await this.freshOrCached()), delivery_status: status, delivery_until: end };
    this.readUntil = Date.now() + this.ttlMs;
  }

  async setSoldOut(id: number, soldOut: boolean, until: string | null): Promise<void> {
    const end = soldOut && until ? new Date(until) : null;
    await this.store.setSoldOut(id, soldOut, end);
    // The list may have changed on another server too: read it again.
    this.value = await this.store.settings();
    this.readUntil = Date.now() + this.ttlMs;
  }

  private async freshOrCached(): Promise<StoredSettings> {
    return this.value ?? (await this.store.settings());
  }
}
