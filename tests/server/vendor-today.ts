import { beforeAll, describe, expect, it } from 'vitest';
import { createOrderResponseSchema, type PaymentMethod } from '../../src/domain/api';
import { daySummarySchema } from '../../src/domain/daySummary';
import { DAY, lagosDay } from '../../src/domain/lagosCalendar';
import type { OrderStatus } from '../../src/domain/status';
import { clearOfLagosMidnight } from './helpers/lagosMidnight';
import { checkout, signUpAndLogIn, type DbKind } from './helpers/server';
import { testApi } from './helpers/testApi';

/**
 * Today's takings (issue 15 item 5): GET /api/vendor/today over real HTTP, on each kind of
 * database (vendor-today.pglite.test.ts, vendor-today.postgres.test.ts), for a mix of orders paid
 * by card (confirmed by the provider's signed webhook), transfers and cash the vendor confirmed,
 * and orders completed without their money.
 */
export function describeVendorToday(kind: DbKind): void {
  describe(`today's summary on ${kind}`, () => {
    // The server's clock: shifted to ask about another Lagos day.
    let shift = 0;
    const api = testApi(kind, {
      fakePaystack: true,
      publicUrl: 'https://bukka.example.ng/',
      now: () => Date.now() + shift,
    });
    const { call } = api;

    beforeAll(async () => {
      // After the set-up, in a hook whose time limit allows the wait: the tests take a few seconds.
      await clearOfLagosMidnight(60_000);
    });

    async function today() {
      const answer = await call('GET', '/api/vendor/today', { token: api.vendorToken });
      expect(answer.status, answer.text).toBe(200);
      return daySummarySchema.parse(answer.body);
    }

    const vendor = async (path: string, body: unknown) => {
      const answer = await call('PATCH', path, { token: api.vendorToken, body });
      expect(answer.status, answer.text).toBe(200);
    };

    /**
     * An order of `cart`, `method` chosen by the customer, its money `confirmed` (by the provider for
     * a card, by the vendor otherwise), then moved through `moves` by the vendor.
     */
    async function order(
      cart: { id: number; quantity: number }[],
      method: PaymentMethod | null,
      moves: OrderStatus[] = [],
      confirmed = false,
    ) {
      const customer = await signUpAndLogIn(call, 'till');
      const created = await call('POST', '/api/account/create_order/', {
        token: customer.token,
        body: checkout(customer.username, { cart }),
      });
      expect(created.status).toBe(201);
      const { 'order-ref': ref, balance } = createOrderResponseSchema.parse(created.body);
      if (method) {
        const chose = await call('POST', `/api/account/payments/${ref}/`, {
          token: customer.token,
          body: { method },
        });
        expect(chose.status, chose.text).toBe(200);
      }
      // The card's money is confirmed by the provider (its signed webhook), the rest by the vendor.
      if (method === 'paystack' && confirmed) {
        const transaction = [...api.paystack.transactions.values()].at(-1)!;
        const signed = api.paystack.webhook('charge.success', { ...transaction, status: 'success' });
        const hook = await call('POST', '/api/payments/paystack/webhook', {
          raw: signed.raw,
          headers: signed.headers,
        });
        expect(hook.status).toBe(200);
      } else if (confirmed) await vendor(`/api/vendor/orders/${ref}/payment`, { state: 'paid' });
      for (const status of moves) await vendor(`/api/vendor/orders/${ref}`, { status });
      return { ref, total: balance };
    }

    it('keeps money received apart from the value of completed orders and from what is still owed', async () => {
      const before = await today();
      expect(before.day).toBe(lagosDay(Date.now()));
      expect([before.total, before.received, before.completedValue, before.owed]).toEqual([0, 0, 0, 0]);

      // Mega ×2 = 3,000 by card, paid, accepted: received, not completed.
      const card = await order([{ id: 3, quantity: 2 }], 'paystack', ['accepted'], true);
      // Jumbo 2,500 by transfer the vendor confirmed, still pending: received.
      const transferIn = await order([{ id: 5, quantity: 1 }], 'transfer', [], true);
      // Chicken and Chips 2,500 in cash, completed and confirmed: received and completed.
      const cashIn = await order([{ id: 9, quantity: 1 }], 'cash', ['accepted', 'completed'], true);
      // Mini 1,200 cash, completed without the money: completed and owed.
      const cashOwed = await order([{ id: 1, quantity: 1 }], 'cash', ['accepted', 'completed']);
      // Burger 1,500 by transfer never confirmed, completed: completed and owed.
      const transferOwed = await order([{ id: 7, quantity: 1 }], 'transfer', ['accepted', 'completed']);
      // A card payment started and never confirmed: nothing in.
      await order([{ id: 2, quantity: 1 }], 'paystack');
      // Confirmed, then declined: a declined order takes no money.
      await order([{ id: 6, quantity: 1 }], 'transfer', ['declined'], true);
      // No payment chosen at all.
      await order([{ id: 4, quantity: 1 }], null);

      const summary = await today();
      expect(summary.total).toBe(8);
      expect(summary.byStatus).toEqual({ pending: 3, accepted: 1, completed: 3, declined: 1, expired: 0 });
      expect(summary.receivedBy).toEqual({
        card: card.total,
        transfer: transferIn.total,
        cash: cashIn.total,
      });
      expect(summary.received).toBe(3000 + 2500 + 2500);
      expect(summary.completedValue).toBe(cashIn.total + cashOwed.total + transferOwed.total);
      expect(summary.owed).toBe(1200 + 1500);

      // Confirming the owed cash afterwards moves it from owed to received.
      await vendor(`/api/vendor/orders/${cashOwed.ref}/payment`, { state: 'paid' });
      const after = await today();
      expect([after.received, after.completedValue, after.owed]).toEqual([8000 + 1200, 5200, 1500]);
    });

    it('counts only the Lagos day it is asked on: tomorrow starts at zero', async () => {
      shift = DAY;
      try {
        const tomorrow = await today();
        expect(tomorrow.day).toBe(lagosDay(Date.now() + DAY));
        expect([tomorrow.total, tomorrow.received, tomorrow.completedValue, tomorrow.owed]).toEqual([
          0, 0, 0, 0,
        ]);
      } finally {
        shift = 0;
      }
    });

    it('answers the vendor only', async () => {
      const customer = await signUpAndLogIn(call, 'nosy');
      expect((await call('GET', '/api/vendor/today', { token: customer.token })).status).toBe(403);
      expect((await call('GET', '/api/vendor/today')).status).toBe(401);
    });
  });
}
