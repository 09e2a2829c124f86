import { z } from './zod';
import { menuItemSchema } from './api';
import { formatNaira } from './money';

/** The console's menu calls (issue 16): every package as the vendor sees it, and the history. */

export const vendorMenuItemSchema = z.extend(menuItemSchema, {
  visible: z.boolean(),
  position: z.number().check(z.int()),
});
export type VendorMenuItem = z.infer<typeof vendorMenuItemSchema>;

/** A package as it was before or after a change (the `menu_changes` row). */
export const menuSnapshotSchema = z.object({
  name: z.string(),
  description: z.string(),
  price: z.number(),
  picture: z.string(),
  category: z.optional(z.string()),
  position: z.number(),
  visible: z.boolean(),
});
export type MenuSnapshotView = z.infer<typeof menuSnapshotSchema>;

export const menuChangeSchema = z.object({
  id: z.number().check(z.int()),
  itemId: z.number().check(z.int()),
  changedBy: z.string(),
  /** ISO 8601. */
  changedAt: z.string(),
  /** null: the package was added. */
  before: z.nullable(menuSnapshotSchema),
  after: menuSnapshotSchema,
});
export type MenuChangeView = z.infer<typeof menuChangeSchema>;

/** GET /api/vendor/menu: every package, hidden ones too, in order, and the latest changes. */
export const vendorMenuResponseSchema = z.object({
  items: z.array(vendorMenuItemSchema),
  changes: z.array(menuChangeSchema),
});
export type VendorMenuResponse = z.infer<typeof vendorMenuResponseSchema>;

/** How many changes the console's history shows. */
export const MENU_HISTORY_LENGTH = 20;

/** One change in a few words for the console's history: 'price ₦1,500 → ₦1,700', 'hidden'. */
export function describeMenuChange(change: Pick<MenuChangeView, 'before' | 'after'>): string {
  const { before, after } = change;
  if (!before) return `added at ${formatNaira(after.price)}${after.visible ? '' : ' (hidden)'}`;
  const parts: string[] = [];
  if (before.name !== after.name) parts.push(`renamed from ${before.name}`);
  if (before.price !== after.price) {
    parts.push(`price ${formatNaira(before.price)} → ${formatNaira(after.price)}`);
  }
  if (before.description !== after.description) parts.push('description changed');
  if (before.picture !== after.picture) parts.push('new picture');
  if ((before.category ?? '') !== (after.category ?? '')) {
    parts.push(after.category ? `category ${after.category}` : 'no category');
  }
  if (before.visible !== after.visible) parts.push(after.visible ? 'shown' : 'hidden');
  if (before.position !== after.position) parts.push(`moved to #${after.position}`);
  return parts.join(', ') || 'saved unchanged';
}
