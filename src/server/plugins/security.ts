import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RateLimitStore } from '../db/rate-limit-store';

/** Security headers, compression and the (per-route) rate limiter. */
export async function securityPlugin(
  app: FastifyInstance,
  options: { rateLimitStore?: (new (options: unknown) => RateLimitStore) | undefined } = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Emotion (MUI) injects <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        // No upgrade-insecure-requests: `npm start` serves plain http on localhost.
      },
    },
    // The same as `frame-ancestors 'none'`, for browsers that know only the older header.
    xFrameOptions: { action: 'deny' },
    // HSTS means nothing over plain HTTP (browsers ignore it there): sent only over HTTPS below.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    // `request.protocol` is X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
  await app.register(compress, { threshold: 1024 });
  // Only the routes that opt in (login, signup, newsletter) are limited. The limit is checked
  // after the body is parsed, so login can count tries per username as well as per address.
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    // PostgreSQL: counters shared by every server on the database; else this process's memory.
    ...(options.rateLimitStore ? { store: options.rateLimitStore } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      detail: `Too many tries. Please wait ${context.after} and try again.`,
    }),
  });
}
