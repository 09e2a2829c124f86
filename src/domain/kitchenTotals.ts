import type { VendorOrder } from './api';

/**
 * What to cook (issue 15 item 2): the packages of every accepted order not yet completed, added
 * up across orders, so the kitchen cooks in batches ('6 × Mega Package, 3 × Jumbo Package').
 * Pending orders are not in it (not agreed yet), nor completed or declined ones.
 */

export interface KitchenLine {
  id: number;
  name: string;
  quantity: number;
}

/** Most first, then by name: the biggest batch leads. */
export function kitchenTotals(orders: readonly Pick<VendorOrder, 'status' | 'items'>[]): KitchenLine[] {
  const lines = new Map<number, KitchenLine>();
  for (const order of orders) {
    if (order.status !== 'accepted') continue;
    for (const item of order.items) {
      const line = lines.get(item.id) ?? { id: item.id, name: item.name, quantity: 0 };
      line.quantity += item.quantity;
      lines.set(item.id, line);
    }
  }
  return [...lines.values()].sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
}

/** '6 × Mega Package, 3 × Jumbo Package'; '' when there is nothing to cook. */
export function kitchenTotalsText(lines: readonly KitchenLine[]): string {
  return lines.map((l) => `${l.quantity} × ${l.name}`).join(', ');
}
