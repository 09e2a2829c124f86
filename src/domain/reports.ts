import { z } from './zod';
import type { PaymentMethod, PaymentState } from './api';
import type { ApiErrorCode } from './apiErrorCode';
import * as API_ERROR_CODES from './apiErrorCodes';
import { DAY, HOUR, LAGOS_UTC_OFFSET_MINUTES, MINUTE, lagosDay } from './lagosCalendar';
import type { OrderStatus } from './status';
import { orderMoney } from './takings';

/**
 * The Reports tab (issue 31): the vendor's figures over a range of Lagos days, each beside the
 * same figure for the range of equal length just before. The server computes them in SQL
 * (src/server/db/queries/reports.ts); `reportFigures` below computes the same from a list of
 * orders, the oracle its property test holds the SQL to.
 */

/** The longest range a report covers: a year, leap or not. */
export const REPORT_MAX_DAYS = 366;

const naira = z.number().check(z.int());
const count = z.number().check(z.int(), z.nonnegative());

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD: Lagos calendar days, both included. */
export const reportQuerySchema = z.object({
  from: z.optional(z.string()),
  to: z.optional(z.string()),
});

export interface ReportRange {
  from: string;
  to: string;
  /** Epoch ms of 00:00 Lagos on `from`, and of 00:00 Lagos the day after `to`: [start, end). */
  start: number;
  end: number;
  days: number;
}

export type ReportRangeResult =
  | { ok: true; range: ReportRange }
  | { ok: false; code: ApiErrorCode; detail: string; fields: Record<string, string> };

const OFFSET = LAGOS_UTC_OFFSET_MINUTES * MINUTE;

/** 00:00 Lagos of a 'YYYY-MM-DD' that names a real calendar day; null otherwise. */
export function lagosDateStart(date: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(y, m - 1, d);
  if (new Date(utc).toISOString().slice(0, 10) !== date) return null;
  return utc - OFFSET;
}

/** The range a query asks for, or why it cannot be served (a 400 with `code`). */
export function readReportRange(query: {
  from?: string | undefined;
  to?: string | undefined;
}): ReportRangeResult {
  const start = query.from === undefined ? null : lagosDateStart(query.from);
  const last = query.to === undefined ? null : lagosDateStart(query.to);
  if (start === null || last === null) {
    const fields: Record<string, string> = {};
    if (start === null) fields.from = 'Must be a date written YYYY-MM-DD';
    if (last === null) fields.to = 'Must be a date written YYYY-MM-DD';
    return {
      ok: false,
      code: API_ERROR_CODES.reportBadDate,
      detail: 'A report needs from and to, each a date written YYYY-MM-DD',
      fields,
    };
  }
  if (last < start) {
    return {
      ok: false,
      code: API_ERROR_CODES.reportRangeBackwards,
      detail: 'The end of the range comes before its start',
      fields: { to: 'Must be on or after from' },
    };
  }
  const days = Math.round((last - start) / DAY) + 1;
  if (days > REPORT_MAX_DAYS) {
    return {
      ok: false,
      code: API_ERROR_CODES.reportRangeTooLong,
      detail: `A report covers at most ${REPORT_MAX_DAYS} days`,
      fields: { to: `Must be at most ${REPORT_MAX_DAYS} days after from` },
    };
  }
  return { ok: true, range: { from: query.from!, to: query.to!, start, end: last + DAY, days } };
}

/** The range of equal length that ends the day before `range` starts. */
export function previousRange(range: ReportRange): ReportRange {
  const start = range.start - range.days * DAY;
  return {
    from: lagosDay(start),
    to: lagosDay(range.start - DAY),
    start,
    end: range.start,
    days: range.days,
  };
}

/** Every Lagos day of a range, in order. */
export function rangeDays(range: Pick<ReportRange, 'start' | 'end'>): string[] {
  const days: string[] = [];
  for (let at = range.start; at < range.end; at += DAY) days.push(lagosDay(at));
  return days;
}

export const reportSummarySchema = z.object({
  /** Orders that count (not declined, not expired). */
  orders: count,
  /** Naira of those orders. */
  revenue: naira,
  /** revenue / orders, rounded to the naira; 0 without orders. */
  averageOrderValue: naira,
  /** Of the orders that count, how many were delivered. */
  delivery: count,
  /** Money in (takings.ts' rule), and food handed over unpaid. */
  received: naira,
  owed: naira,
  completedValue: naira,
  declined: count,
  expired: count,
});

export const takingsDaySchema = z.object({
  day: z.string(),
  card: naira,
  transfer: naira,
  cash: naira,
  /** Completed, not paid: still owed for that day's orders. */
  owed: naira,
});

export const hourSchema = z.object({
  /** 0–23, Lagos time. */
  hour: count,
  pickup: count,
  delivery: count,
});

export const reportSellerSchema = z.object({
  id: count,
  /** The name of the package's latest order in the range. */
  name: z.string(),
  quantity: count,
  /** Naira: price × quantity, at the prices of the orders. */
  revenue: naira,
});

export const zoneFeesSchema = z.object({
  zone: z.string(),
  orders: count,
  /** Naira: each delivered order's total less its packages. */
  fees: naira,
});

/** Orders that took no money, per day and by why: the kitchen declined, or left unpaid (expired). */
export const refusalsDaySchema = z.object({ day: z.string(), declined: count, expired: count });

export const reportFiguresSchema = z.object({
  summary: reportSummarySchema,
  /** Every day of the range, oldest first. */
  takingsByDay: z.array(takingsDaySchema),
  /** Every hour 0–23. */
  ordersByHour: z.array(hourSchema),
  /** Most sold first, then by name. */
  bestSellers: z.array(reportSellerSchema),
  /** By zone key. */
  feesByZone: z.array(zoneFeesSchema),
  /** Every day of the range, oldest first. */
  refusalsByDay: z.array(refusalsDaySchema),
});
export type ReportFigures = z.infer<typeof reportFiguresSchema>;
export type ReportSummary = z.infer<typeof reportSummarySchema>;
export type TakingsDay = z.infer<typeof takingsDaySchema>;
export type HourFigure = z.infer<typeof hourSchema>;
export type ReportSeller = z.infer<typeof reportSellerSchema>;
export type ZoneFees = z.infer<typeof zoneFeesSchema>;
export type RefusalsDay = z.infer<typeof refusalsDaySchema>;

const rangeSchema = z.object({ from: z.string(), to: z.string(), days: count });

/** GET /api/vendor/reports. */
export const reportResponseSchema = z.object({
  range: rangeSchema,
  previousRange: rangeSchema,
  current: reportFiguresSchema,
  previous: reportFiguresSchema,
});
export type ReportResponse = z.infer<typeof reportResponseSchema>;

/** What a report reads of an order. */
export interface ReportOrder {
  ref: number;
  /** Epoch ms. */
  createdAt: number;
  status: OrderStatus;
  paymentState: PaymentState;
  paymentMethod: PaymentMethod | null;
  total: number;
  delivery: boolean;
  deliveryLocation: string;
  items: readonly { id: number; name: string; price: number; quantity: number }[];
}

/** Filled in, so a chart shows the days and hours nothing happened in. */
export function fillDays<T extends { day: string }>(
  range: ReportRange,
  rows: readonly T[],
  empty: (day: string) => T,
): T[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return rangeDays(range).map((day) => byDay.get(day) ?? empty(day));
}

export function fillHours(rows: readonly HourFigure[]): HourFigure[] {
  const byHour = new Map(rows.map((row) => [row.hour, row]));
  return Array.from({ length: 24 }, (_, hour) => byHour.get(hour) ?? { hour, pickup: 0, delivery: 0 });
}

export const emptyTakingsDay = (day: string): TakingsDay => ({ day, card: 0, transfer: 0, cash: 0, owed: 0 });
export const emptyRefusalsDay = (day: string): RefusalsDay => ({ day, declined: 0, expired: 0 });

export function sortSellers(sellers: ReportSeller[]): ReportSeller[] {
  return sellers.sort(
    (a, b) => b.quantity - a.quantity || (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id),
  );
}

/** The Lagos hour of day of an instant. */
const lagosHour = (at: number) => Math.floor(((((at + OFFSET) % DAY) + DAY) % DAY) / HOUR);

/** Every figure of `range` from a plain list of orders (those outside the range are left out). */
export function reportFigures(orders: readonly ReportOrder[], range: ReportRange): ReportFigures {
  const summary: ReportSummary = {
    orders: 0,
    revenue: 0,
    averageOrderValue: 0,
    delivery: 0,
    received: 0,
    owed: 0,
    completedValue: 0,
    declined: 0,
    expired: 0,
  };
  const takings = new Map<string, TakingsDay>();
  const refusals = new Map<string, RefusalsDay>();
  const hours = new Map<number, HourFigure>();
  const sellers = new Map<number, ReportSeller & { latest: [number, number] }>();
  const zones = new Map<string, ZoneFees>();
  for (const order of orders) {
    if (order.createdAt < range.start || order.createdAt >= range.end) continue;
    const day = lagosDay(order.createdAt);
    const money = orderMoney(order);
    if (!money.counted) {
      const refusal = refusals.get(day) ?? emptyRefusalsDay(day);
      if (order.status === 'declined') {
        refusal.declined += 1;
        summary.declined += 1;
      } else {
        refusal.expired += 1;
        summary.expired += 1;
      }
      refusals.set(day, refusal);
      continue;
    }
    summary.orders += 1;
    summary.revenue += order.total;
    if (order.delivery) summary.delivery += 1;
    const taking = takings.get(day) ?? emptyTakingsDay(day);
    if (money.receivedBy) {
      taking[money.receivedBy] += order.total;
      summary.received += order.total;
    }
    if (money.completed) summary.completedValue += order.total;
    if (money.owed) {
      taking.owed += order.total;
      summary.owed += order.total;
    }
    takings.set(day, taking);
    const hour = lagosHour(order.createdAt);
    const slot = hours.get(hour) ?? { hour, pickup: 0, delivery: 0 };
    slot[order.delivery ? 'delivery' : 'pickup'] += 1;
    hours.set(hour, slot);
    let subtotal = 0;
    for (const item of order.items) {
      subtotal += item.price * item.quantity;
      const key: [number, number] = [order.createdAt, order.ref];
      const seller = sellers.get(item.id) ?? {
        id: item.id,
        name: item.name,
        quantity: 0,
        revenue: 0,
        latest: key,
      };
      seller.quantity += item.quantity;
      seller.revenue += item.price * item.quantity;
      if (key[0] > seller.latest[0] || (key[0] === seller.latest[0] && key[1] >= seller.latest[1])) {
        seller.latest = key;
        seller.name = item.name;
      }
      sellers.set(item.id, seller);
    }
    if (order.delivery) {
      const zone = zones.get(order.deliveryLocation) ?? { zone: order.deliveryLocation, orders: 0, fees: 0 };
      zone.orders += 1;
      zone.fees += order.total - subtotal;
      zones.set(order.deliveryLocation, zone);
    }
  }
  summary.averageOrderValue = summary.orders === 0 ? 0 : Math.round(summary.revenue / summary.orders);
  return {
    summary,
    takingsByDay: fillDays(range, [...takings.values()], emptyTakingsDay),
    ordersByHour: fillHours([...hours.values()]),
    bestSellers: sortSellers([...sellers.values()].map(({ latest: _latest, ...seller }) => seller)),
    feesByZone: [...zones.values()].sort((a, b) => (a.zone < b.zone ? -1 : a.zone > b.zone ? 1 : 0)),
    refusalsByDay: fillDays(range, [...refusals.values()], emptyRefusalsDay),
  };
}

/** A figure beside the previous range's: the change in percent (null when there was nothing before). */
export function change(
  current: number,
  previous: number,
): { direction: 'up' | 'down' | 'same'; percent: number | null } {
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'same';
  if (previous === 0) return { direction, percent: current === 0 ? 0 : null };
  return { direction, percent: Math.round(((current - previous) / Math.abs(previous)) * 100) };
}

/** A part of a whole as a whole percent (0 of nothing). */
export function share(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 100);
}

/**
 * A figure's change as the Reports tab writes it beside the figure: '▲ 12%', '▼ 5%', '= 0%', or
 * '▲ new' when the previous range had none (a percent of nothing means nothing).
 */
export function changeText(current: number, previous: number): string {
  const { direction, percent } = change(current, previous);
  if (direction === 'same') return '= 0%';
  const arrow = direction === 'up' ? '▲' : '▼';
  return percent === null ? `${arrow} new` : `${arrow} ${Math.abs(percent)}%`;
}
