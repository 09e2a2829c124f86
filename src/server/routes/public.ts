import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newsletterRequestSchema,
  newsletterResponseSchema,
  paymentConfigSchema,
  soldOutIdsResponseSchema,
} from '../../domain/api';
import type { RouteContext } from './context';
import { errorAnswers } from './schemas';

/** Calls anyone may make: the newsletter, the sold-out packages and what the payment dialog offers. */
export const publicRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, ctx) => {
  app.post(
    '/api/newsletter',
    {
      config: {
        rateLimit: { ...ctx.newsletterRateLimit, keyGenerator: (request) => `newsletter|${request.ip}` },
      },
      schema: {
        body: newsletterRequestSchema,
        response: { 200: newsletterResponseSchema, 201: newsletterResponseSchema, ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const email = request.body.email.toLowerCase();
      const added = await ctx.store.subscribe(email);
      return reply.code(added ? 201 : 200).send({ email, subscribed: true });
    },
  );

  app.get(
    '/api/menu/sold-out',
    { schema: { response: { 200: soldOutIdsResponseSchema } } },
    async (_request, reply) => {
      const { sold_out } = await ctx.settings.get();
      // Fresh on every look: a package back on sale must show at once.
      reply.header('cache-control', 'no-store');
      return { ids: sold_out.map((entry) => entry.id) };
    },
  );

  app.get('/api/payments/config', { schema: { response: { 200: paymentConfigSchema } } }, async () => {
    return ctx.payments.config;
  });
};
