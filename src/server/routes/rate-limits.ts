import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors';
import * as API_ERROR_CODES from '../../domain/apiErrorCodes';

export interface NamedLimit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

/**
 * A further limit on a route that already has one (@fastify/rate-limit runs one limiter per
 * request through its own hook): counted in the same store, so on PostgreSQL every server
 * shares it too. `key` must start with the limit's name: one store holds every limit.
 */
export function limitHook(
  app: FastifyInstance,
  limit: NamedLimit,
  key: (request: FastifyRequest) => string,
  message: (wait: string) => string,
) {
  const check = app.createRateLimit({ ...limit, keyGenerator: key });
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds);
    reply.header('retry-after', String(seconds));
    throw new HttpError(
      429,
      API_ERROR_CODES.rateLimited,
      message(seconds === 1 ? '1 second' : `${seconds} seconds`),
    );
  };
}
