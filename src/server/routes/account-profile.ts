import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountProfileSchema } from '../../domain/accountProfile';
import { accountProfileResponseSchema } from '../../domain/api';
import type { RouteContext } from './context';
import { errorAnswers } from './schemas';

/**
 * The account remembers (issue 13): a signed-in customer's saved addresses and phone, so a new
 * tab or another phone has them. Only the caller's own, found by the session, never by an id
 * the request names; checked by the checkout form's own rules.
 */
export const accountProfileRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { store, auth }) => {
  app.addHook('preHandler', auth.requireUser);

  app.get(
    '/api/account/profile',
    { schema: { response: { 200: accountProfileResponseSchema, ...errorAnswers(401) } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return store.profileOf(request.user!.id);
    },
  );

  app.put(
    '/api/account/profile',
    {
      schema: {
        body: accountProfileSchema,
        response: { 200: accountProfileResponseSchema, ...errorAnswers(400, 401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return store.saveProfile(request.user!.id, request.body);
    },
  );
};
