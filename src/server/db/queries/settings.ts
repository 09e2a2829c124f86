import { eq, sql } from 'drizzle-orm';
import type { DeliveryStatus, FoodStatus } from '../../../domain/status';
import type { Db } from '../client';
import { settings, soldOut } from '../schema';

export type SettingKey = 'food_status' | 'delivery_status' | 'food_until' | 'delivery_until';
const SETTING_DEFAULTS = { food_status: 'ready', delivery_status: 'available' } as const;

/** A sold-out package as stored: `until` null means until the vendor switches it back. */
export interface StoredSoldOut {
  id: number;
  until: Date | null;
}

export function settingsQueries(db: Db) {
  const selectSettings = db.select({ key: settings.key, value: settings.value }).from(settings);
  const selectSoldOut = db
    .select({ id: soldOut.itemId, until: soldOut.until })
    .from(soldOut)
    .orderBy(soldOut.itemId);

  return {
    async settings(): Promise<{
      food_status: FoodStatus;
      delivery_status: DeliveryStatus;
      /** ISO instant a timed 'not ready' ends, or null. */
      food_until: string | null;
      /** ISO instant a timed delivery pause ends, or null. */
      delivery_until: string | null;
      sold_out: StoredSoldOut[];
    }> {
      const [rows, soldRows] = await Promise.all([selectSettings, selectSoldOut]);
      const found = Object.fromEntries(rows.map((r) => [r.key, r.value]));
      return {
        food_status: (found.food_status ?? SETTING_DEFAULTS.food_status) as FoodStatus,
        delivery_status: (found.delivery_status ?? SETTING_DEFAULTS.delivery_status) as DeliveryStatus,
        food_until: found.food_until || null,
        delivery_until: found.delivery_until || null,
        sold_out: soldRows.map((r) => ({ id: r.id, until: r.until ? new Date(r.until) : null })),
      };
    },

    /** Marks a package sold out (until `until`, or until switched back), or back on sale. */
    async setSoldOut(id: number, soldOutNow: boolean, until: Date | null) {
      if (!soldOutNow) {
        await db.delete(soldOut).where(eq(soldOut.itemId, id));
        return;
      }
      await db
        .insert(soldOut)
        .values({ itemId: id, until })
        .onConflictDoUpdate({ target: soldOut.itemId, set: { until, updatedAt: sql`now()` } });
    },

    async setSetting(key: SettingKey, value: string) {
      await db
        .insert(settings)
        .values({ key, value })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
    },
  };
}
