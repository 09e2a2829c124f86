import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createOrderResponseSchema, type PaymentMethod } from '../../src/domain/api';
import * as API_ERROR_CODES from '../../src/domain/apiErrorCodes';
import { DAY, HOUR, lagosDay, MINUTE } from '../../src/domain/lagosCalendar';
import {
  previousRange,
  readReportRange,
  reportFigures,
  reportResponseSchema,
  type ReportOrder,
  type ReportRange,
} from '../../src/domain/reports';
import { REPORT_CSV_HEADER } from '../../src/domain/reportCsv';
import { orderStatusSchema } from '../../src/domain/status';
import { paymentMethodSchema, paymentStateSchema } from '../../src/domain/api';
import { openDatabase, type Database } from '../../src/server/db/client';
import { findMigrationsFolder } from '../../src/server/db/migrations-folder';
import { orders, users } from '../../src/server/db/schema';
import { createStore, type Store } from '../../src/server/db/store';
import {
  checkout,
  createTestDatabase,
  signUpAndLogIn,
  type DbKind,
  type TestDatabase,
  uniqueName,
} from './helpers/server';
import { testApi } from './helpers/testApi';
import { createDatabaseAt } from '../../scripts/lib/throwawayPostgres';

/**
 * The Reports tab's API (issue 31) over real HTTP on each kind of database (reports.pglite.test.ts,
 * reports.postgres.test.ts): the vendor's only, the range's limits with their codes, an empty
 * range, a day of real orders and its CSV; and the property that every SQL figure equals the
 * domain's reportFigures over the same orders, written straight into a database of the same kind.
 */
export function describeReports(kind: DbKind): void {
  describe(`reports on ${kind}`, () => {
    const api = testApi(kind);
    const { call } = api;

    const report = async (from: string, to: string) => {
      const answer = await call('GET', `/api/vendor/reports?from=${from}&to=${to}`, {
        token: api.vendorToken,
      });
      expect(answer.status, answer.text).toBe(200);
      return reportResponseSchema.parse(answer.body);
    };

    it('answers the vendor only', async () => {
      const customer = await signUpAndLogIn(call, 'nosy');
      const path = '/api/vendor/reports?from=2026-11-01&to=2026-11-07';
      expect((await call('GET', path, { token: customer.token })).status).toBe(403);
      expect((await call('GET', path)).status).toBe(401);
      const csv = '/api/vendor/reports/orders.csv?from=2026-11-01&to=2026-11-07';
      expect((await call('GET', csv, { token: customer.token })).status).toBe(403);
      expect((await call('GET', csv)).status).toBe(401);
    });

    it('refuses a range it cannot serve with a 400, a sentence and a code', async () => {
      const cases: [string, string][] = [
        ['', API_ERROR_CODES.reportBadDate],
        ['?from=2026-11-01', API_ERROR_CODES.reportBadDate],
        ['?from=2026-02-30&to=2026-03-01', API_ERROR_CODES.reportBadDate],
        ['?from=1%2F11%2F2026&to=2026-11-07', API_ERROR_CODES.reportBadDate],
        ['?from=2026-11-07&to=2026-11-01', API_ERROR_CODES.reportRangeBackwards],
        ['?from=2025-01-01&to=2026-01-02', API_ERROR_CODES.reportRangeTooLong],
      ];
      for (const [query, code] of cases) {
        for (const path of ['/api/vendor/reports', '/api/vendor/reports/orders.csv']) {
          const answer = await call('GET', path + query, { token: api.vendorToken });
          expect(answer.status, `${path}${query}: ${answer.text}`).toBe(400);
          expect(answer.body).toMatchObject({ code, detail: expect.any(String) });
        }
      }
      // A leap year's 366 days are one report.
      const leap = await report('2028-01-01', '2028-12-31');
      expect(leap.range.days).toBe(366);
      expect(leap.current.takingsByDay).toHaveLength(366);
    });

    it('answers an empty range with zeros on every day and hour, beside the range before it', async () => {
      const answer = await report('2020-03-02', '2020-03-08');
      expect(answer.range).toEqual({ from: '2020-03-02', to: '2020-03-08', days: 7 });
      expect(answer.previousRange).toEqual({ from: '2020-02-24', to: '2020-03-01', days: 7 });
      expect(answer.current.summary).toEqual({
        orders: 0,
        revenue: 0,
        averageOrderValue: 0,
        delivery: 0,
        received: 0,
        owed: 0,
        completedValue: 0,
        declined: 0,
        expired: 0,
      });
      expect(answer.current.takingsByDay.map((d) => d.day)).toEqual([
        '2020-03-02',
        '2020-03-03',
        '2020-03-04',
        '2020-03-05',
        '2020-03-06',
        '2020-03-07',
        '2020-03-08',
      ]);
      expect(answer.current.ordersByHour).toHaveLength(24);
      expect(answer.current.bestSellers).toEqual([]);
      expect(answer.current.feesByZone).toEqual([]);
      expect(answer.previous.takingsByDay).toHaveLength(7);
    });

    it('reports real orders, and writes one CSV row per order line', async () => {
      const vendor = async (path: string, body: unknown) => {
        const answer = await call('PATCH', path, { token: api.vendorToken, body });
        expect(answer.status, answer.text).toBe(200);
      };
      async function order(
        cart: { id: number; quantity: number }[],
        method: PaymentMethod,
        moves: string[],
        paid: boolean,
        zone = '',
      ) {
        const customer = await signUpAndLogIn(call, 'rep');
        const created = await call('POST', '/api/account/create_order/', {
          token: customer.token,
          body: checkout(customer.username, {
            cart,
            ...(zone ? { mode: 'delivery', zone, selectedAddress: 'Hall 3, room 12' } : {}),
          }),
        });
        expect(created.status, created.text).toBe(201);
        const { 'order-ref': ref, balance } = createOrderResponseSchema.parse(created.body);
        const chose = await call('POST', `/api/account/payments/${ref}/`, {
          token: customer.token,
          body: { method },
        });
        expect(chose.status, chose.text).toBe(200);
        if (paid) await vendor(`/api/vendor/orders/${ref}/payment`, { state: 'paid' });
        for (const status of moves) await vendor(`/api/vendor/orders/${ref}`, { status });
        return balance;
      }
      // Mini ×1 + Mega ×2 in cash, paid and completed; Jumbo delivered inside school by transfer,
      // completed unpaid (owed); Burger declined.
      const cash = await order(
        [
          { id: 1, quantity: 1 },
          { id: 3, quantity: 2 },
        ],
        'cash',
        ['accepted', 'completed'],
        true,
      );
      const owed = await order(
        [{ id: 5, quantity: 1 }],
        'transfer',
        ['accepted', 'completed'],
        false,
        'inside_school',
      );
      await order([{ id: 7, quantity: 1 }], 'cash', ['declined'], false);

      // Yesterday to tomorrow (Lagos): today's orders whatever the hour the test runs at.
      const from = lagosDay(Date.now() - DAY);
      const to = lagosDay(Date.now() + DAY);
      const { current } = await report(from, to);
      expect(current.summary).toMatchObject({
        orders: 2,
        revenue: cash + owed,
        received: cash,
        owed,
        completedValue: cash + owed,
        delivery: 1,
        declined: 1,
      });
      expect(current.feesByZone).toEqual([{ zone: 'inside_school', orders: 1, fees: 300 }]);
      expect(current.bestSellers.map((s) => [s.id, s.quantity])).toEqual([
        [3, 2],
        [5, 1],
        [1, 1],
      ]);

      const csv = await call('GET', `/api/vendor/reports/orders.csv?from=${from}&to=${to}`, {
        token: api.vendorToken,
      });
      expect(csv.status, csv.text).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe(
        `attachment; filename="bukka-orders-${from}-to-${to}.csv"`,
      );
      const lines = csv.text.split('\r\n');
      expect(lines[0]).toBe(REPORT_CSV_HEADER.join(','));
      // Header, 2 + 1 + 1 lines, and the CRLF after the last record.
      expect(lines).toHaveLength(1 + 4 + 1);
      expect(lines.at(-1)).toBe('');
    });

    it('gives the orders placed before drizzle/0009 their lines, and each order inserted after its own', async () => {
      // The migrations up to 0008 in a folder of their own: a shop as it was before order_lines.
      const before = mkdtempSync(join(tmpdir(), 'migrations-0008-'));
      cpSync(findMigrationsFolder(), before, { recursive: true });
      const journalFile = join(before, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
      const at = journal.entries.findIndex((entry) => entry.tag === '0009_order_lines');
      expect(at).toBeGreaterThan(0);
      writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
      const dataDir = mkdtempSync(join(tmpdir(), 'lines-'));
      const options =
        kind === 'pglite'
          ? { dataDir }
          : { databaseUrl: await createDatabaseAt(inject('postgresUrl'), uniqueName('lines').toLowerCase()) };
      const order = (id: number, items: { id: number; name: string; price: number; quantity: number }[]) => ({
        id,
        userId: 0,
        orderName: `lines_${id}`,
        items,
        total: 9000,
        delivery: false,
        deliveryLocation: '',
        selectedAddress: '',
        phoneNumber: '08031234567',
      });
      const linesOf = async (db: Database['db']) =>
        (
          (await db.execute(
            sql`select order_id, line, item_id, name, price, quantity, created_at = (select created_at from orders where id = order_id) as same_time from order_lines order by 1, 2`,
          )) as unknown as { rows: Record<string, unknown>[] }
        ).rows.map((row) =>
          Object.values(row).map((value) =>
            typeof value === 'string' || typeof value === 'boolean' ? value : Number(value),
          ),
        );
      try {
        const old = await openDatabase({ ...options, migrationsFolder: before });
        const [user] = await old.db
          .insert(users)
          .values({ username: 'lines', email: 'lines@example.com', passwordHash: 'x' })
          .returning({ id: users.id });
        const userId = user!.id;
        await old.db.insert(orders).values([
          {
            ...order(11, [
              { id: 3, name: 'Mega, "big"', price: 2000, quantity: 2 },
              { id: 1, name: 'Mini', price: 1200, quantity: 1 },
            ]),
            userId,
          },
          { ...order(12, [{ id: 5, name: 'Jumbo', price: 3500, quantity: 3 }]), userId },
        ]);
        await old.close();

        const migrated = await openDatabase(options);
        try {
          expect(await linesOf(migrated.db)).toEqual([
            [11, 1, 3, 'Mega, "big"', 2000, 2, true],
            [11, 2, 1, 'Mini', 1200, 1, true],
            [12, 1, 5, 'Jumbo', 3500, 3, true],
          ]);
          // One statement: a new order, and order 12's name again (a double-click), which is skipped.
          await migrated.db
            .insert(orders)
            .values([
              { ...order(13, [{ id: 7, name: 'Burger', price: 2500, quantity: 1 }]), userId },
              {
                ...order(99, [{ id: 9, name: 'Not again', price: 1, quantity: 1 }]),
                orderName: 'lines_12',
                userId,
              },
            ])
            .onConflictDoNothing({ target: [orders.userId, orders.orderName] });
          await migrated.db.delete(orders).where(sql`${orders.id} = 11`);
          expect(await linesOf(migrated.db)).toEqual([
            [12, 1, 5, 'Jumbo', 3500, 3, true],
            [13, 1, 7, 'Burger', 2500, 1, true],
          ]);
        } finally {
          await migrated.close();
        }
      } finally {
        rmSync(before, { recursive: true, force: true });
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    describe('the SQL figures equal the domain function over the same orders', () => {
      let database: TestDatabase;
      let opened: Database;
      let store: Store;
      let userId: number;
      beforeAll(async () => {
        database = await createTestDatabase(kind);
        opened = await openDatabase(database.options);
        store = createStore(opened.db);
        const [user] = await opened.db
          .insert(users)
          .values({ username: 'property', email: 'property@example.com', passwordHash: 'x' })
          .returning({ id: users.id });
        userId = user!.id;
      });
      afterAll(async () => {
        await opened?.close();
        database?.dispose();
      });

      // Around a few Lagos midnights (23:00 UTC) of November 2026, either side by up to 3 hours.
      const midnight = Date.UTC(2026, 10, 10, 23);
      const item = fc.record({
        id: fc.integer({ min: 1, max: 6 }),
        name: fc.constantFrom('Mini Package', 'Mega, "big"', '=SUM(A1)', 'Jumbo'),
        price: fc.integer({ min: 50, max: 5000 }),
        quantity: fc.integer({ min: 1, max: 5 }),
      });
      const order = fc.record({
        createdAt: fc
          .tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: -180, max: 180 }))
          .map(([day, minutes]) => midnight + day * DAY + minutes * MINUTE + (minutes % 7) * 1000),
        status: fc.constantFrom(...orderStatusSchema.options),
        paymentState: fc.constantFrom(...paymentStateSchema.options),
        paymentMethod: fc.option(fc.constantFrom(...paymentMethodSchema.options)),
        delivery: fc.boolean(),
        deliveryLocation: fc.constantFrom('inside_school', 'outside_school', 'outside_town', ''),
        fee: fc.constantFrom(0, 300, 500, 800),
        items: fc.uniqueArray(item, { minLength: 1, maxLength: 3, selector: (i) => i.id }),
      });
      const range = fc
        .tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 3 }))
        .map(([first, days]): ReportRange => {
          const read = readReportRange({
            from: lagosDay(midnight + HOUR + first * DAY),
            to: lagosDay(midnight + HOUR + (first + days - 1) * DAY),
          });
          if (!read.ok) throw new Error(read.detail);
          return read.range;
        });

      it("pages the CSV's orders by time then ref: each order once, ties on the same instant too", async () => {
        await opened.db.delete(orders);
        // 1,100 orders on 7 instants (157 or 158 each): pages of 500 end in the middle of a tie.
        const refs = Array.from({ length: 1100 }, (_, i) => 1100 - i);
        await opened.db.insert(orders).values(
          refs.map((ref) => ({
            id: ref,
            userId,
            orderName: `page_${ref}`,
            items: [{ id: 1, name: 'Mini Package', price: 1200, quantity: 1 }],
            total: 1200,
            delivery: false,
            deliveryLocation: '',
            selectedAddress: '',
            phoneNumber: '08031234567',
            createdAt: new Date(midnight + HOUR + (ref % 7) * MINUTE),
          })),
        );
        const read = readReportRange({ from: lagosDay(midnight + HOUR), to: lagosDay(midnight + HOUR) });
        if (!read.ok) throw new Error(read.detail);
        const seen: number[] = [];
        let after: { createdAt: Date; ref: number } | null = null;
        for (;;) {
          const page = await store.reportOrdersPage(read.range, after, 500);
          seen.push(...page.map((o) => o.ref));
          if (page.length < 500) break;
          after = { createdAt: page.at(-1)!.createdAt, ref: page.at(-1)!.ref };
        }
        const expected = [...refs].sort((a, b) => (a % 7) - (b % 7) || a - b);
        expect(seen).toEqual(expected);
      });

      it('for random orders around Lagos midnight, of every status and payment method', async () => {
        await fc.assert(
          fc.asyncProperty(fc.array(order, { maxLength: 25 }), range, async (drawn, asked) => {
            await opened.db.delete(orders);
            const placed: ReportOrder[] = drawn.map((o, index) => ({
              ref: index + 1,
              createdAt: o.createdAt,
              status: o.status,
              paymentState: o.paymentState,
              paymentMethod: o.paymentMethod,
              delivery: o.delivery,
              deliveryLocation: o.deliveryLocation,
              items: o.items,
              total: o.items.reduce((sum, i) => sum + i.price * i.quantity, 0) + o.fee,
            }));
            if (placed.length > 0) {
              await opened.db.insert(orders).values(
                placed.map((o) => ({
                  id: o.ref,
                  userId,
                  orderName: `property_${o.ref}`,
                  status: o.status,
                  items: [...o.items],
                  total: o.total,
                  delivery: o.delivery,
                  deliveryLocation: o.deliveryLocation,
                  selectedAddress: '',
                  phoneNumber: '08031234567',
                  paymentMethod: o.paymentMethod,
                  paymentState: o.paymentState,
                  createdAt: new Date(o.createdAt),
                })),
              );
            }
            expect(await store.reportFigures(asked)).toEqual(reportFigures(placed, asked));
            const before = previousRange(asked);
            expect(await store.reportFigures(before)).toEqual(reportFigures(placed, before));
          }),
          { numRuns: 25 },
        );
      });
    });
  });
}
