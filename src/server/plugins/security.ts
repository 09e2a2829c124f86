import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { RateLimitStore } from '../db/rate-limit-store';
import * as API_ERROR_CODES from '../../domain/apiErrorCodes';

/**
 * Helmet's headers that govern a document (what it may load, frame or refer to, its process and
 * window): they mean nothing on a script, a font or a picture, which is no document. At about
 * 0.7 KB a response over the ~80 files of a first visit they cost a 250 kbit/s phone ~2 s
 * (issue 12), so they go with pages, the API and the service worker only. `nosniff` and
 * Cross-Origin-Resource-Policy stay on every answer: they are what protects a file.
 */
const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/**
 * The build's hashed files and the pictures, by a kind that can never be a document (an .svg
 * or .html there keeps every header). sw.js and workbox-*.js sit at the root: a worker runs under
 * its own script's CSP, so they keep theirs.
 */
const FILE_NOT_PAGE = /^\/(assets|food|media|icons)\/[^?#]+\.(js|css|woff2|webp|png|jpe?g)$/;

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
  app.addHook('onRequest', async (request, reply) => {
    if (FILE_NOT_PAGE.test(request.url.split('?')[0] ?? '')) {
      for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
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
      code: API_ERROR_CODES.rateLimited,
    }),
  });
}
