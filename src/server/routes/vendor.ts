import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/zod';
import {
  vendorOrderPatchSchema,
  vendorOrderSchema,
  vendorOrdersQuerySchema,
  vendorOrdersResponseSchema,
  vendorPaymentPatchSchema,
} from '../../domain/api';
import { daySummary, daySummarySchema, todayBounds } from '../../domain/daySummary';
import * as API_ERROR_CODES from '../../domain/apiErrorCodes';
import { notReadyUntil } from '../../domain/kitchenSwitches';
import { canMoveOrder } from '../../domain/orderMachine';
import type { OrderStatus } from '../../domain/status';
import { canConfirmPayment } from '../../domain/vendorOrder';
import {
  type PauseChoice,
  soldOutResponseSchema,
  soldOutUpdateSchema,
  timedDeliveryStatusUpdateSchema,
  timedFoodStatusUpdateSchema,
  vendorDeliveryStatusSchema,
  vendorFoodStatusSchema,
  vendorSettingsSchema,
} from '../../domain/vendorSettingsApi';
import { toVendorOrder } from '../db/queries/orders';
import { HttpError } from '../plugins/errors';
import type { RouteContext } from './context';
import { orderStreams } from './order-stream';
import { errorAnswers, refParams } from './schemas';
import { MAX_ORDER_REF } from '../../domain/orderRef';

/** Orders the kitchen still has to act on: always sent whole, never paged. */
const OPEN: readonly OrderStatus[] = ['pending', 'accepted'];
/** Orders per page of the console's history (the open ones always come whole). */
export const VENDOR_PAGE = 100;

const itemParams = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.maximum(MAX_ORDER_REF)) });

/** The vendor console's calls (DESIGN §6, §7); customers get 403. */
export const vendorRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, ctx) => {
  const { store, auth, events, settings, now } = ctx;

  /**
   * The end of a pause or a sold out, by the server's clock only: the console sends how long
   * (`for`), never when. Null when untimed (until switched back).
   */
  const endOf = (body: PauseChoice, timed: boolean, only: string): string | null => {
    if (body.until !== undefined) {
      throw new HttpError(
        400,
        API_ERROR_CODES.invalidEndTime,
        'Send how long it lasts (30min, 1h or tomorrow), not an end time',
        {
          fields: { until: 'Use "for": 30min, 1h or tomorrow' },
        },
      );
    }
    if (body.for === undefined) return null;
    if (!timed) {
      throw new HttpError(400, API_ERROR_CODES.invalidEndTime, `Only ${only} can last a set time`, {
        fields: { for: `Only with ${only}` },
      });
    }
    return new Date(notReadyUntil(body.for, now())).toISOString();
  };
  app.addHook('preHandler', auth.requireVendor);

  app.get(
    '/api/vendor/orders',
    {
      schema: {
        querystring: vendorOrdersQuerySchema,
        response: { 200: vendorOrdersResponseSchema, ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const { status, before } = request.query;
      // The kitchen must answer every pending order and cook every accepted one: never cut off,
      // whoever placed how many and however much history came after (at rush, accepted orders
      // older than a page of declined and completed ones used to drop out of the console and
      // its To cook). `before` without a status pages the rest: the first answer held every open one.
      if (status !== undefined && OPEN.includes(status))
        return {
          orders: (await store.ordersForVendor({ statuses: [status] })).map(toVendorOrder),
          next_before: null,
        };
      // Pending first (they need the vendor now), then accepted (cooking), each newest first.
      const open =
        status === undefined && before === undefined
          ? [
              ...(await store.ordersForVendor({ statuses: ['pending'] })),
              ...(await store.ordersForVendor({ statuses: ['accepted'] })),
            ]
          : [];
      const page = await store.ordersForVendor({
        statuses: status === undefined ? undefined : [status],
        notStatuses: status === undefined ? OPEN : undefined,
        before,
        limit: VENDOR_PAGE + 1,
      });
      const more = page.length > VENDOR_PAGE;
      const shown = more ? page.slice(0, VENDOR_PAGE) : page;
      return {
        orders: [...open, ...shown].map(toVendorOrder),
        next_before: more ? (shown.at(-1)?.id ?? null) : null,
      };
    },
  );

  // Today's summary over every order of the Lagos day: the console holds only the open orders
  // and the newest 100 others, so on a busy day its own sum would miss money.
  app.get(
    '/api/vendor/today',
    { schema: { response: { 200: daySummarySchema, ...errorAnswers(401, 403) } } },
    async () => {
      const at = now();
      const { start, end } = todayBounds(at);
      const today = await store.ordersForVendor({ placed: { from: start, to: end } });
      return daySummary(today.map(toVendorOrder), at);
    },
  );

  app.patch(
    '/api/vendor/orders/:ref',
    {
      schema: {
        params: refParams,
        body: vendorOrderPatchSchema,
        response: {
          200: vendorOrderSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { ref } = request.params;
      const to = request.body.status;
      const order = await store.orderWithCustomer(ref);
      if (!order) throw new HttpError(404, API_ERROR_CODES.notFound, 'No order with that reference');
      if (!canMoveOrder(order.status, to) || !(await store.moveOrder(ref, order.status, to))) {
        const now = (await store.orderWithCustomer(ref))?.status ?? order.status;
        throw new HttpError(409, API_ERROR_CODES.invalidMove, `A ${now} order cannot become ${to}`);
      }
      const moved = toVendorOrder({ ...order, status: to });
      events.publish({ type: 'updated', order: moved });
      return moved;
    },
  );

  app.patch(
    '/api/vendor/orders/:ref/payment',
    {
      schema: {
        params: refParams,
        body: vendorPaymentPatchSchema,
        response: {
          200: vendorOrderSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const { ref } = request.params;
      const order = await store.orderWithCustomer(ref);
      if (!order) throw new HttpError(404, API_ERROR_CODES.notFound, 'No order with that reference');
      if (order.paymentState === 'paid') return toVendorOrder(order);
      // Money the vendor holds (a transfer the customer says is sent, cash): a card payment is
      // only ever marked paid by the server's own check with the provider.
      if (!canConfirmPayment(toVendorOrder(order))) {
        throw new HttpError(
          409,
          API_ERROR_CODES.paymentRefused,
          order.paymentMethod === 'paystack'
            ? 'Card payments are confirmed by Paystack, not by hand'
            : 'The customer has not chosen transfer or cash for this order yet',
        );
      }
      await store.setPayment(ref, null, request.body.state);
      const paid = toVendorOrder({ ...order, paymentState: request.body.state });
      events.publish({ type: 'updated', order: paid });
      return paid;
    },
  );

  app.put(
    '/api/vendor/food-status',
    {
      schema: {
        body: timedFoodStatusUpdateSchema,
        response: { 200: vendorFoodStatusSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      const { status } = request.body;
      const until = endOf(request.body, status === 'not-ready', '"not ready"');
      await settings.setFood(status, until);
      const food = await settings.get();
      return { status: food.food_status, until: food.food_until };
    },
  );

  app.put(
    '/api/vendor/sold-out/:id',
    {
      schema: {
        params: itemParams,
        body: soldOutUpdateSchema,
        response: { 200: soldOutResponseSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await ctx.menu.all()).some((item) => item.id === id)) {
        throw new HttpError(404, API_ERROR_CODES.notFound, 'No package with that id');
      }
      const { soldOut } = request.body;
      const until = endOf(request.body, soldOut, 'sold out');
      await settings.setSoldOut(id, soldOut, until);
      const entry = (await settings.get()).sold_out.find((e) => e.id === id);
      return { id, soldOut: Boolean(entry), until: entry?.until ?? null };
    },
  );

  app.get(
    '/api/vendor/settings',
    { schema: { response: { 200: vendorSettingsSchema, ...errorAnswers(401, 403) } } },
    async () => {
      const shop = await settings.get();
      return {
        food: { status: shop.food_status, until: shop.food_until },
        delivery: { status: shop.delivery_status, until: shop.delivery_until },
        soldOut: shop.sold_out,
      };
    },
  );

  app.put(
    '/api/vendor/delivery-status',
    {
      schema: {
        body: timedDeliveryStatusUpdateSchema,
        response: { 200: vendorDeliveryStatusSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      // The same timed pause as the food switch: 30 min, 1 h or until tomorrow, then back by itself.
      const { status } = request.body;
      const until = endOf(request.body, status === 'not-available', '"not available"');
      await settings.setDelivery(status, until);
      const shop = await settings.get();
      return { status: shop.delivery_status, until: shop.delivery_until };
    },
  );

  const openStream = orderStreams(app, ctx);

  app.get('/api/vendor/events', { config: { tokenInQuery: true } }, (request, reply) => {
    openStream(request, reply, {
      pick: (event) => event,
      stillAllowed: (session) => session.role === 'vendor',
    });
  });
};
