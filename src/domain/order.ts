import { z } from './zod';
import { MAX_ORDER_REF } from './orderRef';
import { cartCount, cartLines, totalsOf, type CartItem } from './cart';
import { findMenuItem, type MenuItem } from './menu';
import { MAX_QUANTITY_PER_ITEM } from './constants';
import type { FulfilmentMode } from './delivery';
import { deliveryGaps } from './deliveryDetails';
import { deliveryZoneKeySchema } from './deliveryZoneSchema';
import { phoneSchema } from './phone';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `yyyyMMddHHmmssSSS` in the customer's local time. */
export function orderTimestamp(at: Date): string {
  return (
    `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}` +
    `${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}${pad(at.getMilliseconds(), 3)}`
  );
}

/** The order name of product-spec §3: the username, an underscore and the timestamp. */
export function orderName(username: string, at: Date): string {
  return `${username}_${orderTimestamp(at)}`;
}

/** The package_group key of an item: its name, with ' Package' appended when it lacks it. */
export function packageKey(name: string): string {
  return name.includes('Package') ? name : `${name} Package`;
}

/**
 * The package of `menu` (other than `exceptId`) whose order key equals the one `name` would
 * get, whatever the case: 'Mini' is ordered as 'Mini Package', so it cannot sit beside a 'Mini
 * Package' (an order naming one would be priced as the other). Undefined: `name` is free.
 */
export function findPackageKeyClash<T extends { id: number; name: string }>(
  menu: readonly T[],
  name: string,
  exceptId?: number,
): T | undefined {
  const wanted = packageKey(name).toLowerCase();
  return menu.find((item) => item.id !== exceptId && packageKey(item.name).toLowerCase() === wanted);
}

/** Names are unique whatever their case (the server refuses a second 'mega package'). */
export function findMenuItemByPackageKey<T extends { name: string }>(
  menu: readonly T[],
  key: string,
): T | undefined {
  const wanted = key.toLowerCase();
  return menu.find((item) => packageKey(item.name).toLowerCase() === wanted);
}

export const createOrderSchema = z
  .object({
    order_name: z
      .string()
      .check(
        z.maxLength(64),
        z.regex(/^[A-Za-z0-9._-]{1,46}_\d{17}$/, { error: 'order_name must be username_yyyyMMddHHmmssSSS' }),
      ),
    num_package: z.number().check(z.int(), z.positive()),
    package_group: z
      .record(
        z.string().check(z.maxLength(80)),
        z.object({
          amount: z.number().check(z.int(), z.minimum(1), z.maximum(MAX_QUANTITY_PER_ITEM)),
          /**
           * Bukka's addition: the menu item's id where the cart holds it, so a package the
           * vendor renamed after the customer added it is still found (issue 16).
           */
          id: z.optional(z.number().check(z.int(), z.positive(), z.maximum(MAX_ORDER_REF))),
        }),
      )
      .check(z.refine((group) => Object.keys(group).length > 0, { error: 'The order has no packages' })),
    delivery: z.boolean(),
    balance: z.number().check(z.nonnegative()),
    phoneNumber: phoneSchema,
    selectedAddress: z.string().check(z.maxLength(200)),
    /** Bukka's one addition to the spec's payload: the zone, so the server can price delivery. */
    deliveryLocation: z.union([deliveryZoneKeySchema, z.literal('')]),
  })
  .check(
    z.superRefine((order, ctx) => {
      if (!order.delivery) return;
      for (const gap of deliveryGaps(order.deliveryLocation, order.selectedAddress)) {
        const path = [gap.field === 'zone' ? 'deliveryLocation' : 'selectedAddress'];
        ctx.addIssue({ code: 'custom', path, message: gap.message });
      }
    }),
  );
export type CreateOrderPayload = z.infer<typeof createOrderSchema>;

export interface CheckoutDetails {
  username: string;
  cart: readonly CartItem[];
  /** The menu as the customer sees it: names and prices of the cart's lines. */
  menu: readonly MenuItem[];
  mode: FulfilmentMode;
  zone: string;
  phoneNumber: string;
  selectedAddress: string;
  at: Date;
}

/** The create-order payload exactly as product-spec §3 lays it out, plus deliveryLocation. */
export function buildCreateOrderPayload(details: CheckoutDetails): CreateOrderPayload {
  const delivery = details.mode === 'delivery';
  const lines = cartLines(details.cart, details.menu);
  const packageGroup: Record<string, { amount: number; id: number }> = {};
  for (const line of lines) {
    packageGroup[packageKey(line.item.name)] = { amount: line.quantity, id: line.item.id };
  }
  return {
    order_name: orderName(details.username, details.at),
    num_package: cartCount(lines.map(({ item, quantity }) => ({ id: item.id, quantity }))),
    package_group: packageGroup,
    delivery,
    balance: totalsOf(lines, delivery, details.zone).total,
    phoneNumber: details.phoneNumber,
    selectedAddress: delivery ? details.selectedAddress : '',
    deliveryLocation: delivery ? (deliveryZoneKeySchema.safeParse(details.zone).data ?? '') : '',
  };
}

export interface PricedLine {
  id: number;
  name: string;
  price: number;
  quantity: number;
  lineTotal: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotal: number;
  fee: number;
  total: number;
  quantity: number;
}

export type PricingResult = { ok: true; order: PricedOrder } | { ok: false; fields: Record<string, string> };

/**
 * Prices a validated payload from a menu (the server's stored one) and the fee table alone: what
 * the server charges, whatever `balance` the client sent. A line is found by its id when it
 * carries one the menu holds, else by its name; unknown packages and a wrong num_package are
 * refused.
 */
export function priceOrder(
  payload: CreateOrderPayload,
  menu: readonly Pick<MenuItem, 'id' | 'name' | 'price'>[],
): PricingResult {
  const fields: Record<string, string> = {};
  const lines: PricedLine[] = [];
  for (const [key, { amount, id }] of Object.entries(payload.package_group)) {
    const item =
      (id === undefined ? undefined : findMenuItem(menu, id)) ?? findMenuItemByPackageKey(menu, key);
    if (!item) {
      fields[`package_group.${key}`] = `Unknown package: ${key}`;
      continue;
    }
    if (lines.some((line) => line.id === item.id)) {
      fields[`package_group.${key}`] = `${item.name} appears twice in the order`;
      continue;
    }
    lines.push({
      id: item.id,
      name: item.name,
      price: item.price,
      quantity: amount,
      lineTotal: item.price * amount,
    });
  }
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  if (Object.keys(fields).length === 0 && quantity !== payload.num_package) {
    fields.num_package = `num_package must be ${quantity}, the sum of the amounts`;
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  const totals = totalsOf(lines, payload.delivery, payload.deliveryLocation);
  return { ok: true, order: { lines, ...totals, quantity } };
}
