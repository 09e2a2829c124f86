import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/zod';
import {
  balanceMismatchSchema,
  createOrderResponseSchema,
  deliveryStatusResponseSchema,
  foodStatusResponseSchema,
  orderStatusResponseSchema,
  paymentRequestSchema,
  paymentResponseSchema,
  paymentVerifyResponseSchema,
} from '../../domain/api';
import {
  DELIVERY_UNAVAILABLE_MESSAGE,
  FOOD_NOT_READY_LABEL,
  ORDER_CREATED_STATUS,
} from '../../domain/messages';
import * as API_ERROR_CODES from '../../domain/apiErrorCodes';
import { notOnMenuMessage } from '../../domain/menu';
import { formatNaira } from '../../domain/money';
import { checkoutBlock } from '../../domain/checkout';
import { createOrderSchema, priceOrder } from '../../domain/order';
import { soldOutMessage } from '../../domain/soldOut';
import type { OrderStatus } from '../../domain/status';
import { settleCardPayment, VERIFY_MESSAGES } from '../payments/settle';
import { ProviderError } from '../payments/providers/types';
import { toVendorOrder } from '../db/queries/orders';
import { HttpError } from '../plugins/errors';
import type { RouteContext } from './context';
import { limitHook } from './rate-limits';
import { errorAnswers, refParams } from './schemas';

const ORDER_NOT_FOUND = 'No order with that reference';
const ORDER_EXPIRED_REFUSAL = 'This order was closed because it was not paid in time. Please order again.';

/** The customer's calls of DESIGN §6, each behind `Authorization: Token <t>`. */
export const accountRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, ctx) => {
  const { store, auth, events, settings, payments } = ctx;

  /** A provider out of reach (503) or refusing (502): a clear sentence, the order untouched. */
  const providerCall = async <T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.warn({ reason: error.reason }, 'payment provider call failed');
      throw new HttpError(error.statusCode, API_ERROR_CODES.providerFailed, error.message);
    }
  };
  app.addHook('preHandler', auth.requireUser);
  // More than a real customer ever orders: one account cannot flood the vendor's console.
  const ordersPerAccount = limitHook(
    app,
    ctx.orderRateLimit,
    (request) => `order|${request.user!.id}`,
    (wait) => `Too many orders in a short time. Please wait ${wait} and try again.`,
  );

  app.get(
    '/api/account/Food/Status/',
    { schema: { response: { 200: foodStatusResponseSchema, ...errorAnswers(401) } } },
    async () => ({ status: (await settings.get()).food_status }),
  );

  app.get(
    '/api/account/Delivery/Status/',
    { schema: { response: { 200: deliveryStatusResponseSchema, ...errorAnswers(401) } } },
    async () => ({ status: (await settings.get()).delivery_status }),
  );

  app.post(
    '/api/account/create_order/',
    {
      preHandler: ordersPerAccount,
      schema: {
        body: createOrderSchema,
        response: {
          200: createOrderResponseSchema,
          201: createOrderResponseSchema,
          ...errorAnswers(400, 401, 429),
          409: z.partial(balanceMismatchSchema, { balance: true }),
        },
      },
    },
    async (request, reply) => {
      const payload = request.body;
      const user = request.user!;
      // product-spec §3: the order name is the caller's own username and a timestamp.
      if (!payload.order_name.toLowerCase().startsWith(`${user.username.toLowerCase()}_`)) {
        const detail = 'order_name must begin with your username';
        throw new HttpError(400, API_ERROR_CODES.invalidInput, detail, { fields: { order_name: detail } });
      }
      // The client's total is a claim; the stored menu and the fee table are the truth.
      const menu = await ctx.menu.all();
      const priced = priceOrder(payload, menu);
      if (!priced.ok) {
        throw new HttpError(
          400,
          API_ERROR_CODES.invalidInput,
          Object.values(priced.fields)[0] ?? 'Invalid order',
          {
            fields: priced.fields,
          },
        );
      }
      // A package the vendor took off the menu since the customer's page read it: named, 409.
      const hidden = new Set(menu.filter((item) => !item.visible).map((item) => item.id));
      const gone = priced.order.lines.find((line) => hidden.has(line.id));
      if (gone) {
        throw new HttpError(409, API_ERROR_CODES.notOnMenu, notOnMenuMessage(gone.name));
      }
      const shop = await settings.get();
      const soldOut = new Set(shop.sold_out.map((entry) => entry.id));
      const ranOut = priced.order.lines.find((line) => soldOut.has(line.id));
      // The one can-checkout rule, with the shop's switches as stored: the body's fields passed
      // the schema (the same zone/address and phone rules), so what is left is the shop's.
      const block = checkoutBlock({
        itemCount: priced.order.quantity,
        mode: payload.delivery ? 'delivery' : 'pickup',
        zone: payload.deliveryLocation,
        phoneNumber: payload.phoneNumber,
        selectedAddress: payload.selectedAddress,
        foodReady: shop.food_status === 'ready',
        deliveryAvailable: shop.delivery_status === 'available',
        holdsSoldOut: ranOut !== undefined,
      });
      if (block === 'food-not-ready')
        throw new HttpError(409, API_ERROR_CODES.kitchenClosed, FOOD_NOT_READY_LABEL);
      if (block === 'delivery-off')
        throw new HttpError(409, API_ERROR_CODES.deliveryUnavailable, DELIVERY_UNAVAILABLE_MESSAGE);
      if (ranOut) throw new HttpError(409, API_ERROR_CODES.soldOut, soldOutMessage(ranOut.name));
      const { total } = priced.order;
      if (payload.balance !== total) {
        throw new HttpError(
          409,
          API_ERROR_CODES.totalMismatch,
          `The total is ${formatNaira(total)}, not ${formatNaira(payload.balance)}`,
          {
            balance: total,
            fields: { balance: `The total is ${formatNaira(total)}` },
          },
        );
      }
      const placed = await store.placeOrder(
        {
          userId: user.id,
          orderName: payload.order_name,
          items: priced.order.lines.map(({ id, name, price, quantity }) => ({ id, name, price, quantity })),
          total,
          delivery: payload.delivery,
          deliveryLocation: payload.delivery ? payload.deliveryLocation : '',
          selectedAddress: payload.delivery ? payload.selectedAddress.trim() : '',
          phoneNumber: payload.phoneNumber,
        },
        user.username,
      );
      if (placed.created) events.publish({ type: 'created', order: toVendorOrder(placed.order) });
      // The same order_name again (a double-click) answers with the first order, 200 not 201.
      return reply.code(placed.created ? 201 : 200).send({
        status: ORDER_CREATED_STATUS,
        'order-ref': placed.order.id,
        balance: placed.order.total,
      });
    },
  );

  app.get(
    '/api/account/Order/Status/:ref',
    {
      schema: {
        params: refParams,
        response: { 200: orderStatusResponseSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const status = await store.orderStatus(request.params.ref, request.user!.id);
      // Someone else's order is as unknown as a missing one: refs are guessable integers.
      if (!status) throw new HttpError(404, API_ERROR_CODES.notFound, ORDER_NOT_FOUND);
      return { Order_Status: status };
    },
  );

  app.post(
    '/api/account/payments/:ref/',
    {
      schema: {
        params: refParams,
        body: paymentRequestSchema,
        response: {
          200: paymentResponseSchema,
          ...errorAnswers(400, 401, 404, 409, 502, 503),
        },
      },
    },
    async (request) => {
      const { ref } = request.params;
      const { method } = request.body;
      const order = await store.orderWithCustomer(ref);
      if (!order || order.userId !== request.user!.id)
        throw new HttpError(404, API_ERROR_CODES.notFound, ORDER_NOT_FOUND);
      const provider = payments.provider(method);
      if (!provider) {
        throw new HttpError(
          400,
          API_ERROR_CODES.paymentMethodOff,
          method === 'paystack' ? 'Card payments are not enabled' : `${method} payments are not enabled`,
        );
      }
      if (order.paymentState === 'paid')
        throw new HttpError(409, API_ERROR_CODES.paymentRefused, 'This order is already paid');
      if (order.status === 'declined')
        throw new HttpError(409, API_ERROR_CODES.paymentRefused, 'This order was declined: nothing to pay');
      // Closed unpaid (issue 25): nothing new is started on it. 'I have sent it' is the exception:
      // the money may already be with the vendor, so it revives the order (statusAfterPayment).
      const revive = method === 'transfer';
      if (order.status === 'expired' && !revive)
        throw new HttpError(409, API_ERROR_CODES.orderExpired, ORDER_EXPIRED_REFUSAL);
      // buildApp refuses card payments without PUBLIC_URL: never the client's Host header.
      const base = ctx.publicUrl ?? '';
      const started = await providerCall(request.log, () =>
        provider.start({
          ref,
          total: order.total,
          email: request.user!.email,
          callbackUrl: `${base}/?paystack=1&ref=${ref}`,
        }),
      );
      let status: OrderStatus = order.status;
      if (started.reference) await store.startCardPayment(ref, method, started.reference);
      else {
        const now = await store.setPayment(ref, method, started.state, revive);
        // The sweep closed it between the read and this write.
        if (!now) throw new HttpError(409, API_ERROR_CODES.orderExpired, ORDER_EXPIRED_REFUSAL);
        status = now;
      }
      events.publish({
        type: 'updated',
        order: toVendorOrder({ ...order, status, paymentMethod: method, paymentState: started.state }),
      });
      return { method, state: started.state, authorization_url: started.authorization_url };
    },
  );

  app.post(
    '/api/account/payments/:ref/verify/',
    {
      schema: {
        params: refParams,
        response: {
          200: paymentVerifyResponseSchema,
          ...errorAnswers(401, 404, 409, 502, 503),
        },
      },
    },
    async (request) => {
      const { ref } = request.params;
      const order = await store.orderWithCustomer(ref);
      if (!order || order.userId !== request.user!.id)
        throw new HttpError(404, API_ERROR_CODES.notFound, ORDER_NOT_FOUND);
      const method = order.paymentMethod;
      if (order.paymentState === 'paid' && method) {
        return {
          method,
          state: 'paid' as const,
          paid: true,
          outcome: 'paid' as const,
          detail: VERIFY_MESSAGES.paid,
          balance: order.total,
        };
      }
      const provider = method ? payments.provider(method) : undefined;
      if (!method || !provider?.verify || !order.paymentReference) {
        throw new HttpError(
          409,
          API_ERROR_CODES.paymentRefused,
          'No card payment was started for this order',
        );
      }
      const verify = provider.verify.bind(provider);
      const reference = order.paymentReference;
      // The server's own check: what the provider says about this reference, never the client.
      const payment = await providerCall(request.log, () => verify(reference));
      const outcome = await settleCardPayment(ctx, method, { ...payment, ref });
      if (outcome === 'unknown-order') throw new HttpError(404, API_ERROR_CODES.notFound, ORDER_NOT_FOUND);
      const paid = outcome === 'paid';
      return {
        method,
        state: paid ? ('paid' as const) : order.paymentState,
        paid,
        outcome,
        detail: VERIFY_MESSAGES[outcome],
        balance: order.total,
      };
    },
  );
};
