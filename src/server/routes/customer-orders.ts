import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CUSTOMER_ORDERS_PAGE,
  customerOrdersQuerySchema,
  customerOrdersResponseSchema,
  toCustomerOrder,
  type CustomerOrderEvent,
} from '../../domain/customerOrders';
import { toCustomerOrderRow } from '../db/queries/customer-orders';
import { HttpError } from '../plugins/errors';
import type { RouteContext } from './context';
import { orderStreams } from './order-stream';
import { errorAnswers } from './schemas';
import * as API_ERROR_CODES from '../../domain/apiErrorCodes';

/**
 * My orders (issue 13): a signed-in customer's own orders, paged newest first, and the live
 * stream of their changes. Another customer's order is as unknown as a missing one (404), and
 * their events never reach this stream.
 */
export const customerOrderRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, ctx) => {
  const { store, auth } = ctx;
  app.addHook('preHandler', auth.requireUser);

  app.get(
    '/api/account/orders',
    {
      schema: {
        querystring: customerOrdersQuerySchema,
        response: { 200: customerOrdersResponseSchema, ...errorAnswers(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { before, payment } = request.query;
      const rows = await store.ordersOfCustomer(request.user!.id, {
        before,
        paymentDue: payment === 'due',
        limit: CUSTOMER_ORDERS_PAGE + 1,
      });
      if (!rows) throw new HttpError(404, API_ERROR_CODES.notFound, 'No order with that reference');
      const more = rows.length > CUSTOMER_ORDERS_PAGE;
      const page = more ? rows.slice(0, CUSTOMER_ORDERS_PAGE) : rows;
      // A customer's own data: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return { orders: page.map(toCustomerOrderRow), next_before: more ? (page.at(-1)?.id ?? null) : null };
    },
  );

  const openStream = orderStreams(app, ctx);

  app.get('/api/account/events', { config: { tokenInQuery: true } }, (request, reply) => {
    const user = request.user!;
    openStream(request, reply, {
      // The publisher names an order's customer by username, unique whatever its case (users'
      // index): the one who is signed in here, exactly as the session read it from the same table.
      pick: (event): CustomerOrderEvent | null =>
        event.order.customer === user.username
          ? { type: event.type, order: toCustomerOrder(event.order) }
          : null,
      stillAllowed: (session) => session.id === user.id,
    });
  });
};
