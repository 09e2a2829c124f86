import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  balanceMismatchSchema,
  createOrderResponseSchema,
  meResponseSchema,
  paymentConfigSchema,
  soldOutIdsResponseSchema,
  vendorOrderSchema,
  vendorOrdersResponseSchema,
  type VendorOrder,
} from '../../src/domain/api';
import {
  DELIVERY_UNAVAILABLE_MESSAGE,
  FOOD_NOT_READY_LABEL,
  LOGIN_WRONG_MESSAGE,
  SIGNUP_TAKEN_MESSAGE,
} from '../../src/domain/messages';
import * as API_ERROR_CODES from '../../src/domain/apiErrorCodes';
import { MENU_SEED as CATALOGUE } from '../../src/domain/menuSeed';
import { PASSWORD_WEAK_MESSAGE } from '../../src/domain/password';
import { PHONE_NOT_MOBILE_MESSAGE } from '../../src/domain/phone';
import {
  soldOutResponseSchema,
  vendorFoodStatusSchema,
  vendorSettingsSchema,
} from '../../src/domain/vendorSettingsApi';
import { openEvents } from '../../scripts/lib/eventStream';
import { checkout, logIn, PASSWORD, signUpAndLogIn, uniqueName, VENDOR, type DbKind } from './helpers/server';
import { testApi } from './helpers/testApi';

/**
 * The whole API contract of DESIGN §6 over real HTTP. Each database kind runs it in its own test
 * file (contract.pglite.test.ts, contract.postgres.test.ts), on a database of its own.
 */
export function describeContract(kind: DbKind): void {
  describe(`the API on ${kind}`, () => {
    let skew = 0;
    // The clock of timed switches: a test moves it forward instead of waiting.
    const api = testApi(kind, { now: () => Date.now() + skew });
    const { call } = api;

    async function allOrders(): Promise<VendorOrder[]> {
      const list = await call('GET', '/api/vendor/orders', { token: api.vendorToken });
      expect(list.status).toBe(200);
      return vendorOrdersResponseSchema.parse(list.body).orders;
    }

    async function placeOrder(token: string, username: string) {
      const created = await call('POST', '/api/account/create_order/', { token, body: checkout(username) });
      expect(created.status).toBe(201);
      return createOrderResponseSchema.parse(created.body)['order-ref'];
    }

    describe('accounts', () => {
      it('signs up, refuses the same name in any case with the spec message, and keeps one account', async () => {
        const username = uniqueName('Ada');
        const first = await call('POST', '/api/signup', {
          body: { username: `  ${username} `, email: `${username}@example.com`, password: PASSWORD },
        });
        expect(first.status).toBe(201);
        expect(first.body).toEqual({ username });

        const again = await call('POST', '/api/signup', {
          body: { username: username.toUpperCase(), email: 'other@example.com', password: 'Other#pass1' },
        });
        expect(again.status).toBe(409);
        expect(again.body).toEqual({ detail: SIGNUP_TAKEN_MESSAGE, code: API_ERROR_CODES.accountTaken });
        // The refused sign-up did not replace the password.
        const withSecond = await call('POST', '/api/login', { body: { username, password: 'Other#pass1' } });
        expect(withSecond.status).toBe(400);
      });

      it('refuses invalid sign-up fields with the form messages, per field, and creates nothing', async () => {
        const username = uniqueName('weak');
        const answer = await call('POST', '/api/signup', {
          body: { username, email: 'not-an-email', password: 'abcdefgh' },
        });
        expect(answer.status).toBe(400);
        const body = apiErrorSchema.parse(answer.body);
        expect(body.fields).toMatchObject({ password: PASSWORD_WEAK_MESSAGE, email: expect.any(String) });
        expect(body.fields).not.toHaveProperty('username');
        const login = await call('POST', '/api/login', { body: { username, password: 'abcdefgh' } });
        expect(login.status).toBe(400);
      });

      it('logs in with a 256-bit token stored only as its hash', async () => {
        const { username, token } = await signUpAndLogIn(call);
        expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(32);
        const result = (await api.running.server.db.execute(
          sql`select s.token_hash from sessions s join users u on u.id = s.user_id where u.username = ${username}`,
        )) as unknown as { rows: { token_hash: string }[] };
        const hashes = result.rows.map((r) => r.token_hash);
        expect(hashes).toEqual([createHash('sha256').update(token).digest('base64url')]);
        expect(hashes).not.toContain(token);
      });

      it('answers wrong credentials and unknown names alike with 400 and the spec message', async () => {
        const { username } = await signUpAndLogIn(call);
        const wrong = await call('POST', '/api/login', { body: { username, password: 'nope-Nope1!' } });
        const unknown = await call('POST', '/api/login', {
          body: { username: uniqueName('ghost'), password: 'x' },
        });
        expect(wrong.status).toBe(400);
        expect(wrong.body).toEqual({ detail: LOGIN_WRONG_MESSAGE, code: API_ERROR_CODES.wrongCredentials });
        expect(unknown.status).toBe(400);
        expect(unknown.body).toEqual({ detail: LOGIN_WRONG_MESSAGE, code: API_ERROR_CODES.wrongCredentials });
        expect(wrong.body).not.toHaveProperty('token');
      });

      it('tells who is logged in, and 401 without a valid Token header', async () => {
        const { username, token } = await signUpAndLogIn(call);
        const me = await call('GET', '/api/account/me', { token });
        expect(me.status).toBe(200);
        expect(meResponseSchema.parse(me.body)).toEqual({
          username,
          email: `${username}@example.com`,
          role: 'customer',
        });
        const vendor = await call('GET', '/api/account/me', { token: api.vendorToken });
        expect(vendor.body).toMatchObject({ username: VENDOR.username, role: 'vendor' });

        expect((await call('GET', '/api/account/me')).status).toBe(401);
        expect((await call('GET', '/api/account/me', { token: 'A'.repeat(43) })).status).toBe(401);
        const bearer = await call('GET', '/api/account/me', {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(bearer.status).toBe(401);
        expect(apiErrorSchema.safeParse(bearer.body).success).toBe(true);
      });

      it('revokes the token on logout, and only that one', async () => {
        const { username, token } = await signUpAndLogIn(call);
        const other = await logIn(call, username, PASSWORD);
        expect((await call('GET', '/api/account/me', { token })).status).toBe(200);

        // The storefront's logout: a JSON header and no body (product-spec §7).
        const out = await call('POST', '/api/logout', { token, raw: '', contentType: 'application/json' });
        expect(out.status).toBe(204);
        expect(out.text).toBe('');
        expect((await call('GET', '/api/account/me', { token })).status).toBe(401);
        expect((await call('POST', '/api/logout', { token })).status).toBe(401);
        expect((await call('GET', '/api/account/me', { token: other })).status).toBe(200);
        expect((await call('POST', '/api/logout')).status).toBe(401);
      });

      it('refuses an expired token with 401 while a fresh one works', async () => {
        const { username, token } = await signUpAndLogIn(call);
        const fresh = await logIn(call, username, PASSWORD);
        const hash = createHash('sha256').update(token).digest('base64url');
        await api.running.server.db.execute(
          sql`update sessions set expires_at = now() - interval '1 second' where token_hash = ${hash}`,
        );
        expect((await call('GET', '/api/account/me', { token })).status).toBe(401);
        expect((await call('GET', '/api/account/Food/Status/', { token })).status).toBe(401);
        expect((await call('GET', '/api/account/me', { token: fresh })).status).toBe(200);
      });
    });

    describe('checkout', () => {
      it('creates an order priced by the server, with a positive integer ref', async () => {
        const { username, token } = await signUpAndLogIn(call);
        const payload = checkout(username, {
          cart: [
            { id: 1, quantity: 2 },
            { id: 8, quantity: 1 },
          ],
          mode: 'delivery',
          zone: 'inside_school',
          selectedAddress: '  Room 12, Hall B ',
        });
        expect(payload.balance).toBe(2 * 1200 + 2000 + 300);
        const created = await call('POST', '/api/account/create_order/', { token, body: payload });
        expect(created.status).toBe(201);
        const body = createOrderResponseSchema.parse(created.body);
        expect(body).toMatchObject({ status: 'Order Created', balance: 4700 });
        expect(Number.isInteger(body['order-ref']) && body['order-ref'] > 0).toBe(true);

        const stored = (await allOrders()).find((o) => o.ref === body['order-ref']);
        expect(stored).toMatchObject({
          status: 'pending',
          customer: username,
          total: 4700,
          delivery: true,
          deliveryLocation: 'inside_school',
          selectedAddress: 'Room 12, Hall B',
          phoneNumber: '08031234567',
          payment: { method: null, state: 'unpaid' },
          items: [
            { id: 1, name: 'Mini Package', price: 1200, quantity: 2 },
            { id: 8, name: 'Chicken Burger and Fries', price: 2000, quantity: 1 },
          ],
        });
        // Stored as a JSON array, not as a string holding JSON.
        const kind = (await api.running.server.db.execute(
          sql`select jsonb_typeof(items) as kind, jsonb_array_length(items) as n from orders where id = ${body['order-ref']}`,
        )) as unknown as { rows: { kind: string; n: number }[] };
        expect(kind.rows).toEqual([{ kind: 'array', n: 2 }]);
      });

      it.each(['+234 803 123 4567', '2348031234567', '0803-123-4567'])(
        'stores the phone %j as the number the kitchen dials, 08031234567',
        async (phoneNumber) => {
          const { username, token } = await signUpAndLogIn(call);
          const created = await call('POST', '/api/account/create_order/', {
            token,
            body: checkout(username, { phoneNumber }),
          });
          expect(created.status).toBe(201);
          const ref = createOrderResponseSchema.parse(created.body)['order-ref'];
          expect((await allOrders()).find((o) => o.ref === ref)?.phoneNumber).toBe('08031234567');
        },
      );

      it('says why a number that is not a Nigerian mobile is refused', async () => {
        const { username, token } = await signUpAndLogIn(call);
        const answer = await call('POST', '/api/account/create_order/', {
          token,
          body: checkout(username, { phoneNumber: '09999999999' }),
        });
        expect(answer.status).toBe(400);
        expect(apiErrorSchema.parse(answer.body).fields?.phoneNumber).toBe(PHONE_NOT_MOBILE_MESSAGE);
      });

      it('returns the first order when the same order_name comes twice, and stores one', async () => {
        const { username, token } = await signUpAndLogIn(call);
        const payload = checkout(username);
        const first = await call('POST', '/api/account/create_order/', { token, body: payload });
        const second = await call('POST', '/api/account/create_order/', { token, body: payload });
        expect(first.status).toBe(201);
        expect(second.status).toBe(200);
        expect(second.body).toEqual(first.body);
        const mine = (await allOrders()).filter((o) => o.customer === username);
        expect(mine).toHaveLength(1);
      });

      it('stores one order when ten identical requests race', async () => {
        const { username, token } = await signUpAndLogIn(call);
        const payload = checkout(username);
        const answers = await Promise.all(
          Array.from({ length: 10 }, () =>
            call('POST', '/api/account/create_order/', { token, body: payload }),
          ),
        );
        expect(answers.map((a) => a.status).filter((s) => s === 201)).toHaveLength(1);
        expect(new Set(answers.map((a) => (a.body as { 'order-ref': number })['order-ref'])).size).toBe(1);
        expect((await allOrders()).filter((o) => o.customer === username)).toHaveLength(1);
      });

      it('stores 50 concurrent checkouts from 5 customers, each once, with unique refs', async () => {
        const customers = await Promise.all(Array.from({ length: 5 }, () => signUpAndLogIn(call, 'rush')));
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, i) => {
            const who = customers[i % 5]!;
            return call('POST', '/api/account/create_order/', {
              token: who.token,
              body: checkout(who.username, { cart: [{ id: (i % 9) + 1, quantity: 1 + (i % 3) }] }),
            });
          }),
        );
        expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
        const refs = answers.map((a) => createOrderResponseSchema.parse(a.body)['order-ref']);
        expect(new Set(refs).size).toBe(50);
        const names = new Set(customers.map((c) => c.username));
        const stored = (await allOrders()).filter((o) => names.has(o.customer));
        expect(stored.map((o) => o.ref).sort((a, b) => a - b)).toEqual([...refs].sort((a, b) => a - b));
      });

      const rejections: [string, (username: string) => unknown, string][] = [
        [
          'an unknown package',
          (u) => ({ ...checkout(u), package_group: { 'Caviar Package': { amount: 1 } }, num_package: 1 }),
          'package_group.Caviar Package',
        ],
        [
          'a zero quantity',
          (u) => ({ ...checkout(u), package_group: { 'Mini Package': { amount: 0 } }, num_package: 0 }),
          'package_group.Mini Package.amount',
        ],
        [
          'a negative quantity',
          (u) => ({ ...checkout(u), package_group: { 'Mini Package': { amount: -2 } } }),
          'package_group.Mini Package.amount',
        ],
        [
          'a huge quantity',
          (u) => ({ ...checkout(u), package_group: { 'Mini Package': { amount: 1e9 } }, num_package: 1e9 }),
          'package_group.Mini Package.amount',
        ],
        [
          'a fractional quantity',
          (u) => ({ ...checkout(u), package_group: { 'Mini Package': { amount: 1.5 } } }),
          'package_group.Mini Package.amount',
        ],
        ['a num_package that is not the sum', (u) => ({ ...checkout(u), num_package: 7 }), 'num_package'],
        [
          'a fee zone that does not exist',
          (u) => ({
            ...checkout(u, { mode: 'delivery', zone: 'inside_school', selectedAddress: 'Hall B' }),
            deliveryLocation: 'moon',
          }),
          'deliveryLocation',
        ],
        [
          'delivery without a zone',
          (u) => ({
            ...checkout(u, { mode: 'delivery', zone: 'inside_school', selectedAddress: 'Hall B' }),
            deliveryLocation: '',
          }),
          'deliveryLocation',
        ],
        ['a 10-digit phone', (u) => checkout(u, { phoneNumber: '0803123456' }), 'phoneNumber'],
        ['a phone with letters', (u) => checkout(u, { phoneNumber: '0803123456a' }), 'phoneNumber'],
        ['a UK mobile', (u) => checkout(u, { phoneNumber: '+44 7911 123456' }), 'phoneNumber'],
        ['a Lagos landline', (u) => checkout(u, { phoneNumber: '+234 1 234 5678' }), 'phoneNumber'],
        // What the old rule made of +234 803 123 4567: eleven digits no network has.
        ['a cut-off +234 number', (u) => checkout(u, { phoneNumber: '23480312345' }), 'phoneNumber'],
        [
          'a blank address for delivery',
          (u) => checkout(u, { mode: 'delivery', zone: 'outside_town', selectedAddress: '   ' }),
          'selectedAddress',
        ],
        ['a malformed order_name', (u) => ({ ...checkout(u), order_name: 'hello' }), 'order_name'],
        ['a missing balance', (u) => ({ ...checkout(u), balance: undefined }), 'balance'],
      ];

      it.each(rejections)(
        'refuses %s with 400 {detail, fields} and stores nothing',
        async (_what, build, field) => {
          const { username, token } = await signUpAndLogIn(call);
          const answer = await call('POST', '/api/account/create_order/', { token, body: build(username) });
          expect(answer.status).toBe(400);
          const body = apiErrorSchema.parse(answer.body);
          expect(body.detail).toEqual(expect.any(String));
          expect(Object.keys(body.fields ?? {})).toContain(field);
          expect((await allOrders()).filter((o) => o.customer === username)).toHaveLength(0);
        },
      );

      it('refuses a balance that disagrees with 409 naming the right amount, and stores nothing', async () => {
        const { username, token } = await signUpAndLogIn(call);
        const payload = {
          ...checkout(username, { mode: 'delivery', zone: 'outside_school', selectedAddress: 'N gate' }),
        };
        const right = payload.balance;
        expect(right).toBe(2400 + 500);
        for (const claimed of [right - 500, 0, right + 1]) {
          const answer = await call('POST', '/api/account/create_order/', {
            token,
            body: { ...payload, order_name: checkout(username).order_name, balance: claimed },
          });
          expect(answer.status).toBe(409);
          const body = balanceMismatchSchema.parse(answer.body);
          expect(body.balance).toBe(right);
          expect(body.detail).toContain('₦2,900');
        }
        expect((await allOrders()).filter((o) => o.customer === username)).toHaveLength(0);
      });

      it('refuses orders with 409 while the food is not ready, and takes them again after', async () => {
        const { username, token } = await signUpAndLogIn(call);
        const off = await call('PUT', '/api/vendor/food-status', {
          token: api.vendorToken,
          body: { status: 'not-ready' },
        });
        expect(off).toMatchObject({ status: 200, body: { status: 'not-ready' } });
        try {
          const food = await call('GET', '/api/account/Food/Status/', { token });
          expect(food.body).toEqual({ status: 'not-ready' });
          const refused = await call('POST', '/api/account/create_order/', {
            token,
            body: checkout(username),
          });
          expect(refused.status).toBe(409);
          expect(refused.body).toEqual({ detail: FOOD_NOT_READY_LABEL, code: API_ERROR_CODES.kitchenClosed });
          expect((await allOrders()).filter((o) => o.customer === username)).toHaveLength(0);
        } finally {
          await call('PUT', '/api/vendor/food-status', { token: api.vendorToken, body: { status: 'ready' } });
        }
        expect((await call('GET', '/api/account/Food/Status/', { token })).body).toEqual({ status: 'ready' });
        await placeOrder(token, username);
      });

      it('refuses delivery with 409 while delivery is off, but still takes pickup', async () => {
        const { username, token } = await signUpAndLogIn(call);
        const off = await call('PUT', '/api/vendor/delivery-status', {
          token: api.vendorToken,
          body: { status: 'not-available' },
        });
        expect(off.body).toEqual({ status: 'not-available', until: null });
        try {
          expect((await call('GET', '/api/account/Delivery/Status/', { token })).body).toEqual({
            status: 'not-available',
          });
          const delivery = checkout(username, {
            mode: 'delivery',
            zone: 'inside_school',
            selectedAddress: 'Hall C',
          });
          const refused = await call('POST', '/api/account/create_order/', { token, body: delivery });
          expect(refused.status).toBe(409);
          expect(refused.body).toEqual({
            detail: DELIVERY_UNAVAILABLE_MESSAGE,
            code: API_ERROR_CODES.deliveryUnavailable,
          });
          const pickup = await call('POST', '/api/account/create_order/', {
            token,
            body: checkout(username),
          });
          expect(pickup.status).toBe(201);
          expect((await allOrders()).filter((o) => o.customer === username)).toHaveLength(1);
        } finally {
          await call('PUT', '/api/vendor/delivery-status', {
            token: api.vendorToken,
            body: { status: 'available' },
          });
        }
      });

      it('starts with food ready and delivery available, and needs a token to tell', async () => {
        const { token } = await signUpAndLogIn(call);
        expect((await call('GET', '/api/account/Food/Status/', { token })).body).toEqual({ status: 'ready' });
        expect((await call('GET', '/api/account/Delivery/Status/', { token })).body).toEqual({
          status: 'available',
        });
        expect((await call('GET', '/api/account/Food/Status/')).status).toBe(401);
        expect((await call('GET', '/api/account/Delivery/Status/')).status).toBe(401);
        expect((await call('POST', '/api/account/create_order/', { body: checkout('nobody') })).status).toBe(
          401,
        );
      });
    });

    describe('tracking and paying', () => {
      it("shows a customer their order's status, and 404 for another's or an unknown ref", async () => {
        const ada = await signUpAndLogIn(call, 'ada');
        const bola = await signUpAndLogIn(call, 'bola');
        const ref = await placeOrder(ada.token, ada.username);
        const mine = await call('GET', `/api/account/Order/Status/${ref}`, { token: ada.token });
        expect(mine).toMatchObject({ status: 200, body: { Order_Status: 'pending' } });

        const theirs = await call('GET', `/api/account/Order/Status/${ref}`, { token: bola.token });
        expect(theirs.status).toBe(404);
        expect(theirs.body).not.toHaveProperty('Order_Status');
        expect((await call('GET', '/api/account/Order/Status/2000000000', { token: ada.token })).status).toBe(
          404,
        );
        expect((await call('GET', '/api/account/Order/Status/abc', { token: ada.token })).status).toBe(400);
        expect((await call('GET', `/api/account/Order/Status/${ref}`)).status).toBe(401);
      });

      it('records transfer and cash, refuses card payments and other customers, and lets the vendor confirm', async () => {
        const ada = await signUpAndLogIn(call, 'pay');
        const bola = await signUpAndLogIn(call, 'pay');
        const ref = await placeOrder(ada.token, ada.username);
        const path = `/api/account/payments/${ref}/`;

        const card = await call('POST', path, { token: ada.token, body: { method: 'paystack' } });
        expect(card).toMatchObject({ status: 400, body: { detail: 'Card payments are not enabled' } });
        const cash = await call('POST', path, { token: ada.token, body: { method: 'cash' } });
        expect(cash).toMatchObject({ status: 200, body: { method: 'cash', state: 'cash_due' } });
        const transfer = await call('POST', path, { token: ada.token, body: { method: 'transfer' } });
        expect(transfer).toMatchObject({
          status: 200,
          body: { method: 'transfer', state: 'awaiting_confirmation' },
        });

        const theirs = await call('POST', path, { token: bola.token, body: { method: 'cash' } });
        expect(theirs.status).toBe(404);
        expect((await call('POST', path, { token: ada.token, body: { method: 'bitcoin' } })).status).toBe(
          400,
        );
        expect(
          (
            await call('POST', '/api/account/payments/2000000000/', {
              token: ada.token,
              body: { method: 'cash' },
            })
          ).status,
        ).toBe(404);

        const listed = (await allOrders()).find((o) => o.ref === ref);
        expect(listed?.payment).toEqual({ method: 'transfer', state: 'awaiting_confirmation' });

        const confirm = await call('PATCH', `/api/vendor/orders/${ref}/payment`, {
          token: api.vendorToken,
          body: { state: 'paid' },
        });
        expect(confirm.status).toBe(200);
        expect(vendorOrderSchema.parse(confirm.body).payment).toEqual({ method: 'transfer', state: 'paid' });
        const after = await call('POST', path, { token: ada.token, body: { method: 'cash' } });
        expect(after.status).toBe(409);
        expect((await allOrders()).find((o) => o.ref === ref)?.payment.state).toBe('paid');
        const byCustomer = await call('PATCH', `/api/vendor/orders/${ref}/payment`, {
          token: ada.token,
          body: { state: 'paid' },
        });
        expect(byCustomer.status).toBe(403);
      });

      it('publishes the payment options and the bank details without a login', async () => {
        const config = await call('GET', '/api/payments/config');
        expect(config.status).toBe(200);
        const body = paymentConfigSchema.parse(config.body);
        expect(body.methods).toEqual(['transfer', 'cash']);
        expect(body.methods).not.toContain('paystack');
        expect(body.bank.accountNumber).toMatch(/^\d{10}$/);
      });
    });

    describe('vendor console', () => {
      it('moves orders only along pending → accepted|declined and accepted → completed', async () => {
        const { username, token } = await signUpAndLogIn(call);
        const a = await placeOrder(token, username);
        const b = await placeOrder(token, username);
        const move = (ref: number, status: string) =>
          call('PATCH', `/api/vendor/orders/${ref}`, { token: api.vendorToken, body: { status } });

        expect((await move(a, 'completed')).status).toBe(409);
        const accepted = await move(a, 'accepted');
        expect(accepted.status).toBe(200);
        expect(vendorOrderSchema.parse(accepted.body)).toMatchObject({ ref: a, status: 'accepted' });
        expect((await call('GET', `/api/account/Order/Status/${a}`, { token })).body).toEqual({
          Order_Status: 'accepted',
        });
        expect((await move(a, 'declined')).status).toBe(409);
        expect((await move(a, 'pending')).status).toBe(409);
        expect((await move(a, 'completed')).body).toMatchObject({ status: 'completed' });
        expect((await move(a, 'accepted')).status).toBe(409);

        expect((await move(b, 'declined')).status).toBe(200);
        const illegal = await move(b, 'accepted');
        expect(illegal.status).toBe(409);
        expect(apiErrorSchema.parse(illegal.body).detail).toEqual(expect.any(String));
        expect((await call('GET', `/api/account/Order/Status/${b}`, { token })).body).toEqual({
          Order_Status: 'declined',
        });

        expect((await move(2_000_000_000, 'accepted')).status).toBe(404);
        expect((await move(a, 'eaten')).status).toBe(400);
      });

      it('lists orders newest pending first and filters by ?status=', async () => {
        const { username, token } = await signUpAndLogIn(call);
        const older = await placeOrder(token, username);
        const newer = await placeOrder(token, username);
        await call('PATCH', `/api/vendor/orders/${older}`, {
          token: api.vendorToken,
          body: { status: 'accepted' },
        });

        const all = await allOrders();
        const firstNonPending = all.findIndex((o) => o.status !== 'pending');
        const lastPending = all.map((o) => o.status).lastIndexOf('pending');
        expect(lastPending).toBeLessThan(firstNonPending === -1 ? Infinity : firstNonPending);
        // Newest first by creation time: refs are random (issue 14, 8f), not increasing.
        const pendingTimes = all.filter((o) => o.status === 'pending').map((o) => Date.parse(o.createdAt));
        expect(pendingTimes).toEqual([...pendingTimes].sort((x, y) => y - x));
        const pendingRefs = all.filter((o) => o.status === 'pending').map((o) => o.ref);
        expect(pendingRefs.indexOf(newer)).toBeGreaterThanOrEqual(0);

        const accepted = await call('GET', '/api/vendor/orders?status=accepted', { token: api.vendorToken });
        const acceptedOrders = vendorOrdersResponseSchema.parse(accepted.body).orders;
        expect(acceptedOrders.every((o) => o.status === 'accepted')).toBe(true);
        expect(acceptedOrders.map((o) => o.ref)).toContain(older);
        expect(acceptedOrders.map((o) => o.ref)).not.toContain(newer);
        expect((await call('GET', '/api/vendor/orders?status=lost', { token: api.vendorToken })).status).toBe(
          400,
        );
      });

      it('answers 403 to a customer on every vendor call and changes nothing', async () => {
        const { username, token } = await signUpAndLogIn(call);
        const ref = await placeOrder(token, username);
        const tries = [
          call('GET', '/api/vendor/orders', { token }),
          call('PATCH', `/api/vendor/orders/${ref}`, { token, body: { status: 'accepted' } }),
          call('PUT', '/api/vendor/food-status', { token, body: { status: 'not-ready' } }),
          call('PUT', '/api/vendor/delivery-status', { token, body: { status: 'not-available' } }),
          call('GET', '/api/vendor/events', { token }),
        ];
        for (const answer of await Promise.all(tries)) {
          expect(answer.status).toBe(403);
          expect(apiErrorSchema.safeParse(answer.body).success).toBe(true);
        }
        expect((await call('GET', `/api/account/Order/Status/${ref}`, { token })).body).toEqual({
          Order_Status: 'pending',
        });
        expect((await call('GET', '/api/account/Food/Status/', { token })).body).toEqual({ status: 'ready' });
        expect((await call('GET', '/api/vendor/orders')).status).toBe(401);
      });

      it('refuses a switch value that is not one of the two', async () => {
        const food = await call('PUT', '/api/vendor/food-status', {
          token: api.vendorToken,
          body: { status: 'maybe' },
        });
        const delivery = await call('PUT', '/api/vendor/delivery-status', {
          token: api.vendorToken,
          body: {},
        });
        expect(food.status).toBe(400);
        expect(delivery.status).toBe(400);
        expect(apiErrorSchema.parse(food.body).fields).toHaveProperty('status');
      });

      it('streams a created order and its changes to the console as server-sent events', async () => {
        const stream = await openEvents(`${api.running.server.url}/api/vendor/events`, {
          authorization: `Token ${api.vendorToken}`,
        });
        try {
          expect(stream.status).toBe(200);
          expect(stream.contentType).toMatch(/^text\/event-stream/);
          const { username, token } = await signUpAndLogIn(call);
          const ref = await placeOrder(token, username);
          const created = await stream.next((e) => e.order.ref === ref && e.type === 'created');
          expect(created.order).toMatchObject({ customer: username, status: 'pending', total: 2400 });
          await call('PATCH', `/api/vendor/orders/${ref}`, {
            token: api.vendorToken,
            body: { status: 'accepted' },
          });
          const updated = await stream.next((e) => e.order.ref === ref && e.type === 'updated');
          expect(updated.order.status).toBe('accepted');
        } finally {
          stream.close();
        }
      });

      it('takes the token from the query string for EventSource, and 401 without one', async () => {
        const stream = await openEvents(
          `${api.running.server.url}/api/vendor/events?token=${api.vendorToken}`,
        );
        stream.close();
        expect(stream.status).toBe(200);
        const anonymous = await openEvents(`${api.running.server.url}/api/vendor/events`);
        expect(anonymous.status).toBe(401);
      });
    });

    describe('timed switches and sold out', () => {
      const MINUTE = 60_000;
      const ahead = (ms: number) => new Date(Date.now() + skew + ms).toISOString();

      /** The end the server set for a pause sent at about now: its own clock plus how long. */
      const endedBetween = (until: string | null | undefined, sent: number, lasts: number) => {
        expect(until).toEqual(expect.any(String));
        const end = Date.parse(until!);
        expect(end).toBeGreaterThanOrEqual(sent + lasts);
        expect(end).toBeLessThanOrEqual(Date.now() + skew + lasts);
      };

      it('ends a timed "not ready" by itself, for the status, checkout and the console', async () => {
        const { username, token } = await signUpAndLogIn(call);
        try {
          const sent = Date.now() + skew;
          const off = await call('PUT', '/api/vendor/food-status', {
            token: api.vendorToken,
            body: { status: 'not-ready', for: '30min' },
          });
          expect(off.status).toBe(200);
          const { until } = vendorFoodStatusSchema.parse(off.body);
          endedBetween(until, sent, 30 * MINUTE);
          expect(off.body).toEqual({ status: 'not-ready', until });
          expect((await call('GET', '/api/account/Food/Status/', { token })).body).toEqual({
            status: 'not-ready',
          });
          const refused = await call('POST', '/api/account/create_order/', {
            token,
            body: checkout(username),
          });
          expect(refused).toMatchObject({ status: 409, body: { detail: FOOD_NOT_READY_LABEL } });
          const settings = vendorSettingsSchema.parse(
            (await call('GET', '/api/vendor/settings', { token: api.vendorToken })).body,
          );
          expect(settings.food).toEqual({ status: 'not-ready', until });

          skew += 31 * MINUTE;
          expect((await call('GET', '/api/account/Food/Status/', { token })).body).toEqual({
            status: 'ready',
          });
          expect(
            vendorSettingsSchema.parse(
              (await call('GET', '/api/vendor/settings', { token: api.vendorToken })).body,
            ).food,
          ).toEqual({ status: 'ready', until: null });
          await placeOrder(token, username);
        } finally {
          skew = 0;
          await call('PUT', '/api/vendor/food-status', { token: api.vendorToken, body: { status: 'ready' } });
        }
        // An untimed 'not ready' answers until: null and holds.
        const untimed = await call('PUT', '/api/vendor/food-status', {
          token: api.vendorToken,
          body: { status: 'not-ready' },
        });
        expect(untimed.body).toEqual({ status: 'not-ready', until: null });
        const back = await call('PUT', '/api/vendor/food-status', {
          token: api.vendorToken,
          body: { status: 'ready' },
        });
        expect(back.body).toEqual({ status: 'ready', until: null });
      });

      it("sets the end by the server's clock: 'until tomorrow' is the next 07:00 in Lagos, whatever the phone's clock", async () => {
        try {
          // The server's clock at 21:30 in Lagos (20:30 UTC); the test machine's is not.
          skew = Date.parse('2026-11-21T20:30:00Z') - Date.now();
          const off = await call('PUT', '/api/vendor/food-status', {
            token: api.vendorToken,
            body: { status: 'not-ready', for: 'tomorrow' },
          });
          expect(off.body).toEqual({ status: 'not-ready', until: '2026-11-22T06:00:00.000Z' });
        } finally {
          skew = 0;
          await call('PUT', '/api/vendor/food-status', { token: api.vendorToken, body: { status: 'ready' } });
        }
      });

      it('refuses an end time from the phone, a length with "ready", and an unknown length', async () => {
        const bodies: [unknown, string, string][] = [
          [{ status: 'not-ready', until: ahead(30 * MINUTE) }, 'until', API_ERROR_CODES.invalidEndTime],
          [{ status: 'not-ready', until: 'tomorrow' }, 'until', API_ERROR_CODES.invalidEndTime],
          [{ status: 'ready', until: null }, 'until', API_ERROR_CODES.invalidEndTime],
          [{ status: 'ready', for: '30min' }, 'for', API_ERROR_CODES.invalidEndTime],
          [{ status: 'not-ready', for: '2h' }, 'for', API_ERROR_CODES.invalidInput],
        ];
        for (const [body, field, code] of bodies) {
          const answer = await call('PUT', '/api/vendor/food-status', { token: api.vendorToken, body });
          expect(answer.status, JSON.stringify(body)).toBe(400);
          const error = apiErrorSchema.parse(answer.body);
          expect(error.fields, JSON.stringify(body)).toHaveProperty(field);
          expect(error.code).toBe(code);
        }
        expect(
          vendorSettingsSchema.parse(
            (await call('GET', '/api/vendor/settings', { token: api.vendorToken })).body,
          ).food,
        ).toEqual({ status: 'ready', until: null });
      });

      it('marks a package sold out: public list, 409 naming it, back on sale by time or by switch', async () => {
        const item = CATALOGUE.find((i) => i.id === 3)!;
        const { username, token } = await signUpAndLogIn(call);
        try {
          const sent = Date.now() + skew;
          const sold = await call('PUT', `/api/vendor/sold-out/${item.id}`, {
            token: api.vendorToken,
            body: { soldOut: true, for: '1h' },
          });
          expect(sold.status).toBe(200);
          const { until } = soldOutResponseSchema.parse(sold.body);
          endedBetween(until, sent, 60 * MINUTE);
          expect(sold.body).toEqual({ id: item.id, soldOut: true, until });
          expect((await call('GET', '/api/menu/sold-out')).body).toEqual({ ids: [item.id] });
          const settings = vendorSettingsSchema.parse(
            (await call('GET', '/api/vendor/settings', { token: api.vendorToken })).body,
          );
          expect(settings.soldOut).toEqual([{ id: item.id, until }]);

          const withIt = checkout(username, {
            cart: [
              { id: 1, quantity: 1 },
              { id: item.id, quantity: 1 },
            ],
          });
          const refused = await call('POST', '/api/account/create_order/', { token, body: withIt });
          expect(refused.status).toBe(409);
          expect(refused.body).toEqual({ detail: `${item.name} is sold out`, code: API_ERROR_CODES.soldOut });
          expect((await allOrders()).filter((o) => o.customer === username)).toHaveLength(0);
          await placeOrder(token, username);

          // The kitchen opens again: the package is back by itself.
          skew += 61 * MINUTE;
          expect(soldOutIdsResponseSchema.parse((await call('GET', '/api/menu/sold-out')).body).ids).toEqual(
            [],
          );
          const again = checkout(username, { cart: [{ id: item.id, quantity: 1 }] });
          expect((await call('POST', '/api/account/create_order/', { token, body: again })).status).toBe(201);
        } finally {
          skew = 0;
        }

        // Sold out until switched back.
        const untimed = await call('PUT', `/api/vendor/sold-out/${item.id}`, {
          token: api.vendorToken,
          body: { soldOut: true },
        });
        expect(untimed.body).toEqual({ id: item.id, soldOut: true, until: null });
        skew += 24 * 60 * MINUTE;
        try {
          expect((await call('GET', '/api/menu/sold-out')).body).toEqual({ ids: [item.id] });
        } finally {
          skew = 0;
        }
        const back = await call('PUT', `/api/vendor/sold-out/${item.id}`, {
          token: api.vendorToken,
          body: { soldOut: false },
        });
        expect(back.body).toEqual({ id: item.id, soldOut: false, until: null });
        expect((await call('GET', '/api/menu/sold-out')).body).toEqual({ ids: [] });
      });

      it('answers 404 for an unknown package, 400 for bad input, 401/403 to others, and changes nothing', async () => {
        const customer = await signUpAndLogIn(call);
        const tries: [number, string, string, unknown, string | undefined][] = [
          [404, 'PUT', '/api/vendor/sold-out/99', { soldOut: true }, api.vendorToken],
          [400, 'PUT', '/api/vendor/sold-out/abc', { soldOut: true }, api.vendorToken],
          [400, 'PUT', '/api/vendor/sold-out/2', { soldOut: 'yes' }, api.vendorToken],
          [400, 'PUT', '/api/vendor/sold-out/2', { soldOut: true, until: ahead(MINUTE) }, api.vendorToken],
          [400, 'PUT', '/api/vendor/sold-out/2', { soldOut: false, for: '1h' }, api.vendorToken],
          [403, 'PUT', '/api/vendor/sold-out/2', { soldOut: true }, customer.token],
          [401, 'PUT', '/api/vendor/sold-out/2', { soldOut: true }, undefined],
          [403, 'GET', '/api/vendor/settings', undefined, customer.token],
          [401, 'GET', '/api/vendor/settings', undefined, undefined],
          [403, 'PUT', '/api/vendor/food-status', { status: 'not-ready', for: '30min' }, customer.token],
        ];
        for (const [status, method, path, body, token] of tries) {
          const answer = await call(method, path, { token, body });
          expect(answer.status, `${method} ${path}`).toBe(status);
          expect(apiErrorSchema.safeParse(answer.body).success).toBe(true);
        }
        expect((await call('GET', '/api/menu/sold-out')).body).toEqual({ ids: [] });
        expect((await call('GET', '/api/account/Food/Status/', { token: customer.token })).body).toEqual({
          status: 'ready',
        });
      });

      it('lets the vendor confirm cash, but not an order with no payment chosen', async () => {
        const { username, token } = await signUpAndLogIn(call, 'cash');
        const ref = await placeOrder(token, username);
        const early = await call('PATCH', `/api/vendor/orders/${ref}/payment`, {
          token: api.vendorToken,
          body: { state: 'paid' },
        });
        expect(early.status).toBe(409);
        const cash = await call('POST', `/api/account/payments/${ref}/`, { token, body: { method: 'cash' } });
        expect(cash.body).toEqual({ method: 'cash', state: 'cash_due' });
        expect((await allOrders()).find((o) => o.ref === ref)?.payment).toEqual({
          method: 'cash',
          state: 'cash_due',
        });
        const taken = await call('PATCH', `/api/vendor/orders/${ref}/payment`, {
          token: api.vendorToken,
          body: { state: 'paid' },
        });
        expect(vendorOrderSchema.parse(taken.body).payment).toEqual({ method: 'cash', state: 'paid' });
        // Twice is still paid (a second tab), and the customer cannot start another payment.
        const twice = await call('PATCH', `/api/vendor/orders/${ref}/payment`, {
          token: api.vendorToken,
          body: { state: 'paid' },
        });
        expect(twice.status).toBe(200);
        expect(
          (await call('POST', `/api/account/payments/${ref}/`, { token, body: { method: 'transfer' } }))
            .status,
        ).toBe(409);
        expect((await call('POST', `/api/account/payments/${ref}/verify/`, { token })).status).toBe(200);
        // Card payments are off on this server: no webhook to call.
        const hook = await call('POST', '/api/payments/paystack/webhook', {
          body: { event: 'charge.success' },
        });
        expect(hook.status).toBe(404);
      });
    });

    describe('newsletter and bad input', () => {
      it('subscribes once (201), then says already subscribed (200), and refuses a bad email', async () => {
        const email = `${uniqueName('news')}@Example.com`;
        const first = await call('POST', '/api/newsletter', { body: { email } });
        expect(first).toMatchObject({ status: 201, body: { email: email.toLowerCase(), subscribed: true } });
        const again = await call('POST', '/api/newsletter', { body: { email: email.toLowerCase() } });
        expect(again.status).toBe(200);
        const bad = await call('POST', '/api/newsletter', { body: { email: 'nope' } });
        expect(bad.status).toBe(400);
        expect(apiErrorSchema.parse(bad.body).fields).toHaveProperty('email');
      });

      it('answers bad requests with 4xx JSON and never 500', async () => {
        const { token } = await signUpAndLogIn(call);
        const cases: [Promise<{ status: number; body: unknown }>, number][] = [
          [call('POST', '/api/login', { raw: '{"username": "a",' }), 400],
          [
            call('POST', '/api/signup', {
              raw: 'username=a',
              contentType: 'application/x-www-form-urlencoded',
            }),
            415,
          ],
          [call('POST', '/api/newsletter', { raw: 'hello', contentType: 'text/plain' }), 415],
          [
            call('POST', '/api/account/create_order/', {
              token,
              raw: JSON.stringify({ pad: 'x'.repeat(100_000) }),
            }),
            413,
          ],
          [call('POST', '/api/account/create_order/', { token, raw: '[]' }), 400],
          [call('POST', '/api/account/create_order/', { token, raw: 'null' }), 400],
          [call('POST', '/api/signup', { raw: '{"__proto__": {"admin": true}}' }), 400],
          [call('GET', '/api/no/such/route'), 404],
          [call('DELETE', '/api/account/me', { token }), 404],
          [call('POST', '/api/login'), 400],
        ];
        for (const [pending, expected] of cases) {
          const answer = await pending;
          expect(answer.status).toBe(expected);
          expect(apiErrorSchema.safeParse(answer.body).success).toBe(true);
        }
      });
    });

    it('keeps accounts, tokens, orders and switches across a restart', async () => {
      const { username, token } = await signUpAndLogIn(call, 'keep');
      const ref = await placeOrder(token, username);
      await call('PATCH', `/api/vendor/orders/${ref}`, {
        token: api.vendorToken,
        body: { status: 'accepted' },
      });
      await call('PUT', '/api/vendor/delivery-status', {
        token: api.vendorToken,
        body: { status: 'not-available' },
      });

      await api.restart();

      expect((await call('GET', '/api/account/me', { token })).body).toMatchObject({ username });
      expect((await call('GET', `/api/account/Order/Status/${ref}`, { token })).body).toEqual({
        Order_Status: 'accepted',
      });
      expect((await call('GET', '/api/account/Delivery/Status/', { token })).body).toEqual({
        status: 'not-available',
      });
      // Refs are random (issue 14, 8f): a new order after a restart gets a new one.
      const next = await placeOrder(token, username);
      expect(next).not.toBe(ref);
      expect((await call('GET', `/api/account/Order/Status/${ref}`, { token })).status).toBe(200);
      await call('PUT', '/api/vendor/delivery-status', {
        token: api.vendorToken,
        body: { status: 'available' },
      });
    });
  });
}
