import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { MenuItem } from '../../../domain/menu';
import { isUploadedPicture } from '../../../domain/uploadedPicture';
import type { Db } from '../client';
import { menuChanges, menuItems, menuPictures, type MenuSnapshot } from '../schema';

/** A package as stored: the public item plus what only the console sees. */
export interface StoredMenuItem extends MenuSnapshot {
  id: number;
  category: string;
  updatedAt: Date;
}

export interface MenuChange {
  id: number;
  itemId: number;
  changedBy: string;
  before: MenuSnapshot | null;
  after: MenuSnapshot;
  changedAt: Date;
}

export interface StoredPicture {
  width: number;
  height: number;
  bytes: Buffer;
}

const columns = {
  id: menuItems.id,
  name: menuItems.name,
  description: menuItems.description,
  price: menuItems.price,
  picture: menuItems.picture,
  category: menuItems.category,
  position: menuItems.position,
  visible: menuItems.visible,
  updatedAt: menuItems.updatedAt,
};

export const snapshotOf = (item: StoredMenuItem): MenuSnapshot => ({
  name: item.name,
  description: item.description,
  price: item.price,
  picture: item.picture,
  category: item.category,
  position: item.position,
  visible: item.visible,
});

export function menuQueries(db: Db) {
  const selectAll = db.select(columns).from(menuItems).orderBy(asc(menuItems.position), asc(menuItems.id));

  return {
    /** Every package, hidden ones too, in the storefront's order. */
    async menuItems(): Promise<StoredMenuItem[]> {
      return selectAll;
    },

    /**
     * The first start's menu: the seed, only into an empty table. Two servers starting at once on
     * one PostgreSQL both may find it empty: ON CONFLICT lets the second insert nothing.
     */
    async seedMenu(seed: readonly MenuItem[]): Promise<boolean> {
      const [{ rows } = { rows: 0 }] = await db.select({ rows: count() }).from(menuItems);
      if (rows > 0) return false;
      await db
        .insert(menuItems)
        .values(
          seed.map((item, index) => ({
            id: item.id,
            name: item.name,
            description: item.desc,
            price: item.price,
            picture: item.imgUrl,
            category: item.category,
            position: index + 1,
          })),
        )
        .onConflictDoNothing();
      return true;
    },

    /** Another package (not `exceptId`) already called `name`, whatever its case. */
    async menuNameTaken(name: string, exceptId?: number): Promise<boolean> {
      const same = sql`lower(${menuItems.name}) = lower(${name})`;
      const rows = await db
        .select({ id: menuItems.id })
        .from(menuItems)
        .where(exceptId === undefined ? same : and(same, ne(menuItems.id, exceptId)))
        .limit(1);
      return rows.length > 0;
    },

    /** A new package at the end of the menu, and its change record, in one transaction. */
    async createMenuItem(
      values: { name: string; description: string; price: number; category: string; visible: boolean },
      changedBy: string,
    ): Promise<StoredMenuItem> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(menuItems)
          .values({
            ...values,
            position: sql`(select coalesce(max(${menuItems.position}), 0) + 1 from ${menuItems})`,
          })
          .returning(columns);
        await tx.insert(menuChanges).values({
          itemId: created!.id,
          changedBy,
          before: null,
          after: snapshotOf(created!),
        });
        return created!;
      });
    },

    /**
     * Changes one package and records before and after, in one transaction; the row is locked
     * so two edits at once each record what they really changed. Undefined: no such package.
     */
    async updateMenuItem(
      id: number,
      patch: Partial<Omit<MenuSnapshot, 'position'>>,
      changedBy: string,
    ): Promise<StoredMenuItem | undefined> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select(columns).from(menuItems).where(eq(menuItems.id, id)).for('update');
        if (!before) return undefined;
        const [after] = await tx
          .update(menuItems)
          .set({ ...patch, updatedAt: sql`now()` })
          .where(eq(menuItems.id, id))
          .returning(columns);
        await tx.insert(menuChanges).values({
          itemId: id,
          changedBy,
          before: snapshotOf(before),
          after: snapshotOf(after!),
        });
        // A replaced upload nothing shows any more is deleted (orders keep names and prices, not
        // pictures): a vendor trying pictures out would otherwise fill the database for ever.
        if (
          patch.picture !== undefined &&
          before.picture !== after!.picture &&
          isUploadedPicture(before.picture)
        ) {
          await tx
            .delete(menuPictures)
            .where(
              and(
                eq(menuPictures.sha256, before.picture),
                sql`not exists (select 1 from ${menuItems} where ${menuItems.picture} = ${before.picture})`,
              ),
            );
        }
        return after!;
      });
    },

    /** New positions for every package (`ids` in the storefront's order), one change each moved. */
    async reorderMenu(ids: readonly number[], changedBy: string): Promise<void> {
      await db.transaction(async (tx) => {
        const current = await tx.select(columns).from(menuItems).for('update');
        for (const item of current) {
          const position = ids.indexOf(item.id) + 1;
          if (position === item.position) continue;
          await tx
            .update(menuItems)
            .set({ position, updatedAt: sql`now()` })
            .where(eq(menuItems.id, item.id));
          await tx.insert(menuChanges).values({
            itemId: item.id,
            changedBy,
            before: snapshotOf(item),
            after: { ...snapshotOf(item), position },
          });
        }
      });
    },

    /** The latest changes, newest first. */
    async menuChanges(limit: number): Promise<MenuChange[]> {
      return db
        .select({
          id: menuChanges.id,
          itemId: menuChanges.itemId,
          changedBy: menuChanges.changedBy,
          before: menuChanges.before,
          after: menuChanges.after,
          changedAt: menuChanges.changedAt,
        })
        .from(menuChanges)
        .orderBy(desc(menuChanges.changedAt), desc(menuChanges.id))
        .limit(limit);
    },

    /** Stores a picture's renditions; the same upload again changes nothing. */
    async savePicture(sha256: string, renditions: readonly StoredPicture[]): Promise<void> {
      await db
        .insert(menuPictures)
        .values(renditions.map((r) => ({ sha256, width: r.width, height: r.height, bytes: r.bytes })))
        .onConflictDoNothing();
    },

    async pictureWidths(sha256: string): Promise<number[]> {
      const rows = await db
        .select({ width: menuPictures.width })
        .from(menuPictures)
        .where(eq(menuPictures.sha256, sha256))
        .orderBy(asc(menuPictures.width));
      return rows.map((r) => r.width);
    },

    async picture(sha256: string, width: number): Promise<StoredPicture | undefined> {
      const [row] = await db
        .select({ width: menuPictures.width, height: menuPictures.height, bytes: menuPictures.bytes })
        .from(menuPictures)
        .where(and(eq(menuPictures.sha256, sha256), eq(menuPictures.width, width)));
      return row;
    },
  };
}
