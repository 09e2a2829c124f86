import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../domain/zod';
import { paymentMethodSchema, paymentWebhookResponseSchema } from '../../domain/api';
import { settleCardPayment } from '../payments/settle';
import { HttpError } from '../plugins/errors';
import type { RouteContext } from './context';
import { errorAnswers } from './schemas';
import * as API_ERROR_CODES from '../../domain/apiErrorCodes';

/** Paystack's events are a few KiB; room to spare without taking arbitrary uploads. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/payments/{provider}/webhook (e.g. /api/payments/paystack/webhook): the card
 * provider tells the server about a payment. The provider module checks the signature over the
 * raw bytes, so this plugin keeps the JSON body unparsed (its own content-type parser, scoped to
 * this plugin). Anything signed is answered 200 at once, even when ignored (unknown order, wrong
 * amount, another event): a provider retries anything else for days.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, ctx) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/payments/:method/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        params: z.object({ method: paymentMethodSchema }),
        response: { 200: paymentWebhookResponseSchema, ...errorAnswers(401, 404) },
      },
    },
    async (request) => {
      const { method } = request.params;
      const provider = ctx.payments.provider(method);
      if (!provider?.webhook)
        throw new HttpError(404, API_ERROR_CODES.notFound, 'No webhook for that payment method');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const result = provider.webhook(raw, request.headers);
      if (result.kind === 'forged') {
        request.log.warn({ method }, 'payment webhook with a missing or wrong signature');
        throw new HttpError(401, API_ERROR_CODES.badSignature, 'Invalid signature');
      }
      if (result.kind === 'ignored') {
        request.log.info({ method, reason: result.reason }, 'payment webhook ignored');
        return { received: true as const };
      }
      const outcome = await settleCardPayment(ctx, method, result.payment);
      const level = outcome === 'paid' ? 'info' : 'warn';
      request.log[level](
        { method, reference: result.payment.reference, ref: result.payment.ref, outcome },
        'payment webhook',
      );
      return { received: true as const };
    },
  );
};
