import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  newsletterRequestSchema,
  newsletterResponseSchema,
  menuResponseSchema,
  paymentConfigSchema,
  soldOutIdsResponseSchema,
} from '../../domain/api';
import { shopStatusSchema } from '../../domain/vendorSettingsApi';
import type { RouteContext } from './context';
import { errorAnswers } from './schemas';

/**
 * Calls anyone may make: the newsletter, the sold-out packages, the switches (the storefront's
 * paused banner) and what the payment dialog offers.
 */
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

  app.get('/api/menu', { schema: { response: { 200: menuResponseSchema } } }, async (_request, reply) => {
    // Always asked again (the service worker falls back to its copy offline): a new price shows at once.
    reply.header('cache-control', 'no-cache');
    return { items: await ctx.menu.visible() };
  });

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

  app.get(
    '/api/shop/status',
    { schema: { response: { 200: shopStatusSchema } } },
    async (_request, reply) => {
      // Read by every open storefront every few seconds (src/app/hooks/useShopStatusPoll.ts): served from
      // the 1 s settings cache, so the database sees at most one read a second per server however
      // many customers look. A pause past its end is already gone from it.
      // The menu's version comes from the menu cache the same way (read once per change or ttl).
      const [shop, menuVersion] = await Promise.all([ctx.settings.get(), ctx.menu.version()]);
      reply.header('cache-control', 'no-store');
      return {
        food: { status: shop.food_status, until: shop.food_until },
        delivery: { status: shop.delivery_status, until: shop.delivery_until },
        sold_out: shop.sold_out.map((entry) => entry.id),
        menu_version: menuVersion,
      };
    },
  );

  app.get('/api/payments/config', { schema: { response: { 200: paymentConfigSchema } } }, async () => {
    return ctx.payments.config;
  });
};
