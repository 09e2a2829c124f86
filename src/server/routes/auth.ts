import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/zod';
import { loginResponseSchema, meResponseSchema, signupResponseSchema } from '../../domain/api';
import { loginSchema, signupSchema } from '../../domain/auth';
import { LOGIN_WRONG_MESSAGE, SIGNUP_TAKEN_MESSAGE } from '../../domain/messages';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../auth/passwords';
import { hashToken, newToken } from '../auth/tokens';
import { isUniqueViolation } from '../db/queries/users';
import { HttpError } from '../plugins/errors';
import type { RouteContext } from './context';
import { limitHook } from './rate-limits';
import { errorAnswers } from './schemas';
import * as API_ERROR_CODES from '../../domain/apiErrorCodes';

/** POST /api/signup, /api/login, /api/logout and GET /api/account/me. */
export const authRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, ctx) => {
  const { store, auth } = ctx;
  // Every key starts with its limit's name: on PostgreSQL one table holds every limit.
  const perAddress = {
    ...ctx.authRateLimit,
    keyGenerator: (request: { ip: string }) => `signup|${request.ip}`,
  };
  // Guessing many usernames from one address (each name has its own count below).
  const loginsPerAddress = limitHook(
    app,
    ctx.loginAddressRateLimit,
    (request) => `login-address|${request.ip}`,
    (wait) => `Too many tries. Please wait ${wait} and try again.`,
  );

  app.post(
    '/api/signup',
    {
      config: { rateLimit: perAddress },
      schema: {
        body: signupSchema,
        response: { 201: signupResponseSchema, ...errorAnswers(400, 409) },
      },
    },
    async (request, reply) => {
      const { username, email, password } = request.body;
      try {
        const user = await store.createUser({
          username,
          email: email.toLowerCase(),
          passwordHash: await hashPassword(password),
        });
        return reply.code(201).send({ username: user.username });
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(409, API_ERROR_CODES.accountTaken, SIGNUP_TAKEN_MESSAGE);
        throw error;
      }
    },
  );

  app.post(
    '/api/login',
    {
      config: {
        rateLimit: {
          ...ctx.authRateLimit,
          // Per address and name: a campus behind one NAT address still gets to log in.
          keyGenerator: (request) =>
            `login|${request.ip}|${String((request.body as { username?: unknown } | undefined)?.username ?? '').toLowerCase()}`,
        },
      },
      preHandler: loginsPerAddress,
      schema: { body: loginSchema, response: { 200: loginResponseSchema, ...errorAnswers(400, 429) } },
    },
    async (request) => {
      const { username, password } = request.body;
      const user = await store.userByUsername(username);
      // Unknown names cost a hash too, so timing does not tell which names exist.
      const ok = await verifyPassword(password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok) throw new HttpError(400, API_ERROR_CODES.wrongCredentials, LOGIN_WRONG_MESSAGE);
      const token = newToken();
      await store.createSession(hashToken(token), user.id, new Date(Date.now() + ctx.tokenTtlMs));
      return { token };
    },
  );

  app.post(
    '/api/logout',
    { preHandler: auth.requireUser, schema: { response: { 204: z.null(), ...errorAnswers(401) } } },
    async (request, reply) => {
      const hash = request.tokenHash!;
      await store.deleteSession(hash);
      // Signed out: this account's phones stop getting its notifications (issue 28).
      await store.deletePushSubscriptionsOf(request.user!.id);
      // After the delete: another server that hears of it then finds no session to cache again.
      await auth.forget(hash);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/account/me',
    { preHandler: auth.requireUser, schema: { response: { 200: meResponseSchema, ...errorAnswers(401) } } },
    async (request) => {
      const { username, email, role } = request.user!;
      return { username, email, role };
    },
  );
};
