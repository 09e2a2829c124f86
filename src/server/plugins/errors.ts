import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../domain/api';
import * as API_ERROR_CODES from '../../domain/apiErrorCodes';
import type { ApiErrorCode } from '../../domain/apiErrorCode';

/**
 * Thrown by handlers for an expected refusal: becomes `{detail, code, fields?}` with that status.
 * The code is required: the client matches it, never the sentence (apiErrorCodes.ts).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    readonly detail: string,
    readonly extra: Record<string, unknown> = {},
    /** Sent with the answer (a 503's Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
  }
}

/** What a customer reads while the database is out of reach (503, not 500). */
export const DATABASE_UNAVAILABLE_MESSAGE = "The kitchen's system is briefly unavailable. Please try again.";

// Node's socket errors and PostgreSQL's connection classes (08xxx, 57P0x shutdown, 53300 full).
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|terminating connection/i;

/**
 * True when the database could not be reached or dropped the connection, whatever wrapper
 * (Drizzle's DrizzleQueryError, an AggregateError of a failed connect) it comes in.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  if (CONNECTION_CODES.has(code) || code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300') {
    return true;
  }
  if (typeof e.message === 'string' && CONNECTION_MESSAGES.test(e.message)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

/**
 * What of a failure may be logged: its kind, code and message, never the failed query's
 * parameters (Drizzle puts them in its message: a customer's phone and address) nor the
 * database's `detail` (a unique violation repeats the value, e.g. an email).
 */
export function loggableError(error: unknown): { type: string; code?: string; message: string } {
  const e = (error ?? {}) as { name?: unknown; code?: unknown; message?: unknown; cause?: unknown };
  const cause = e.cause as { code?: unknown; message?: unknown } | undefined;
  const code = typeof e.code === 'string' ? e.code : typeof cause?.code === 'string' ? cause.code : undefined;
  const raw = typeof e.message === 'string' ? e.message : String(error);
  // `Failed query: <sql>\nparams: <values>`: the SQL is safe to keep, the values are not.
  const message = raw.split(/\nparams:/)[0]!;
  const causeMessage = typeof cause?.message === 'string' ? ` (${cause.message})` : '';
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    ...(code ? { code } : {}),
    message: `${message}${causeMessage}`,
  };
}

/** `package_group/Mini Package/amount` → `package_group.Mini Package.amount`. */
function fieldKey(instancePath: string, context: string | undefined): string {
  const key = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return key || context || 'body';
}

export function zodFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    fields[fieldKey(issue.instancePath, error.validationContext)] ??= issue.message ?? 'Invalid value';
  }
  return fields;
}

/** The code of Fastify's own 4xx refusals, by status. */
function fastifyCode(status: number): ApiErrorCode {
  if (status === 401) return API_ERROR_CODES.loginRequired;
  if (status === 404) return API_ERROR_CODES.notFound;
  if (status === 413) return API_ERROR_CODES.tooLarge;
  if (status === 415) return API_ERROR_CODES.unsupportedMedia;
  if (status === 429) return API_ERROR_CODES.rateLimited;
  return API_ERROR_CODES.invalidInput;
}

/**
 * Every failure answers `{detail, fields?}` (DESIGN §6); a client mistake is never a 500.
 * Also: an empty body under `Content-Type: application/json` is no body at all, because the
 * storefront's logout sends exactly that (product-spec §7).
 */
export function errorsPlugin(app: FastifyInstance, options: { bodyLimit: number }): void {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // The API speaks JSON only: a text/plain body is answered 415, not half-parsed.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: options.bodyLimit },
    (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      defaultJson(request, text, done);
    },
  );

  app.setErrorHandler((error: FastifyError & Partial<HttpError>, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ detail: error.detail, code: error.code, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = zodFields(error);
      return reply.code(400).send({
        detail: Object.values(fields)[0] ?? 'Invalid request',
        code: API_ERROR_CODES.invalidInput,
        fields,
      } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own 4xx (bad JSON 400, wrong content type 415, body too large 413) and the
      // rate limiter's 429 (its message comes as `detail`).
      const detail = (error as { detail?: string }).detail ?? error.message;
      return reply.code(status).send({ detail, code: fastifyCode(status) });
    }
    if (isDatabaseUnavailable(error)) {
      // The pool reconnects by itself once the database is back: no restart needed.
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ detail: DATABASE_UNAVAILABLE_MESSAGE, code: API_ERROR_CODES.unavailable });
    }
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.code(500).send({
      detail: 'Something went wrong on our side. Please try again.',
      code: API_ERROR_CODES.internal,
    });
  });
}

/** JSON 404 for the API and for files; the SPA's own paths get its page (`shell`). */
export function notFoundHandler(
  spa: boolean,
  page?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>,
) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      path !== '/api' &&
      !path.startsWith('/api/') &&
      !/\.[A-Za-z0-9]+$/.test(path);
    if (spa && isPage) {
      // The SPA's shell, with the menu as it is now (home-page.ts).
      if (page) return page(request, reply);
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply
      .code(404)
      .send({ detail: `Not found: ${request.method} ${path}`, code: API_ERROR_CODES.notFound });
  };
}
