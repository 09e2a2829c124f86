import type { DeliveryStatus, FoodStatus } from '../domain/status';
import type { SettingKey, Store } from './db/store';

export interface ShopSettings {
  food_status: FoodStatus;
  delivery_status: DeliveryStatus;
}

/**
 * The food and delivery switches, read on every checkout. Writes on this server show at once;
 * another server sharing the PostgreSQL database sees them within `ttlMs`.
 */
export class SettingsCache {
  private value: ShopSettings | undefined;
  private readUntil = 0;

  constructor(
    private readonly store: Store,
    private readonly ttlMs: number,
  ) {}

  async get(): Promise<ShopSettings> {
    const now = Date.now();
    if (this.value && now < this.readUntil) return this.value;
    const value = await this.store.settings();
    this.value = value;
    this.readUntil = now + this.ttlMs;
    return value;
  }

  async set<K extends SettingKey>(key: K, value: ShopSettings[K]): Promise<void> {
    await this.store.setSetting(key, value);
    this.value = { ...(this.value ?? (await this.store.settings())), [key]: value };
    this.readUntil = Date.now() + this.ttlMs;
  }
}
