import { describe, expect, it } from 'vitest';
import { apiErrorSchema, createOrderResponseSchema } from '../../src/domain/api';
import {
  CUSTOMER_ORDERS_PAGE,
  customerOrderEventSchema,
  customerOrdersResponseSchema,
} from '../../src/domain/customerOrders';
import { openEventStream } from '../../scripts/lib/eventStream';
import { checkout, logIn, signUpAndLogIn, startTestServer, VENDOR, type DbKind } from './helpers/server';
import { testApi } from './helpers/testApi';

/**
 * My orders (issue 13): GET /api/account/orders and GET /api/account/events over real HTTP, on
 * each kind of database (customer-orders.pglite.test.ts, customer-orders.postgres.test.ts).
 */
export function describeCustomerOrders(kind: DbKind): void {
  describe(`a customer's own orders on ${kind}`, () => {
    // A stream notices a logout within 200 ms: the test need not wait the default 2 s.
    const api = testApi(kind, { streamTokenCheckMs: 200 });
    const { call } = api;

    async function placeOrder(token: string, username: string, cart = [{ id: 1, quantity: 2 }]) {
      const created = await call('POST', '/api/account/create_order/', {
        token,
        body: checkout(username, { cart }),
      });
      expect(created.status).toBe(201);
      return createOrderResponseSchema.parse(created.body)['order-ref'];
    }

    async function myOrders(token: string, query = '') {
      const answer = await call('GET', `/api/account/orders${query}`, { token });
      expect(answer.status).toBe(200);
      return customerOrdersResponseSchema.parse(answer.body);
    }

    const move = (ref: number, status: string) =>
      call('PATCH', `/api/vendor/orders/${ref}`, { token: api.vendorToken, body: { status } });

    it("lists a customer's own orders newest first, with what they ordered, and none of another's", async () => {
      const ada = await signUpAndLogIn(call, 'ada');
      const bola = await signUpAndLogIn(call, 'bola');
      const first = await placeOrder(ada.token, ada.username, [{ id: 1, quantity: 2 }]);
      const theirs = await placeOrder(bola.token, bola.username);
      const second = await placeOrder(ada.token, ada.username, [{ id: 9, quantity: 1 }]);
      await move(first, 'accepted');

      const mine = await myOrders(ada.token);
      expect(mine.next_before).toBeNull();
      expect(mine.orders.map((o) => o.ref)).toEqual([second, first]);
      expect(mine.orders[1]).toMatchObject({
        ref: first,
        status: 'accepted',
        items: [{ id: 1, name: 'Mini Package', price: 1200, quantity: 2 }],
        total: 2400,
        delivery: false,
        payment: { method: null, state: 'unpaid' },
      });
      expect(Date.parse(mine.orders[1]!.createdAt)).toBeLessThanOrEqual(
        Date.parse(mine.orders[0]!.createdAt),
      );
      // Nothing of the other customer's order, not even their name.
      expect(JSON.stringify(mine)).not.toContain(String(theirs));
      expect(JSON.stringify(mine)).not.toContain(bola.username);
      expect(JSON.stringify(mine)).not.toContain(ada.username);
      expect((await myOrders(bola.token)).orders.map((o) => o.ref)).toEqual([theirs]);
    });

    it('answers 401 without a valid token and an empty list to a new customer', async () => {
      expect((await call('GET', '/api/account/orders')).status).toBe(401);
      expect((await call('GET', '/api/account/orders', { token: 'forged' })).status).toBe(401);
      const fresh = await signUpAndLogIn(call, 'fresh');
      expect(await myOrders(fresh.token)).toEqual({ orders: [], next_before: null });
    });

    it("pages with ?before= through every order once, and refuses another customer's ref with 404", async () => {
      const many = await signUpAndLogIn(call, 'many');
      const other = await signUpAndLogIn(call, 'other');
      const refs: number[] = [];
      for (let i = 0; i < CUSTOMER_ORDERS_PAGE + 5; i++)
        refs.push(await placeOrder(many.token, many.username));
      const othersRef = await placeOrder(other.token, other.username);

      const first = await myOrders(many.token);
      expect(first.orders).toHaveLength(CUSTOMER_ORDERS_PAGE);
      expect(first.next_before).toBe(first.orders.at(-1)!.ref);
      const second = await myOrders(many.token, `?before=${first.next_before}`);
      expect(second.next_before).toBeNull();
      expect([...first.orders, ...second.orders].map((o) => o.ref)).toEqual(refs.toReversed());

      const foreign = await call('GET', `/api/account/orders?before=${othersRef}`, { token: many.token });
      expect(foreign.status).toBe(404);
      expect(foreign.text).not.toContain(other.username);
      const bad = await call('GET', '/api/account/orders?before=1e3', { token: many.token });
      expect(bad.status).toBe(400);
      expect(apiErrorSchema.safeParse(bad.body).success).toBe(true);
      expect((await call('GET', '/api/account/orders?payment=all', { token: many.token })).status).toBe(400);
    });

    it('lists with ?payment=due the orders still to pay, until paid or declined', async () => {
      const payer = await signUpAndLogIn(call, 'payer');
      const paidByCash = await placeOrder(payer.token, payer.username);
      const declined = await placeOrder(payer.token, payer.username);
      const stillDue = await placeOrder(payer.token, payer.username);
      const due = async () => (await myOrders(payer.token, '?payment=due')).orders.map((o) => o.ref);
      expect(await due()).toEqual([stillDue, declined, paidByCash]);

      const cash = await call('POST', `/api/account/payments/${paidByCash}/`, {
        token: payer.token,
        body: { method: 'cash' },
      });
      expect(cash.status).toBe(200);
      expect((await move(declined, 'declined')).status).toBe(200);
      expect(await due()).toEqual([stillDue]);
    });

    it("streams the customer's own orders as they change, and nothing of another's", async () => {
      const ada = await signUpAndLogIn(call, 'live');
      const bola = await signUpAndLogIn(call, 'quiet');
      const url = `${api.running.server.url}/api/account/events?token=${ada.token}`;
      const stream = await openEventStream(url, customerOrderEventSchema);
      try {
        expect(stream.status).toBe(200);
        expect(stream.contentType).toMatch(/^text\/event-stream/);
        const ref = await placeOrder(ada.token, ada.username);
        const othersRef = await placeOrder(bola.token, bola.username);
        const created = await stream.next((e) => e.order.ref === ref && e.type === 'created');
        expect(created.order).toMatchObject({ status: 'pending', total: 2400 });

        const acceptedAt = Date.now();
        expect((await move(ref, 'accepted')).status).toBe(200);
        await stream.next((e) => e.order.ref === ref && e.order.status === 'accepted', 1000);
        expect(Date.now() - acceptedAt).toBeLessThan(1000);
        await move(othersRef, 'accepted');
        await move(ref, 'completed');
        await stream.next((e) => e.order.ref === ref && e.order.status === 'completed', 1000);

        expect(stream.events().every((e) => e.order.ref === ref)).toBe(true);
        expect(stream.received()).not.toContain(String(othersRef));
        expect(stream.received()).not.toContain(bola.username);
        // The customer's own name and phone stay out of the events too: the page knows them.
        expect(stream.received()).not.toContain(ada.username);
      } finally {
        stream.close();
      }
    });

    it('refuses the stream with 401 without a valid token', async () => {
      const anonymous = await openEventStream(
        `${api.running.server.url}/api/account/events`,
        customerOrderEventSchema,
      );
      expect(anonymous.status).toBe(401);
      const forged = await openEventStream(
        `${api.running.server.url}/api/account/events?token=forged`,
        customerOrderEventSchema,
      );
      expect(forged.status).toBe(401);
    });

    it('ends the stream when its token is logged out, and sends nothing after', async () => {
      const leaving = await signUpAndLogIn(call, 'leaving');
      const stream = await openEventStream(
        `${api.running.server.url}/api/account/events?token=${leaving.token}`,
        customerOrderEventSchema,
      );
      try {
        expect(stream.status).toBe(200);
        // Another login of the same customer stays valid: only the stream's own token counts.
        const otherTab = await logIn(call, leaving.username, 'Jollof#2026');
        expect((await call('POST', '/api/logout', { token: leaving.token })).status).toBe(204);
        const loggedOutAt = Date.now();
        const ended = await Promise.race([
          stream.ended.then(() => true),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3000)),
        ]);
        expect(ended).toBe(true);
        expect(Date.now() - loggedOutAt).toBeLessThan(3000);
        const late = await placeOrder(otherTab, leaving.username);
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(stream.received()).not.toContain(String(late));
      } finally {
        stream.close();
      }
    });

    if (kind === 'postgres') {
      it('reaches a stream on one server with the changes made on another (NOTIFY)', async () => {
        const other = await startTestServer(api.database, { streamTokenCheckMs: 200 });
        try {
          const ada = await signUpAndLogIn(call, 'twoserv');
          const stream = await openEventStream(
            `${api.running.server.url}/api/account/events?token=${ada.token}`,
            customerOrderEventSchema,
          );
          try {
            const created = await other.call('POST', '/api/account/create_order/', {
              token: ada.token,
              body: checkout(ada.username),
            });
            const ref = createOrderResponseSchema.parse(created.body)['order-ref'];
            await stream.next((e) => e.order.ref === ref && e.type === 'created', 2000);
            const vendorOnOther = await logIn(other.call, VENDOR.username, VENDOR.password);
            const acceptedAt = Date.now();
            await other.call('PATCH', `/api/vendor/orders/${ref}`, {
              token: vendorOnOther,
              body: { status: 'accepted' },
            });
            await stream.next((e) => e.order.ref === ref && e.order.status === 'accepted', 1000);
            expect(Date.now() - acceptedAt).toBeLessThan(1000);
          } finally {
            stream.close();
          }
        } finally {
          await other.stop();
        }
      });
    }
  });
}
