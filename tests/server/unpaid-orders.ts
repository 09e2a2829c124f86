import { describe, expect, it } from 'vitest';
import { openEvents, openEventStream } from '../../scripts/lib/eventStream';
import {
  createOrderResponseSchema,
  vendorOrdersResponseSchema,
  type VendorOrder,
} from '../../src/domain/api';
import { customerOrderEventSchema, customerOrdersResponseSchema } from '../../src/domain/customerOrders';
import { MINUTE } from '../../src/domain/lagosCalendar';
import { checkout, signUpAndLogIn, type DbKind } from './helpers/server';
import { testApi } from './helpers/testApi';

/**
 * Unpaid orders (issue 25, item 3) over real HTTP, on each kind of database
 * (unpaid-orders.pglite.test.ts, unpaid-orders.postgres.test.ts): an order left without its payment
 * step for UNPAID_ORDER_EXPIRY_MIN (default 30) is closed as 'expired' by the server's sweep; a
 * committed one never is; a payment that arrives for an expired order revives it. The server's
 * clock is shifted instead of waiting, and the sweep is called directly (its timer is set out of
 * the way), so nothing here sleeps.
 */
export function describeUnpaidOrders(kind: DbKind): void {
  describe(`unpaid orders on ${kind}`, () => {
    let shift = 0;
    const api = testApi(kind, {
      fakePaystack: true,
      publicUrl: 'https://bukka.example.ng/',
      now: () => Date.now() + shift,
      unpaidSweepMs: 3600_000,
    });
    const { call } = api;
    const sweep = () => api.running.server.app.expireUnpaidOrders();

    /** Sweeps as if `minutes` had passed since now; the clock is put back after. */
    async function sweepAfter(minutes: number): Promise<number[]> {
      shift = minutes * MINUTE;
      try {
        return await sweep();
      } finally {
        shift = 0;
      }
    }

    async function place() {
      const customer = await signUpAndLogIn(call, 'unpaid');
      const created = await call('POST', '/api/account/create_order/', {
        token: customer.token,
        body: checkout(customer.username, { cart: [{ id: 1, quantity: 1 }] }),
      });
      expect(created.status, created.text).toBe(201);
      return { ...customer, ref: createOrderResponseSchema.parse(created.body)['order-ref'] };
    }

    const pay = (ref: number, token: string, method: string) =>
      call('POST', `/api/account/payments/${ref}/`, { token, body: { method } });

    const tracked = async (ref: number, token: string) =>
      (await call<{ Order_Status: string }>('GET', `/api/account/Order/Status/${ref}`, { token })).body
        .Order_Status;

    async function vendorOrder(ref: number): Promise<VendorOrder | undefined> {
      const list = await call('GET', '/api/vendor/orders', { token: api.vendorToken });
      return vendorOrdersResponseSchema.parse(list.body).orders.find((o) => o.ref === ref);
    }

    it('closes an order left unpaid for 30 minutes as expired, with its time, on both streams', async () => {
      const left = await place();
      const card = await place();
      expect((await pay(card.ref, card.token, 'paystack')).status).toBe(200);
      const vendorStream = await openEvents(`${api.running.server.url}/api/vendor/events`, {
        authorization: `Token ${api.vendorToken}`,
      });
      const customerStream = await openEventStream(
        `${api.running.server.url}/api/account/events?token=${left.token}`,
        customerOrderEventSchema,
      );
      try {
        // 29 minutes: not yet.
        const early = await sweepAfter(29);
        expect(early).not.toContain(left.ref);
        expect(early).not.toContain(card.ref);
        expect(await tracked(left.ref, left.token)).toBe('pending');

        const closed = await sweepAfter(31);
        expect(closed).toEqual(expect.arrayContaining([left.ref, card.ref]));
        // The tracker's own word for it (status.ts: ORDER_EXPIRED_MESSAGE).
        expect(await tracked(left.ref, left.token)).toBe('expired');
        expect(await tracked(card.ref, card.token)).toBe('expired');

        const published = await vendorStream.next((e) => e.order.ref === left.ref && e.type === 'updated');
        expect(published.order.status).toBe('expired');
        const expiredAt = Date.parse(published.order.expiredAt ?? '');
        expect(expiredAt - Date.parse(published.order.createdAt)).toBeGreaterThanOrEqual(30 * MINUTE);
        const told = await customerStream.next((e) => e.order.ref === left.ref);
        expect(told.order).toMatchObject({ status: 'expired', expiredAt: published.order.expiredAt });

        // My orders says so, and no longer offers to pay for it.
        const mine = customerOrdersResponseSchema.parse(
          (await call('GET', '/api/account/orders', { token: left.token })).body,
        ).orders;
        expect(mine.find((o) => o.ref === left.ref)).toMatchObject({ status: 'expired' });
        const due = customerOrdersResponseSchema.parse(
          (await call('GET', '/api/account/orders?payment=due', { token: left.token })).body,
        ).orders;
        expect(due.map((o) => o.ref)).not.toContain(left.ref);

        // A second sweep (another server's, say) finds nothing more to close or publish.
        expect(await sweepAfter(31)).not.toContain(left.ref);
        expect(
          vendorStream.events().filter((e) => e.order.ref === left.ref && e.type === 'updated'),
        ).toHaveLength(1);
      } finally {
        vendorStream.close();
        customerStream.close();
      }

      // Terminal for the vendor, and nothing new is started on it but a transfer said sent.
      for (const status of ['accepted', 'declined', 'pending']) {
        const move = await call('PATCH', `/api/vendor/orders/${left.ref}`, {
          token: api.vendorToken,
          body: { status },
        });
        expect(move.status, status).toBe(409);
      }
      for (const method of ['cash', 'paystack']) {
        const refused = await pay(left.ref, left.token, method);
        expect(refused.status, method).toBe(409);
        expect(refused.body).toMatchObject({ detail: expect.stringContaining('not paid in time') });
      }
      expect((await vendorOrder(left.ref))?.status).toBe('expired');
    });

    it('never closes an order whose customer chose cash, sent the transfer or paid by card', async () => {
      const cash = await place();
      const transfer = await place();
      const card = await place();
      expect((await pay(cash.ref, cash.token, 'cash')).status).toBe(200);
      expect((await pay(transfer.ref, transfer.token, 'transfer')).status).toBe(200);
      expect((await pay(card.ref, card.token, 'paystack')).status).toBe(200);
      const transaction = [...api.paystack.transactions.values()].at(-1)!;
      const signed = api.paystack.webhook('charge.success', { ...transaction, status: 'success' });
      expect(
        (await call('POST', '/api/payments/paystack/webhook', { raw: signed.raw, headers: signed.headers }))
          .status,
      ).toBe(200);

      const closed = await sweepAfter(24 * 60);
      for (const order of [cash, transfer, card]) {
        expect(closed).not.toContain(order.ref);
        expect(await tracked(order.ref, order.token)).toBe('pending');
      }
    });

    it('revives an expired order that Paystack reports paid late (webhook or verify): the money is not lost', async () => {
      const byHook = await place();
      const byVerify = await place();
      expect((await pay(byHook.ref, byHook.token, 'paystack')).status).toBe(200);
      const hookTransaction = [...api.paystack.transactions.values()].at(-1)!;
      expect((await pay(byVerify.ref, byVerify.token, 'paystack')).status).toBe(200);
      const verifyTransaction = [...api.paystack.transactions.values()].at(-1)!;
      expect(await sweepAfter(31)).toEqual(expect.arrayContaining([byHook.ref, byVerify.ref]));

      const vendorStream = await openEvents(`${api.running.server.url}/api/vendor/events`, {
        authorization: `Token ${api.vendorToken}`,
      });
      try {
        const signed = api.paystack.webhook('charge.success', { ...hookTransaction, status: 'success' });
        const hook = await call('POST', '/api/payments/paystack/webhook', {
          raw: signed.raw,
          headers: signed.headers,
        });
        expect(hook.status).toBe(200);
        const revived = await vendorStream.next((e) => e.order.ref === byHook.ref);
        // Pending and paid: new for the kitchen, so it rings in the console.
        expect(revived.order).toMatchObject({
          status: 'pending',
          payment: { method: 'paystack', state: 'paid' },
        });
        expect(revived.order.expiredAt).toBeTruthy();
        expect(await tracked(byHook.ref, byHook.token)).toBe('pending');

        api.paystack.transactions.get(verifyTransaction.reference)!.status = 'success';
        const verified = await call('POST', `/api/account/payments/${byVerify.ref}/verify/`, {
          token: byVerify.token,
        });
        expect(verified.status, verified.text).toBe(200);
        expect(verified.body).toMatchObject({ paid: true, state: 'paid' });
        expect((await vendorOrder(byVerify.ref))?.status).toBe('pending');
        expect(await tracked(byVerify.ref, byVerify.token)).toBe('pending');
      } finally {
        vendorStream.close();
      }

      // Paid: the sweep leaves it alone from now on, and the vendor moves it as any order.
      expect(await sweepAfter(120)).not.toContain(byHook.ref);
      const accept = await call('PATCH', `/api/vendor/orders/${byHook.ref}`, {
        token: api.vendorToken,
        body: { status: 'accepted' },
      });
      expect(accept.status, accept.text).toBe(200);
    });

    it('revives an expired order whose customer says the transfer is sent: the vendor checks the money', async () => {
      const late = await place();
      expect(await sweepAfter(31)).toContain(late.ref);
      const sent = await pay(late.ref, late.token, 'transfer');
      expect(sent.status, sent.text).toBe(200);
      expect(sent.body).toMatchObject({ method: 'transfer', state: 'awaiting_confirmation' });
      expect(await tracked(late.ref, late.token)).toBe('pending');
      expect(await vendorOrder(late.ref)).toMatchObject({
        status: 'pending',
        payment: { method: 'transfer', state: 'awaiting_confirmation' },
      });
      expect(await sweepAfter(120)).not.toContain(late.ref);
      const confirm = await call('PATCH', `/api/vendor/orders/${late.ref}/payment`, {
        token: api.vendorToken,
        body: { state: 'paid' },
      });
      expect(confirm.status, confirm.text).toBe(200);
    });
  });
}
