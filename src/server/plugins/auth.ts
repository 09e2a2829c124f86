import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SessionCache } from '../auth/session-cache';
import { hashToken, tokenFromHeader } from '../auth/tokens';
import type { Broadcast } from '../db/client';
import type { SessionUser } from '../db/queries/sessions';
import type { Store } from '../db/store';
import { HttpError } from './errors';
import * as API_ERROR_CODES from '../../domain/apiErrorCodes';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireVendor. */
    user: SessionUser | null;
    /** The hashed token the user came with (logout revokes it). */
    tokenHash: string | null;
  }
  interface FastifyContextConfig {
    /** EventSource cannot send headers: this route also takes `?token=`. */
    tokenInQuery?: boolean;
  }
}

export interface AuthOptions {
  store: Store;
  sessionCacheMs: number;
  /** PostgreSQL: the other servers on the database, told of every logout. */
  broadcast?: Broadcast | undefined;
}

export interface Authenticator {
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  requireVendor(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Forget a token at once (logout), on this server and on every other one on the database. */
  forget(tokenHash: string): Promise<void>;
}

export function authPlugin(app: FastifyInstance, options: AuthOptions): Authenticator {
  const cache = new SessionCache(options.sessionCacheMs);
  // Another server's logout, or a password changed anywhere (db/queries/users.ts): the tokens
  // may be cached here for a few seconds more.
  options.broadcast?.onMessage((message) => {
    let parsed: { logout?: unknown; logoutUser?: unknown };
    try {
      parsed = JSON.parse(message) as typeof parsed;
    } catch {
      return;
    }
    if (typeof parsed.logout === 'string') cache.delete(parsed.logout);
    if (typeof parsed.logoutUser === 'number') cache.deleteUser(parsed.logoutUser);
  });
  app.decorateRequest('user', null);
  app.decorateRequest('tokenHash', null);

  async function identify(request: FastifyRequest): Promise<SessionUser> {
    let token = tokenFromHeader(request.headers.authorization);
    if (!token && request.routeOptions.config.tokenInQuery) {
      const query = request.query as { token?: unknown };
      if (typeof query.token === 'string') token = tokenFromHeader(`Token ${query.token}`);
    }
    if (!token) throw new HttpError(401, API_ERROR_CODES.loginRequired, 'Log in to continue');
    const hash = hashToken(token);
    let user = cache.get(hash);
    if (!user) {
      const found = await options.store.sessionUser(hash);
      if (!found)
        throw new HttpError(401, API_ERROR_CODES.sessionEnded, 'Your session has ended. Log in again.');
      const { expiresAt, ...rest } = found;
      user = rest;
      cache.set(hash, user, expiresAt.getTime());
    }
    request.user = user;
    request.tokenHash = hash;
    return user;
  }

  return {
    async requireUser(request) {
      await identify(request);
    },
    async requireVendor(request) {
      const user = await identify(request);
      if (user.role !== 'vendor')
        throw new HttpError(403, API_ERROR_CODES.vendorOnly, 'This is for the vendor only');
    },
    forget: async (hash) => {
      cache.delete(hash);
      // The hash (never the token) is what the sessions table holds anyway.
      await options.broadcast?.send(JSON.stringify({ logout: hash }));
    },
  };
}
