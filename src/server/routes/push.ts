import * as API_ERROR_CODES from '../../domain/apiErrorCodes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/zod';
import {
  MAX_PUSH_SUBSCRIPTIONS_PER_ACCOUNT,
  pushEndpointRefusal,
  pushKeyResponseSchema,
  pushSubscribeRequestSchema,
  pushSubscribeResponseSchema,
  pushUnsubscribeRequestSchema,
  testPayload,
} from '../../domain/push';
import { HttpError } from '../plugins/errors';
import type { PushSender } from '../push/push-sender';
import type { RouteContext } from './context';
import { errorAnswers } from './schemas';

/**
 * Web Push (issue 28): the VAPID key, and a signed-in account's subscriptions. An endpoint is
 * checked by its URL before it is stored (domain/push.ts): the server only ever POSTs to a
 * known push service or an origin PUSH_ALLOWED_ORIGINS lists.
 */
export const pushRoutes: FastifyPluginAsyncZod<RouteContext & { push: PushSender }> = async (
  app,
  { store, auth, push },
) => {
  app.get('/api/push/key', { schema: { response: { 200: pushKeyResponseSchema } } }, async () => ({
    publicKey: push.publicKey,
  }));

  const checkEndpoint = (endpoint: string) => {
    const refusal = pushEndpointRefusal(endpoint, push.allowedOrigins);
    if (refusal)
      throw new HttpError(400, refusal.code, refusal.detail, { fields: { endpoint: refusal.detail } });
  };

  app.post(
    '/api/push/subscriptions',
    {
      preHandler: auth.requireUser,
      schema: {
        body: pushSubscribeRequestSchema,
        response: { 201: pushSubscribeResponseSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { endpoint, keys, events } = request.body;
      checkEndpoint(endpoint);
      const user = request.user!;
      if (events.includes('orders') && user.role !== 'vendor') {
        throw new HttpError(403, API_ERROR_CODES.vendorOnly, 'Only the vendor hears about new orders');
      }
      const unique = [...new Set(events)];
      await store.savePushSubscription(
        user.id,
        { endpoint, p256dh: keys.p256dh, auth: keys.auth, events: unique },
        MAX_PUSH_SUBSCRIPTIONS_PER_ACCOUNT,
      );
      return reply.code(201).send({ endpoint, events: unique });
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      preHandler: auth.requireUser,
      schema: { body: pushUnsubscribeRequestSchema, response: { 204: z.null(), ...errorAnswers(400, 401) } },
    },
    async (request, reply) => {
      await store.deletePushSubscription(request.user!.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/push/test',
    {
      preHandler: auth.requireUser,
      schema: {
        body: pushUnsubscribeRequestSchema,
        response: { 200: z.object({ result: z.literal('sent') }), ...errorAnswers(400, 401, 404, 410, 502) },
      },
    },
    // The answer is what the push service said: 'Sent' on the console only when it took the alert.
    async (request) => {
      const subscription = await store.pushSubscription(request.user!.id, request.body.endpoint);
      if (!subscription)
        throw new HttpError(404, API_ERROR_CODES.notFound, 'This phone is not signed up for alerts');
      const result = await push.sendOne(subscription, testPayload());
      if (result === 'gone') {
        throw new HttpError(
          410,
          API_ERROR_CODES.pushGone,
          'The push service no longer knows this phone: turn alerts on again',
        );
      }
      if (result !== 'sent') {
        throw new HttpError(
          502,
          API_ERROR_CODES.pushNotDelivered,
          'The push service did not take the test alert: try again in a moment',
        );
      }
      return { result };
    },
  );
};
