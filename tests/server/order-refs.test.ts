import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_REF_MAX, ORDER_REF_MIN, randomOrderRef } from '../../src/server/db/order-refs';
import { checkout, signUpAndLogIn, type DbKind } from './helpers/server';
import { testApi } from './helpers/testApi';

/**
 * Order refs (issue 14, finding 8f): sequential refs let anyone count the shop's orders. New
 * refs are random six-digit numbers; one that exists already is drawn again, never lost.
 */
describe.each<DbKind>(['pglite', 'postgres'])('random order refs (%s)', (kind) => {
  /** Refs the server draws next, before falling back to random ones. */
  const forced: number[] = [];
  let draws = 0;
  const api = testApi(kind, {
    orderRefs: () => {
      draws += 1;
      return forced.shift() ?? randomOrderRef();
    },
  });
  const { call } = api;

  async function rowsFor(orderName: string): Promise<{ id: number; user_id: number }[]> {
    const result = (await api.running.server.db.execute(
      sql`select id, user_id from orders where order_name = ${orderName}`,
    )) as unknown as { rows: { id: number; user_id: number }[] };
    return result.rows;
  }

  async function count(): Promise<number> {
    const result = (await api.running.server.db.execute(
      sql`select count(*)::int as n from orders`,
    )) as unknown as {
      rows: { n: number }[];
    };
    return result.rows[0]!.n;
  }

  it('gives 20 orders refs that are unique, six digits and not counting up', async () => {
    const refs: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const who = await signUpAndLogIn(call, `refs${i}`);
      const created = await call<{ 'order-ref': number }>('POST', '/api/account/create_order/', {
        token: who.token,
        body: checkout(who.username),
      });
      expect(created.status).toBe(201);
      refs.push(created.body['order-ref']);
    }
    expect(new Set(refs).size).toBe(20);
    for (const ref of refs) {
      expect(Number.isInteger(ref)).toBe(true);
      expect(ref).toBeGreaterThanOrEqual(ORDER_REF_MIN);
      expect(ref).toBeLessThanOrEqual(ORDER_REF_MAX);
    }
    const steps = refs.slice(1).map((ref, i) => ref - refs[i]!);
    expect(steps.every((step) => step === 1)).toBe(false);
    // Twenty random refs come out in increasing order once in 20! tries.
    expect(steps.every((step) => step > 0)).toBe(false);
  });

  it('draws again when the drawn ref exists: the order is created once, the old one untouched', async () => {
    const first = await signUpAndLogIn(call, 'first');
    const taken = await call<{ 'order-ref': number }>('POST', '/api/account/create_order/', {
      token: first.token,
      body: checkout(first.username),
    });
    expect(taken.status).toBe(201);
    const takenRef = taken.body['order-ref'];
    const before = await count();

    const second = await signUpAndLogIn(call, 'second');
    const order = checkout(second.username);
    forced.push(takenRef, takenRef);
    const drawsBefore = draws;
    const created = await call<{ 'order-ref': number }>('POST', '/api/account/create_order/', {
      token: second.token,
      body: order,
    });
    expect(created.status).toBe(201);
    expect(draws - drawsBefore).toBe(3);
    expect(created.body['order-ref']).not.toBe(takenRef);
    expect(await rowsFor(order.order_name)).toEqual([
      { id: created.body['order-ref'], user_id: expect.any(Number) },
    ]);
    expect(await count()).toBe(before + 1);
    // The order that held the ref is still the first customer's.
    const mine = await call('GET', `/api/account/Order/Status/${takenRef}`, { token: first.token });
    expect(mine.status).toBe(200);
    // The same order sent again (a double click) still finds it, under its one ref.
    forced.push(takenRef);
    const replay = await call<{ 'order-ref': number }>('POST', '/api/account/create_order/', {
      token: second.token,
      body: order,
    });
    expect(replay.body['order-ref']).toBe(created.body['order-ref']);
    expect(await count()).toBe(before + 1);
  });

  it('retries a whole batch of concurrent checkouts when one ref collides, losing none', async () => {
    const taken = (await api.running.server.db.execute(sql`select id from orders limit 1`)) as unknown as {
      rows: { id: number }[];
    };
    const takenRef = taken.rows[0]!.id;
    const before = await count();
    const customers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signUpAndLogIn(call, `batch${i}`)),
    );
    // Every draw of the first tries lands on the taken ref: whichever batch draws it retries.
    forced.push(...Array.from({ length: 4 }, () => takenRef));
    const answers = await Promise.all(
      customers.map((who) =>
        call<{ 'order-ref': number }>('POST', '/api/account/create_order/', {
          token: who.token,
          body: checkout(who.username),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(customers.map(() => 201));
    const refs = answers.map((a) => a.body['order-ref']);
    expect(new Set(refs).size).toBe(8);
    expect(refs).not.toContain(takenRef);
    expect(forced).toEqual([]);
    expect(await count()).toBe(before + 8);
  });
});
