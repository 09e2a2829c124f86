import { answerBackupRequests } from './db/backup';
import { DataDirLockedError } from './db/lock';
import { startServer } from './server';
import { parseTrustProxy, TrustProxyError } from './trust-proxy';
import { parseAllowedOrigins } from '../domain/push';

/** `npm start` runs this (bundled to dist-server/main.js): configuration from the environment. */
async function main(): Promise<void> {
  const env = process.env;
  let server;
  try {
    server = await startServer({
      port: env.PORT ? Number(env.PORT) : 3000,
      host: env.HOST || '0.0.0.0',
      dataDir: env.DATA_DIR || 'data',
      databaseUrl: env.DATABASE_URL || undefined,
      staticDir: env.STATIC_DIR || undefined,
      logger: { level: env.LOG_LEVEL || 'info' },
      vendor: { username: env.VENDOR_USERNAME, password: env.VENDOR_PASSWORD },
      paystackSecretKey: env.PAYSTACK_SECRET_KEY || undefined,
      paystackBaseUrl: env.PAYSTACK_BASE_URL || undefined,
      publicUrl: env.PUBLIC_URL || undefined,
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      metricsToken: env.METRICS_TOKEN || undefined,
      statusCacheMs: env.STATUS_CACHE_MS ? Number(env.STATUS_CACHE_MS) : undefined,
      maxEventStreams: env.MAX_EVENT_STREAMS ? Number(env.MAX_EVENT_STREAMS) : undefined,
      unpaidOrderExpiryMin: env.UNPAID_ORDER_EXPIRY_MIN ? Number(env.UNPAID_ORDER_EXPIRY_MIN) : undefined,
      push: {
        publicKey: env.VAPID_PUBLIC_KEY || undefined,
        privateKey: env.VAPID_PRIVATE_KEY || undefined,
        subject: env.VAPID_SUBJECT || undefined,
        allowedOrigins: parseAllowedOrigins(env.PUSH_ALLOWED_ORIGINS),
      },
      // Load tests place orders faster than any customer; production keeps the default.
      orderRateLimit: env.ORDER_RATE_LIMIT
        ? { max: Number(env.ORDER_RATE_LIMIT), timeWindow: 60_000 }
        : undefined,
    });
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof TrustProxyError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, vendor } = server;
  if (vendor) {
    app.log.info({ vendor: vendor.username }, `Vendor account: ${vendor.username}`);
    // Printed once, on the start that made it up, to the terminal rather than the JSON log.
    if (vendor.generatedPassword) {
      console.log(
        `\n  Vendor login created: ${vendor.username} / ${vendor.generatedPassword}\n` +
          '  It is shown only this once. Set VENDOR_PASSWORD to choose your own.\n',
      );
    }
  }
  // `npm run backup` cannot open a PGlite folder this process holds: it asks this process.
  if (server.dump) answerBackupRequests(env.DATA_DIR || 'data', server.dump, (msg) => app.log.info(msg));
  console.log(`\n  Bukka is serving on ${server.url} (${server.databaseKind})\n`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

await main();
