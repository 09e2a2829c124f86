import { describe, expect, it } from 'vitest';
import {
  createOrderResponseSchema,
  paymentConfigSchema,
  paymentResponseSchema,
  paymentVerifyResponseSchema,
  vendorOrdersResponseSchema,
  type PaymentState,
} from '../../src/domain/api';
import { openEvents } from '../../scripts/lib/eventStream';
import { type FakeTransaction } from './helpers/paystack';
import { checkout, signUpAndLogIn } from './helpers/server';
import { testApi } from './helpers/testApi';

const PUBLIC_URL = 'https://bukka.example.ng';
const WEBHOOK = '/api/payments/paystack/webhook';

/**
 * Card payments through Paystack (issue 7) against a local server that speaks Paystack's
 * documented shapes: no path marks an order paid without the server's own check. On PGlite and
 * on a throwaway PostgreSQL, like the contract.
 */
describe.each(['pglite', 'postgres'] as const)('Paystack card payments (%s)', (kind) => {
  const api = testApi(kind, { fakePaystack: true, publicUrl: `${PUBLIC_URL}/` });
  const { call } = api;

  async function order(prefix = 'card') {
    const customer = await signUpAndLogIn(call, prefix);
    const created = await call('POST', '/api/account/create_order/', {
      token: customer.token,
      body: checkout(customer.username),
    });
    expect(created.status).toBe(201);
    const { 'order-ref': ref, balance } = createOrderResponseSchema.parse(created.body);
    return { ...customer, ref, total: balance };
  }

  async function payment(ref: number): Promise<{ method: string | null; state: PaymentState }> {
    const list = await call('GET', '/api/vendor/orders', { token: api.vendorToken });
    return vendorOrdersResponseSchema.parse(list.body).orders.find((o) => o.ref === ref)!.payment;
  }

  async function startCard(ref: number, token: string) {
    const started = await call('POST', `/api/account/payments/${ref}/`, {
      token,
      body: { method: 'paystack' },
    });
    expect(started.status, started.text).toBe(200);
    const body = paymentResponseSchema.parse(started.body);
    const transaction = [...api.paystack.transactions.values()].at(-1)!;
    expect(body).toEqual({
      method: 'paystack',
      state: 'pending',
      authorization_url: `https://checkout.paystack.com/${transaction.reference}`,
    });
    return transaction;
  }

  const verify = async (ref: number, token: string) => {
    const answer = await call('POST', `/api/account/payments/${ref}/verify/`, { token });
    expect(answer.status, answer.text).toBe(200);
    return paymentVerifyResponseSchema.parse(answer.body);
  };

  it('offers card payments once PAYSTACK_SECRET_KEY is set', async () => {
    const config = paymentConfigSchema.parse((await call('GET', '/api/payments/config')).body);
    expect(config.methods).toEqual(['transfer', 'cash', 'paystack']);
  });

  it('initializes with the server total in kobo, verifies by reference, and marks paid once', async () => {
    const { ref, token, username, total } = await order();
    const transaction = await startCard(ref, token);
    const sent = api.paystack.initialized.at(-1)!;
    expect(sent).toMatchObject({
      email: `${username}@example.com`,
      amount: String(total * 100),
      currency: 'NGN',
      callback_url: `${PUBLIC_URL}/?paystack=1&ref=${ref}`,
      metadata: { order_ref: ref },
    });
    expect(transaction.reference).toMatch(new RegExp(`^bukka-${ref}-[0-9a-f]+$`));
    expect(await payment(ref)).toEqual({ method: 'paystack', state: 'pending' });

    // Back from the checkout without paying: Paystack still says 'abandoned'.
    expect(await verify(ref, token)).toMatchObject({ paid: false, outcome: 'abandoned', state: 'pending' });
    // The vendor cannot mark a card payment paid by hand.
    const byHand = await call('PATCH', `/api/vendor/orders/${ref}/payment`, {
      token: api.vendorToken,
      body: { state: 'paid' },
    });
    expect(byHand.status).toBe(409);
    expect(await payment(ref)).toEqual({ method: 'paystack', state: 'pending' });

    transaction.status = 'success';
    expect(await verify(ref, token)).toEqual({
      method: 'paystack',
      state: 'paid',
      paid: true,
      outcome: 'paid',
      detail: expect.any(String),
      balance: total,
    });
    expect(await payment(ref)).toEqual({ method: 'paystack', state: 'paid' });
    expect((await verify(ref, token)).paid).toBe(true);
    // Paid: no new payment can start.
    expect(
      (await call('POST', `/api/account/payments/${ref}/`, { token, body: { method: 'paystack' } })).status,
    ).toBe(409);
    expect(api.paystack.unauthorized).toBe(0);
  });

  it('keeps a failed payment unpaid, and a new attempt (new reference) can succeed', async () => {
    const { ref, token } = await order();
    const first = await startCard(ref, token);
    first.status = 'failed';
    expect(await verify(ref, token)).toMatchObject({ paid: false, outcome: 'failed', state: 'pending' });
    const second = await startCard(ref, token);
    expect(second.reference).not.toBe(first.reference);
    second.status = 'success';
    expect(await verify(ref, token)).toMatchObject({ paid: true, outcome: 'paid' });
  });

  it('refuses a success for another amount or currency', async () => {
    const { ref, token } = await order();
    const transaction = await startCard(ref, token);
    transaction.status = 'success';
    transaction.amount -= 100;
    expect(await verify(ref, token)).toMatchObject({ paid: false, outcome: 'mismatch', state: 'pending' });
    transaction.amount += 100;
    transaction.currency = 'USD';
    expect(await verify(ref, token)).toMatchObject({ paid: false, outcome: 'mismatch' });
    expect(await payment(ref)).toEqual({ method: 'paystack', state: 'pending' });
  });

  it('answers 404 for another customer, 409 when no card payment was started, 401 without a token', async () => {
    const mine = await order();
    const other = await signUpAndLogIn(call, 'other');
    await startCard(mine.ref, mine.token);
    expect(
      (await call('POST', `/api/account/payments/${mine.ref}/verify/`, { token: other.token })).status,
    ).toBe(404);
    expect((await call('POST', `/api/account/payments/${mine.ref}/verify/`)).status).toBe(401);
    const fresh = await order();
    expect(
      (await call('POST', `/api/account/payments/${fresh.ref}/verify/`, { token: fresh.token })).status,
    ).toBe(409);
  });

  it('takes a signed charge.success webhook once, and ignores forged, unsigned, unknown and wrong-amount ones', async () => {
    const { ref, token } = await order();
    const transaction = await startCard(ref, token);
    const post = (raw: string, headers: Record<string, string> = {}) =>
      call('POST', WEBHOOK, { raw, headers });
    const paid: FakeTransaction = { ...transaction, status: 'success' };

    // Forged (signed with another key) and unsigned: 401, nothing changes.
    const forged = api.paystack.webhook('charge.success', paid, 'sk_test_someone_else');
    expect((await post(forged.raw, forged.headers)).status).toBe(401);
    expect((await post(forged.raw)).status).toBe(401);
    const tampered = api.paystack.webhook('charge.success', { ...paid, amount: 1 });
    expect(
      (await post(tampered.raw.replace('"amount":1', `"amount":${paid.amount}`), tampered.headers)).status,
    ).toBe(401);
    // Signed, but a wrong amount, an unknown order, another event: 200 and ignored.
    const wrong = api.paystack.webhook('charge.success', { ...paid, amount: paid.amount + 100 });
    expect((await post(wrong.raw, wrong.headers)).status).toBe(200);
    const unknown = api.paystack.webhook('charge.success', {
      ...paid,
      reference: 'bukka-2000000000-abc123',
      metadata: { order_ref: 2000000000 },
    });
    expect((await post(unknown.raw, unknown.headers)).status).toBe(200);
    const other = api.paystack.webhook('transfer.success', paid);
    expect((await post(other.raw, other.headers)).status).toBe(200);
    expect(await payment(ref)).toEqual({ method: 'paystack', state: 'pending' });

    const stream = await openEvents(`${api.running.server.url}/api/vendor/events?token=${api.vendorToken}`);
    try {
      const good = api.paystack.webhook('charge.success', paid);
      const answer = await post(good.raw, good.headers);
      expect(answer).toMatchObject({ status: 200, body: { received: true } });
      expect(await payment(ref)).toEqual({ method: 'paystack', state: 'paid' });
      // The same event again changes nothing and tells the console nothing new.
      expect((await post(good.raw, good.headers)).status).toBe(200);
      await stream.next((e) => e.order.ref === ref && e.order.payment.state === 'paid');
      await new Promise((resolve) => setTimeout(resolve, 200));
      const paidEvents = stream
        .received()
        .split('\n\n')
        .filter((b) => b.includes(`"ref":${ref},`) && b.includes('"state":"paid"'));
      expect(paidEvents).toHaveLength(1);
    } finally {
      stream.close();
    }
    expect((await verify(ref, token)).paid).toBe(true);
  });

  it('answers a clear 503 while Paystack is out of reach, keeps the order, and works on retry', async () => {
    const { ref, token } = await order();
    api.paystack.down = true;
    try {
      const start = await call('POST', `/api/account/payments/${ref}/`, {
        token,
        body: { method: 'paystack' },
      });
      expect(start.status).toBe(503);
      expect(start.body).toEqual({
        detail: expect.stringMatching(/Paystack could not be reached.*order is kept/),
        code: 'provider_failed',
      });
      expect(await payment(ref)).toEqual({ method: null, state: 'unpaid' });
    } finally {
      api.paystack.down = false;
    }
    const transaction = await startCard(ref, token);
    transaction.status = 'success';
    api.paystack.down = true;
    try {
      const check = await call('POST', `/api/account/payments/${ref}/verify/`, { token });
      expect(check.status).toBe(503);
      expect(await payment(ref)).toEqual({ method: 'paystack', state: 'pending' });
    } finally {
      api.paystack.down = false;
    }
    expect(await verify(ref, token)).toMatchObject({ paid: true });
    expect((await call('GET', `/api/account/Order/Status/${ref}`, { token })).body).toEqual({
      Order_Status: 'pending',
    });
  });

  it('answers a clear 502 when Paystack answers with an error, and works on retry', async () => {
    const { ref, token } = await order();
    api.paystack.failing = true;
    try {
      const start = await call('POST', `/api/account/payments/${ref}/`, {
        token,
        body: { method: 'paystack' },
      });
      expect(start.status).toBe(502);
      expect(start.body).toEqual({
        detail: expect.stringContaining('Your order is kept'),
        code: 'provider_failed',
      });
      expect(await payment(ref)).toEqual({ method: null, state: 'unpaid' });
    } finally {
      api.paystack.failing = false;
    }
    await startCard(ref, token);
    expect((await call('GET', `/api/account/Order/Status/${ref}`, { token })).body).toEqual({
      Order_Status: 'pending',
    });
  });
});
