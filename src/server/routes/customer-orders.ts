import type { ServerResponse } from 'node:http';
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
import { errorAnswers } from './schemas';

/**
 * My orders (issue 13): a signed-in customer's own orders, paged newest first, and the live
 * stream of their changes. Another customer's order is as unknown as a missing one (404), and
 * their events never reach this stream.
 */
export const customerOrderRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, ctx) => {
  const { store, auth, events } = ctx;
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
      if (!rows) throw new HttpError(404, 'No order with that reference');
      const more = rows.length > CUSTOMER_ORDERS_PAGE;
      const page = more ? rows.slice(0, CUSTOMER_ORDERS_PAGE) : rows;
      // A customer's own data: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return { orders: page.map(toCustomerOrderRow), next_before: more ? (page.at(-1)?.id ?? null) : null };
    },
  );

  const streams = new Set<ServerResponse>();
  // Open streams would hold app.close() forever: end them first.
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });

  app.get('/api/account/events', { config: { tokenInQuery: true } }, (request, reply) => {
    const user = request.user!;
    const raw = reply.raw;
    // Fastify is done with this reply: the headers set so far (helmet's) go out with ours.
    reply.hijack();
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    raw.write('retry: 3000\n: connected\n\n');
    streams.add(raw);
    // The publisher names an order's customer by username, unique whatever its case (users'
    // index): the one who is signed in here, exactly as the session read it from the same table.
    const unsubscribe = events.subscribe((event) => {
      if (event.order.customer !== user.username) return;
      const mine: CustomerOrderEvent = { type: event.type, order: toCustomerOrder(event.order) };
      raw.write(`event: order\nid: ${mine.order.ref}\ndata: ${JSON.stringify(mine)}\n\n`);
    });
    // Events may have gone unheard (the NOTIFY listener was away): ending the stream makes the
    // page reconnect and read its list again.
    const stopResync = events.onResync(() => raw.end());
    // Proxies and phones drop quiet connections; a comment line keeps this one open.
    const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), ctx.sseHeartbeatMs);
    heartbeat.unref();
    // The stream outlives the request that checked its token: ask the database again, so a
    // logout (on any server), an expiry or a password change ends it within one interval.
    const tokenHash = request.tokenHash!;
    const recheck = setInterval(() => {
      store.sessionUser(tokenHash).then(
        (session) => {
          if (!session || session.id !== user.id) raw.end();
        },
        () => {},
      );
    }, ctx.streamTokenCheckMs);
    recheck.unref();
    const stop = () => {
      clearInterval(recheck);
      clearInterval(heartbeat);
      unsubscribe();
      stopResync();
      streams.delete(raw);
    };
    raw.on('close', stop);
    raw.on('error', stop);
  });
};
