import { sql, type SQL } from 'drizzle-orm';
import type { PaymentMethod, PaymentState } from '../../../domain/api';
import {
  emptyRefusalsDay,
  emptyTakingsDay,
  fillDays,
  fillHours,
  sortSellers,
  type ReportFigures,
  type ReportRange,
} from '../../../domain/reports';
import type { OrderStatus } from '../../../domain/status';
import {
  COMPLETED_STATUS,
  PAID_STATE,
  RECEIVED_BY,
  UNCOUNTED_STATUSES,
  type ReceivedBy,
} from '../../../domain/takings';
import type { Db } from '../client';
import type { CsvOrder } from '../../../domain/reportCsv';

/**
 * The Reports tab's figures (issue 31), one query a figure, grouped by the Lagos day or hour in
 * the database (`AT TIME ZONE 'Africa/Lagos'`). The money conditions are built from takings.ts'
 * constants, the rule Today's summary uses; reports.property.test holds every figure to the
 * domain's reportFigures over the same orders. orders_created_idx (created_at, id) picks the
 * range; an order's lines are rows of order_lines (schema.ts), read by their own created_at
 * index and joined to their orders by key, not the `items` jsonb expanded per query (npm run bench:reports measures each query on a year of orders).
 */

const LAGOS = sql.raw(`'Africa/Lagos'`);
const literal = (value: string) => sql.raw(`'${value.replace(/'/g, "''")}'`);
const list = (values: readonly string[]) => sql.join(values.map(literal), sql`, `);

const counted = sql`o.status not in (${list(UNCOUNTED_STATUSES)})`;
const paid = sql`(${counted} and o.payment_state = ${literal(PAID_STATE)} and o.payment_method is not null)`;
const completed = sql`(${counted} and o.status = ${literal(COMPLETED_STATUS)})`;
const methodsOf = (by: ReceivedBy) =>
  list((Object.keys(RECEIVED_BY) as PaymentMethod[]).filter((method) => RECEIVED_BY[method] === by));
const receivedBy = (by: ReceivedBy) => sql`(${paid} and o.payment_method in (${methodsOf(by)}))`;
const lagosDay = sql`to_char(o.created_at at time zone ${LAGOS}, 'YYYY-MM-DD')`;
const lagosHour = sql`extract(hour from o.created_at at time zone ${LAGOS})::int`;
const inRange = (range: ReportRange, at = sql`o.created_at`) =>
  sql`${at} >= ${new Date(range.start).toISOString()}::timestamptz and ${at} < ${new Date(range.end).toISOString()}::timestamptz`;
const sumIf = (condition: SQL) => sql`coalesce(sum(o.total) filter (where ${condition}), 0)`;
const countIf = (condition: SQL) => sql`count(*) filter (where ${condition})`;

/** pg hands back bigint as text, PGlite as bigint or number: every figure is a number. */
const n = (value: unknown) => Number(value ?? 0);

async function rows(db: Db, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows;
}

/** A CSV order as the database gives it: the domain's CsvOrder with its time still a Date. */
export type CsvOrderRow = Omit<CsvOrder, 'createdAt' | 'items'> & {
  createdAt: Date;
  items: CsvOrder['items'][number][];
};

export function reportQueries(db: Db) {
  const queries = {
    async reportSummary(range: ReportRange) {
      const [row = {}] = await rows(
        db,
        sql`select ${countIf(counted)} as orders, ${sumIf(counted)} as revenue,
          ${countIf(sql`${counted} and o.delivery`)} as delivery, ${sumIf(paid)} as received,
          ${sumIf(sql`${completed} and not ${paid}`)} as owed, ${sumIf(completed)} as completed_value,
          ${countIf(sql`o.status = 'declined'`)} as declined, ${countIf(sql`o.status = 'expired'`)} as expired
        from orders o where ${inRange(range)}`,
      );
      const orders = n(row.orders);
      const revenue = n(row.revenue);
      return {
        orders,
        revenue,
        averageOrderValue: orders === 0 ? 0 : Math.round(revenue / orders),
        delivery: n(row.delivery),
        received: n(row.received),
        owed: n(row.owed),
        completedValue: n(row.completed_value),
        declined: n(row.declined),
        expired: n(row.expired),
      };
    },

    async takingsByDay(range: ReportRange) {
      const found = await rows(
        db,
        sql`select ${lagosDay} as day, ${sumIf(receivedBy('card'))} as card,
          ${sumIf(receivedBy('transfer'))} as transfer, ${sumIf(receivedBy('cash'))} as cash,
          ${sumIf(sql`${completed} and not ${paid}`)} as owed
        from orders o where ${inRange(range)} and ${counted} group by 1`,
      );
      return fillDays(
        range,
        found.map((r) => ({
          day: String(r.day),
          card: n(r.card),
          transfer: n(r.transfer),
          cash: n(r.cash),
          owed: n(r.owed),
        })),
        emptyTakingsDay,
      );
    },

    async ordersByHour(range: ReportRange) {
      const found = await rows(
        db,
        sql`select ${lagosHour} as hour, ${countIf(sql`not o.delivery`)} as pickup,
          ${countIf(sql`o.delivery`)} as delivery
        from orders o where ${inRange(range)} and ${counted} group by 1`,
      );
      return fillHours(found.map((r) => ({ hour: n(r.hour), pickup: n(r.pickup), delivery: n(r.delivery) })));
    },

    async bestSellers(range: ReportRange) {
      const found = await rows(
        db,
        sql`select l.item_id as id,
          (array_agg(l.name order by l.created_at desc, l.order_id desc))[1] as name,
          sum(l.quantity) as quantity, sum(l.price::bigint * l.quantity) as revenue
        from orders o join order_lines l on l.order_id = o.id
        where ${inRange(range, sql`l.created_at`)} and ${inRange(range)} and ${counted} group by 1`,
      );
      return sortSellers(
        found.map((r) => ({
          id: n(r.id),
          name: String(r.name),
          quantity: n(r.quantity),
          revenue: n(r.revenue),
        })),
      );
    },

    async feesByZone(range: ReportRange) {
      const found = await rows(
        db,
        sql`select o.delivery_location as zone, count(*) as orders,
          sum(o.total - (select coalesce(sum(l.price::bigint * l.quantity), 0)
            from order_lines l where l.order_id = o.id)) as fees
        from orders o where ${inRange(range)} and ${counted} and o.delivery
        group by 1 order by o.delivery_location collate "C"`,
      );
      return found.map((r) => ({ zone: String(r.zone), orders: n(r.orders), fees: n(r.fees) }));
    },

    async refusalsByDay(range: ReportRange) {
      const found = await rows(
        db,
        sql`select ${lagosDay} as day, ${countIf(sql`o.status = 'declined'`)} as declined,
          ${countIf(sql`o.status = 'expired'`)} as expired
        from orders o where ${inRange(range)} and not (${counted}) group by 1`,
      );
      return fillDays(
        range,
        found.map((r) => ({ day: String(r.day), declined: n(r.declined), expired: n(r.expired) })),
        emptyRefusalsDay,
      );
    },

    /** Every figure of a range: one query each, one after the other (one PGlite, a small pool). */
    async reportFigures(range: ReportRange): Promise<ReportFigures> {
      return {
        summary: await queries.reportSummary(range),
        takingsByDay: await queries.takingsByDay(range),
        ordersByHour: await queries.ordersByHour(range),
        bestSellers: await queries.bestSellers(range),
        feesByZone: await queries.feesByZone(range),
        refusalsByDay: await queries.refusalsByDay(range),
      };
    },

    /**
     * The CSV's orders placed in the range, oldest first, `limit` at a time after (createdAt, ref):
     * the export reads a page, writes it, and only then reads the next (never the range at once).
     */
    async reportOrdersPage(
      range: ReportRange,
      after: { createdAt: Date; ref: number } | null,
      limit: number,
    ) {
      const found = await rows(
        db,
        sql`select o.id as ref, o.created_at, o.status, u.username as customer, o.payment_method,
          o.payment_state, o.total, o.delivery, o.delivery_location, o.items
        from orders o join users u on u.id = o.user_id
        where ${inRange(range)}
          ${after ? sql`and (o.created_at, o.id) > (${after.createdAt.toISOString()}::timestamptz, ${after.ref})` : sql``}
        order by o.created_at, o.id limit ${limit}`,
      );
      return found.map((r): CsvOrderRow => ({
        ref: n(r.ref),
        createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
        status: r.status as OrderStatus,
        customer: String(r.customer),
        paymentMethod: (r.payment_method ?? null) as PaymentMethod | null,
        paymentState: r.payment_state as PaymentState,
        total: n(r.total),
        delivery: Boolean(r.delivery),
        deliveryLocation: String(r.delivery_location),
        items: (typeof r.items === 'string' ? JSON.parse(r.items) : r.items) as CsvOrderRow['items'],
      }));
    },
  };
  return queries;
}
