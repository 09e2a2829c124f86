import { createHash, timingSafeEqual } from 'node:crypto';
import { Registry } from '@prometheus-io/client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMetrics from 'fastify-metrics';
import type { Database } from '../db/client';
import type { OrderEvents } from './order-events';
import * as API_ERROR_CODES from '../../domain/apiErrorCodes';
import type { PushSender } from '../push/push-sender';

export const METRICS_PATH = '/metrics';
const CREATE_ORDER_PATH = '/api/account/create_order/';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * A header some proxy adds to what it passes on: `Forwarded`, any `X-Forwarded-*`, `X-Real-IP`
 * (nginx's habit), `Via` (RFC 9110's, Caddy's and Apache's). One is enough to say the request
 * came from somewhere else, whatever the socket says.
 */
const proxyHeader = (name: string) =>
  name === 'forwarded' || name === 'x-real-ip' || name === 'via' || name.startsWith('x-forwarded-');

/**
 * Who may read /metrics: a `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time),
 * or a caller on this machine that did not come through a proxy. The socket's address is used,
 * never X-Forwarded-For, and a request carrying any proxy's header (`proxyHeader`) is not "local"
 * even when the proxy itself runs on loopback: otherwise anyone could read it through the proxy,
 * whichever header that proxy happens to send.
 */
export function mayReadMetrics(request: FastifyRequest, token: string | undefined): boolean {
  const header = request.headers.authorization;
  if (token && header?.startsWith('Bearer ')) {
    return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
  }
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
  return loopback && !Object.keys(request.headers).some(proxyHeader);
}

/**
 * Prometheus metrics with fastify-metrics: request rate and latency by route (one histogram;
 * its _count is the rate), orders created, open vendor event streams, the pg pool's use, and the
 * process's own (memory, event loop lag). Everything lives in a registry of this app's own, so two
 * servers in one process (the tests) do not collide in prom-client's global registry.
 */
export async function metricsPlugin(
  app: FastifyInstance,
  options: { database: Database; events: OrderEvents; push: PushSender; token: string | undefined },
): Promise<void> {
  const registry = new Registry();
  await app.register(fastifyMetrics, {
    endpoint: {
      url: METRICS_PATH,
      method: 'GET',
      // Scraped every few seconds: not worth a log line each.
      logLevel: 'silent',
      exposeHeadRoute: false,
      config: { disableMetrics: true },
      onRequest: async (request, reply) => {
        if (!mayReadMetrics(request, options.token)) {
          return reply
            .code(401)
            .send({ detail: 'Metrics need the METRICS_TOKEN', code: API_ERROR_CODES.loginRequired });
        }
      },
      handler: () => undefined,
    },
    defaultMetrics: { enabled: true, register: registry, prefix: 'bukka_' },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      // The health probes would be most of the traffic and say nothing.
      routeBlacklist: ['/healthz', '/readyz', METRICS_PATH],
      overrides: {
        histogram: {
          name: 'bukka_http_request_duration_seconds',
          registers: [registry],
          buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
        },
        // Switched off above but built anyway: kept out of prom-client's global registry.
        summary: { name: 'bukka_http_request_summary_seconds', registers: [registry] },
      },
    },
  });
  const client = app.metrics.client;
  const ordersCreated = new client.Counter({
    name: 'bukka_orders_created_total',
    help: 'Orders created on this server (201 answers of create_order; a repeated order_name is not counted)',
    registers: [registry],
  });
  new client.Gauge({
    name: 'bukka_event_streams_open',
    help: 'Vendor consoles connected to this server (open event streams)',
    registers: [registry],
    collect() {
      this.set(options.events.openStreams);
    },
  });
  const pushSent = new client.Counter({
    name: 'bukka_push_sent_total',
    help: 'Web Push requests by result: sent, gone (404/410, subscription deleted), retry (429/5xx), failed',
    labelNames: ['result'],
    registers: [registry],
  });
  options.push.onResult((result) => pushSent.inc({ result }));
  const poolUse = options.database.poolUse;
  if (poolUse) {
    new client.Gauge({
      name: 'bukka_db_pool_connections',
      help: 'pg pool connections by state (total, idle, waiting requests, max)',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: 'total' }, use.total);
        this.set({ state: 'idle' }, use.idle);
        this.set({ state: 'in_use' }, use.total - use.idle);
        this.set({ state: 'waiting' }, use.waiting);
        this.set({ state: 'max' }, use.max);
      },
    });
  }
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 201 && request.routeOptions.url === CREATE_ORDER_PATH) ordersCreated.inc();
  });
}
