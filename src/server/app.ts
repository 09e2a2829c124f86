import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { BankDetails } from '../domain/api';
import type { Database } from './db/client';
import { deleteExpiredRateLimits, postgresRateLimitStore } from './db/rate-limit-store';
import type { OrderRefSource } from './db/order-refs';
import { createStore, type Store } from './db/store';
import { createPayments } from './payments/payments';
import { authPlugin } from './plugins/auth';
import { errorsPlugin, loggableError, notFoundHandler } from './plugins/errors';
import { metricsPlugin } from './plugins/metrics';
import { EVENT_STREAMS_PER_ACCOUNT, EventStreams } from './plugins/event-streams';
import { OrderEvents } from './plugins/order-events';
import { inputGuardPlugin } from './plugins/input-guard';
import { securityPlugin } from './plugins/security';
import { accountRoutes } from './routes/account';
import { accountProfileRoutes } from './routes/account-profile';
import { authRoutes } from './routes/auth';
import { customerOrderRoutes } from './routes/customer-orders';
import { healthRoutes } from './routes/health';
import { paymentWebhookRoutes } from './routes/payment-webhooks';
import type { RouteContext } from './routes/context';
import { publicRoutes } from './routes/public';
import { vendorRoutes } from './routes/vendor';
import { vendorMenuRoutes } from './routes/vendor-menu';
import { vendorReportRoutes } from './routes/vendor-reports';
import { mediaRoutes } from './routes/media';
import { MenuCache } from './menu-cache';
import { toVendorOrder } from './db/queries/orders';
import { DEFAULT_UNPAID_ORDER_EXPIRY_MIN, unpaidExpiryCutoff } from '../domain/kitchenAttention';
import { SettingsCache } from './settings-cache';
import { sendPage, StorefrontPages } from './home-page';
import { checkTrustProxy } from './trust-proxy';
import { PushSender, type PushOptions } from './push/push-sender';
import { pushRoutes } from './routes/push';

export interface RateLimit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

export interface AppOptions {
  database: Database;
  /** false: silent; a level: JSON logs at that level; default 'info'. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } | undefined } | undefined;
  /** The built storefront (index.html + assets); null or missing folder: API only. */
  staticDir?: string | null | undefined;
  /** Default 7 days. */
  tokenTtlMs?: number | undefined;
  /** How long a token lookup is trusted from memory. Default 5 s. */
  sessionCacheMs?: number | undefined;
  /**
   * How long an order status is served from memory. Default: forever on PGlite (this process
   * is the only writer and updates it), 1 s on PostgreSQL (other servers may write).
   */
  statusCacheMs?: number | undefined;
  /** How long the food/delivery switches are trusted from memory. Default 1 s. */
  settingsCacheMs?: number | undefined;
  /**
   * How long the menu is trusted from memory. Default: forever on PGlite (this process is the
   * only writer and drops it on each change), 1 s on PostgreSQL (other servers may write).
   */
  menuCacheMs?: number | undefined;
  /** Login and signup, each. Default 10 per minute. */
  authRateLimit?: RateLimit | undefined;
  /** Default 10 per minute per address. */
  newsletterRateLimit?: RateLimit | undefined;
  /** Login tries from one address whatever the username. Default 60 per minute. */
  loginAddressRateLimit?: RateLimit | undefined;
  /** Orders one account may place. Default 10 per minute. */
  orderRateLimit?: RateLimit | undefined;
  /** Bytes. Default 16 KiB: an order of every package is under 1 KiB. */
  bodyLimit?: number | undefined;
  /** Default 15 s. */
  sseHeartbeatMs?: number | undefined;
  /** How often the open event streams re-check their tokens (logout, expiry). Default 2 s. */
  streamTokenCheckMs?: number | undefined;
  /** Event streams this server holds open at most (MAX_EVENT_STREAMS). Default 2,000. */
  maxEventStreams?: number | undefined;
  bank: BankDetails;
  paystackSecretKey?: string | undefined;
  /** PAYSTACK_BASE_URL; default https://api.paystack.co. */
  paystackBaseUrl?: string | undefined;
  /** PUBLIC_URL: where customers reach the storefront (Paystack sends them back there). */
  publicUrl?: string | undefined;
  /**
   * Where new order refs are drawn; default random 100000–999999 (db/order-refs.ts). Tests only:
   * a source that answers a ref that exists shows a collision is drawn again.
   */
  orderRefs?: OrderRefSource | undefined;
  /** The clock of timed switches (timed 'not ready', sold out) and of unpaid orders' expiry. Default Date.now. */
  now?: (() => number) | undefined;
  /**
   * UNPAID_ORDER_EXPIRY_MIN: a pending order whose payment step is not done this many minutes
   * after it was placed is closed as 'expired' (issue 25). Default 30; fractions allowed (tests).
   */
  unpaidOrderExpiryMin?: number | undefined;
  /** How often this server looks for unpaid orders to close. Default a tenth of the expiry, 0.5–30 s. */
  unpaidSweepMs?: number | undefined;
  /**
   * Behind a reverse proxy: how many proxy hops to trust, or the proxies' addresses/CIDRs
   * (Fastify's `trustProxy`). Never `true`: the client writes the leftmost X-Forwarded-For entry.
   */
  trustProxy?: number | string | string[] | undefined;
  /** METRICS_TOKEN: a Bearer token that may read /metrics from anywhere (else loopback only). */
  metricsToken?: string | undefined;
  /** Web Push (issue 28): VAPID keys, PUSH_ALLOWED_ORIGINS, and the tests' timing and certificate. */
  push?: PushOptions | undefined;
}

/**
 * The URL as logged, the value of every query key that reads `token` once decoded redacted:
 * Fastify decodes keys, so `?%74oken=<t>` is a token too and must not slip past a plain match.
 */
export function redactQuery(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const parts = url
    .slice(at + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=');
      const rawKey = eq === -1 ? part : part.slice(0, eq);
      let key: string;
      try {
        key = [...new URLSearchParams(`${rawKey}=`).keys()][0] ?? '';
      } catch {
        key = 'token';
      }
      return /token/i.test(key) ? `${rawKey}=[redacted]` : part;
    });
  return `${url.slice(0, at)}?${parts.join('&')}`;
}

const loggerOptions = (level: string, stream?: { write(line: string): void }) => ({
  level,
  // Tests read what would be logged (access.test.ts: no token ever reaches it).
  ...(stream ? { stream } : {}),
  // Tokens never reach the logs: not in headers, not in the SSE route's query string.
  redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
  serializers: {
    req: (req: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) => ({
      method: req.method,
      url: redactQuery(req.url),
      remoteAddress: req.ip,
    }),
  },
});

/** Builds the whole server (API + storefront files) around an opened database. */
declare module 'fastify' {
  interface FastifyInstance {
    /** The data access of the server: tests and the CLI reach the database through it. */
    store: Store;
    /** The open event streams (tests read how many). */
    streams: EventStreams;
    /** Closes the unpaid orders past their time now, on `now`'s clock (the timer calls it; tests too). */
    expireUnpaidOrders: () => Promise<number[]>;
    /** Web Push: tests and the bench wait for its sends with `push.idle()`. */
    push: PushSender;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const bodyLimit = options.bodyLimit ?? 16 * 1024;
  const logger =
    options.logger === false
      ? false
      : typeof options.logger === 'object'
        ? loggerOptions(options.logger.level, options.logger.stream)
        : loggerOptions('info');

  const maxEventStreams = options.maxEventStreams ?? 2000;
  if (!Number.isInteger(maxEventStreams) || maxEventStreams < 1) {
    throw new Error(
      `MAX_EVENT_STREAMS must be a whole number of streams, at least 1 (default 2000), not ${maxEventStreams}`,
    );
  }
  // The same refusal as TRUST_PROXY's, for a setting given in code.
  checkTrustProxy(
    typeof options.trustProxy === 'string'
      ? options.trustProxy.split(',').map((entry) => entry.trim())
      : options.trustProxy,
  );
  const app = Fastify({
    logger,
    bodyLimit,
    // A hop count as proxy-addr reads it (the nearest n addresses are proxies); Fastify's types
    // know only lists and functions.
    trustProxy:
      typeof options.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (options.trustProxy as number)
        : (options.trustProxy ?? false),
    routerOptions: { ignoreTrailingSlash: true },
    // @fastify/static (wildcard: false) walks the build and registers a route per file when it
    // starts: on a busy or small machine that took longer than Fastify's default 10 s, and the
    // server refused to start ("Plugin did not start in time: '@fastify/static'", seen with the
    // e2e servers at a load of 14). A plugin that hangs still fails the start, a minute later.
    pluginTimeout: 60_000,
    // Lets app.close() finish while browsers hold keep-alive connections open.
    forceCloseConnections: true,
    // A malformed or overlong URL is refused before routing, outside the error handler: give it
    // the same `{detail}` shape, without echoing the URL back.
    frameworkErrors: (error, _request, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : (error.statusCode ?? 400);
      const detail = status === 414 ? 'That address is too long' : 'Malformed address';
      // The reply of no route: its generic types know no status codes.
      return (reply as unknown as FastifyReply).code(status).send({ detail });
    },
  });

  // 1. Zod validates every request and serializes every answer with src/domain's schemas.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // 2. Errors and parsing before any route, so every refusal has the same `{detail}` shape.
  errorsPlugin(app, { bodyLimit });
  // 3. Headers, compression and the rate limiter wrap every route registered after them.
  await securityPlugin(app, {
    rateLimitStore:
      options.database.kind === 'postgres' ? postgresRateLimitStore(options.database.db) : undefined,
  });
  // Null bytes and bidi controls are refused before any route sees them.
  inputGuardPlugin(app);
  if (options.paystackSecretKey && !options.publicUrl) {
    // The return address would otherwise follow the request's Host header, which the client writes.
    throw new Error('PUBLIC_URL must be set to take card payments (PAYSTACK_SECRET_KEY is set)');
  }

  if (options.bank.example) {
    app.log.warn(
      'BANK_NAME, BANK_ACCOUNT_NAME and BANK_ACCOUNT_NUMBER are not all set: customers who choose ' +
        'bank transfer see example details (the payment dialog says so). Set them before taking orders.',
    );
  }
  const now = options.now ?? Date.now;
  const store = createStore(options.database.db, {
    statusCacheMs: options.statusCacheMs ?? (options.database.kind === 'pglite' ? Infinity : 1000),
    insertConcurrency: options.database.kind === 'pglite' ? 1 : 4,
    orderRefs: options.orderRefs,
  });
  // The notifications that evict cached statuses stop while the listener is away (database
  // restart); once it is back, none of them can be trusted to have arrived.
  options.database.broadcast?.onReconnect(() => store.forgetOrders());
  const ctx: RouteContext = {
    store,
    auth: authPlugin(app, {
      store,
      sessionCacheMs: options.sessionCacheMs ?? 5000,
      broadcast: options.database.broadcast,
    }),
    events: new OrderEvents(options.database.broadcast, (event) => store.forgetOrder(event.order.ref)),
    settings: new SettingsCache(store, options.settingsCacheMs ?? 1000, now),
    menu: new MenuCache(store, options.menuCacheMs ?? (options.database.kind === 'pglite' ? Infinity : 1000)),
    payments: createPayments({
      bank: options.bank,
      paystackSecretKey: options.paystackSecretKey,
      paystackBaseUrl: options.paystackBaseUrl,
    }),
    now,
    publicUrl: options.publicUrl?.replace(/\/+$/, '') || undefined,
    tokenTtlMs: options.tokenTtlMs ?? 7 * 24 * 3600 * 1000,
    authRateLimit: options.authRateLimit ?? { max: 10, timeWindow: 60_000 },
    newsletterRateLimit: options.newsletterRateLimit ?? { max: 10, timeWindow: 60_000 },
    loginAddressRateLimit: options.loginAddressRateLimit ?? { max: 60, timeWindow: 60_000 },
    orderRateLimit: options.orderRateLimit ?? { max: 10, timeWindow: 60_000 },
    streams: new EventStreams((hashes) => store.sessionUsers(hashes), {
      perAccount: EVENT_STREAMS_PER_ACCOUNT,
      max: maxEventStreams,
      checkMs: options.streamTokenCheckMs ?? 2000,
    }),
    sseHeartbeatMs: options.sseHeartbeatMs ?? 15_000,
  };
  // Open streams would hold app.close() forever: end them first.
  app.addHook('preClose', async () => ctx.streams.endAll());
  const push = new PushSender(store, app.log, options.push);
  await push.init();
  ctx.events.onOwn((event) => push.handle(event));
  app.addHook('preClose', async () => push.close());

  // 4. Health probes and metrics, then the API (the metrics plugin times every route after it).
  healthRoutes(app, options.database);
  await metricsPlugin(app, {
    database: options.database,
    events: ctx.events,
    push,
    token: options.metricsToken,
  });
  await app.register(authRoutes, ctx);
  await app.register(publicRoutes, ctx);
  await app.register(accountRoutes, ctx);
  await app.register(customerOrderRoutes, ctx);
  await app.register(accountProfileRoutes, ctx);
  await app.register(vendorRoutes, ctx);
  await app.register(vendorMenuRoutes, ctx);
  await app.register(vendorReportRoutes, ctx);
  await app.register(mediaRoutes, ctx);
  await app.register(paymentWebhookRoutes, ctx);
  await app.register(pushRoutes, { ...ctx, push });

  // 5. The storefront: files as they are, and index.html for the SPA's own paths.
  const staticDir = options.staticDir;
  const spa = Boolean(staticDir && existsSync(join(staticDir, 'index.html')));
  if (spa && staticDir) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      // `/` is answered below, with the menu as it is now (home-page.ts), not the file as built.
      index: false,
      // The build writes a Brotli copy of each text file at the best quality (scripts/vite-precompress.ts):
      // sent as it is to browsers that accept br; others get @fastify/compress's gzip.
      preCompressed: true,
      // The ETag alone revalidates a file; Last-Modified and Accept-Ranges (no file here is
      // fetched in parts) would add ~70 bytes to each of a first visit's ~90 answers (issue 12).
      lastModified: false,
      acceptRanges: false,
      setHeaders: (res, path) => {
        // Vite puts a content hash in every asset name: they never change.
        if (path.includes('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        // The menu's pictures change only with a new picture (issue 12: the page copies the ones
        // it shows into the worker's cache without downloading them again).
        else if (/\/food\/[^/]+\.webp$/.test(path)) res.header('cache-control', 'public, max-age=86400');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  // index.html holds the prerendered home page; every other page of the SPA starts from the
  // empty app.html the build leaves beside it (a build without the prerender has only index.html).
  const shell = spa && staticDir && existsSync(join(staticDir, 'app.html')) ? 'app.html' : 'index.html';
  const pages = spa && staticDir ? new StorefrontPages(staticDir, shell, ctx.menu, app.log) : undefined;
  if (pages) {
    app.get('/', async (request, reply) => sendPage(request, reply, await pages.page('index')));
  }
  app.setNotFoundHandler(
    notFoundHandler(
      spa,
      pages
        ? (request, reply) => pages.page('app').then((page) => sendPage(request, reply, page))
        : undefined,
    ),
  );

  // Expired sessions are refused by the lookup anyway; this only keeps the table small.
  const sweep = () =>
    Promise.all([
      store.deleteExpiredSessions(),
      options.database.kind === 'postgres' ? deleteExpiredRateLimits(options.database.db) : undefined,
    ]).catch((error: unknown) => app.log.warn({ err: loggableError(error) }, 'session sweep failed'));
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sweep();
    sweeper = setInterval(sweep, 3600_000);
    sweeper.unref();
  });
  app.addHook('onClose', async () => clearInterval(sweeper));

  // Unpaid orders past their time are closed (issue 25). Every server runs this timer: the one
  // UPDATE … RETURNING closes each order once, and only the server whose update returned it
  // publishes it (to the other servers too, through NOTIFY).
  const expiryMin = options.unpaidOrderExpiryMin ?? DEFAULT_UNPAID_ORDER_EXPIRY_MIN;
  if (!(expiryMin > 0 && Number.isFinite(expiryMin))) {
    throw new Error(`UNPAID_ORDER_EXPIRY_MIN must be a positive number of minutes, not ${expiryMin}`);
  }
  const expireUnpaidOrders = async (): Promise<number[]> => {
    const at = now();
    const closed = await store.expireUnpaidOrders(new Date(unpaidExpiryCutoff(at, expiryMin)), new Date(at));
    for (const order of closed) ctx.events.publish({ type: 'updated', order: toVendorOrder(order) });
    return closed.map((order) => order.id);
  };
  const expirySweepMs = options.unpaidSweepMs ?? Math.min(30_000, Math.max(500, (expiryMin * 60_000) / 10));
  let expirySweeper: NodeJS.Timeout | undefined;
  let expiring: Promise<unknown> | undefined;
  app.addHook('onReady', async () => {
    expirySweeper = setInterval(() => {
      // One sweep at a time: a slow database must not pile them up.
      expiring ??= expireUnpaidOrders()
        .catch((error: unknown) => app.log.warn({ err: loggableError(error) }, 'unpaid order sweep failed'))
        .finally(() => (expiring = undefined));
    }, expirySweepMs);
    expirySweeper.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(expirySweeper);
    await expiring;
  });

  app.decorate('store', store);
  app.decorate('streams', ctx.streams);
  app.decorate('expireUnpaidOrders', expireUnpaidOrders);
  app.decorate('push', push);
  return app;
}
