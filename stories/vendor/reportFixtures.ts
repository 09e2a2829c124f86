import { deliveryFee } from '../../src/domain/delivery';
import { MENU_SEED as CATALOGUE } from '../../src/domain/menuSeed';
import type { PaymentMethod, PaymentState } from '../../src/domain/api';
import {
  previousRange,
  readReportRange,
  reportFigures,
  type ReportOrder,
  type ReportResponse,
} from '../../src/domain/reports';
import type { OrderStatus } from '../../src/domain/status';

/**
 * The Reports stories' figures, computed by the domain's reportFigures (the SQL's oracle) from
 * orders made up here: deterministic, so the baselines hold.
 */

const HOUR = 3_600_000;
/** 00:00 Lagos, 1 November 2026. */
const NOV_1 = Date.UTC(2026, 9, 31, 23);

const STATUSES: OrderStatus[] = [
  'completed',
  'completed',
  'completed',
  'accepted',
  'pending',
  'declined',
  'completed',
  'expired',
];
const METHODS: PaymentMethod[] = ['paystack', 'transfer', 'cash'];
const STATES: PaymentState[] = ['paid', 'paid', 'cash_due', 'paid', 'awaiting_confirmation'];
const ZONES = ['inside_school', 'outside_school', 'outside_town'];
/** Lunch and dinner rushes. */
const HOURS = [12, 12, 13, 13, 18, 19, 19, 9, 15, 21];

/** `count` orders spread over `days` days from `start`, with names for the packages. */
export function madeUpOrders(start: number, days: number, count: number, names: (id: number) => string) {
  return Array.from({ length: count }, (_, i): ReportOrder => {
    const day = (i * 7) % days;
    const delivery = i % 3 === 0;
    const items = [
      { id: 1 + (i % 6), quantity: 1 + (i % 3) },
      ...(i % 4 === 0 ? [{ id: 7 + (i % 3), quantity: 1 }] : []),
    ].map(({ id, quantity }) => ({
      id,
      name: names(id),
      price: CATALOGUE.find((c) => c.id === id)!.price,
      quantity,
    }));
    const zone = delivery ? ZONES[i % 3]! : '';
    return {
      ref: 1000 + i,
      createdAt: start + day * 24 * HOUR + HOURS[i % HOURS.length]! * HOUR + (i % 50) * 60_000,
      status: STATUSES[i % STATUSES.length]!,
      paymentMethod: METHODS[i % 3]!,
      paymentState: STATES[i % STATES.length]!,
      delivery,
      deliveryLocation: zone,
      items,
      total: items.reduce((sum, l) => sum + l.price * l.quantity, 0) + (delivery ? deliveryFee(zone) : 0),
    };
  });
}

const catalogueName = (id: number) => CATALOGUE.find((c) => c.id === id)!.name;

/** The API's answer for `from`–`to` over `orders` (the previous range's from the same list). */
export function reportOf(orders: readonly ReportOrder[], from: string, to: string): ReportResponse {
  const read = readReportRange({ from, to });
  if (!read.ok) throw new Error(read.detail);
  const before = previousRange(read.range);
  const pick = ({ from, to, days }: { from: string; to: string; days: number }) => ({ from, to, days });
  return {
    range: pick(read.range),
    previousRange: pick(before),
    current: reportFigures(orders, read.range),
    previous: reportFigures(orders, before),
  };
}

/** October and November, busy: 900 orders over 61 days (the screen stories' server holds them too). */
export const busyOrders = madeUpOrders(NOV_1 - 31 * 24 * HOUR, 61, 900, catalogueName);
export const busyMonth = reportOf(busyOrders, '2026-11-01', '2026-11-30');
/** One day: 24 orders on 21 November, and 20 the day before (its previous range). */
export const oneDay = reportOf(
  [
    ...madeUpOrders(NOV_1 + 20 * 24 * HOUR, 1, 24, catalogueName),
    ...madeUpOrders(NOV_1 + 19 * 24 * HOUR, 1, 20, catalogueName),
  ],
  '2026-11-21',
  '2026-11-21',
);
export const emptyWeek = reportOf([], '2026-11-16', '2026-11-22');

/** Packages whose names run long on a phone. */
const LONG_NAMES: Record<number, string> = {
  1: 'Jollof rice with fried plantain, peppered turkey and coleslaw (family size)',
  2: 'Egusi soup with pounded yam, assorted meat and stockfish',
  3: 'Ofada rice and ayamase sauce with boiled egg',
};
export const longNames = reportOf(
  madeUpOrders(NOV_1, 30, 300, (id) => LONG_NAMES[id] ?? catalogueName(id)),
  '2026-11-01',
  '2026-11-30',
);
