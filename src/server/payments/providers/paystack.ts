import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from '../../../domain/zod';
import {
  ProviderError,
  type PaymentOrder,
  type PaymentProvider,
  type PaymentStart,
  type ProviderPayment,
  type WebhookResult,
} from './types';

export interface PaystackOptions {
  /** PAYSTACK_SECRET_KEY: card payments are offered only when it is set. */
  secretKey?: string | undefined;
  /** PAYSTACK_BASE_URL, default https://api.paystack.co. */
  baseUrl?: string | undefined;
  /** Per call to Paystack. Default 10 s. */
  timeoutMs?: number | undefined;
}

export const PAYSTACK_DEFAULT_BASE_URL = 'https://api.paystack.co';
const UNREACHABLE =
  'Card payments are unavailable right now (Paystack could not be reached). Your order is kept: please try again in a moment, or pay by transfer or cash.';
const REFUSED =
  'Paystack could not take this card payment right now. Your order is kept: please try again, or pay by transfer or cash.';

// Paystack's documented answers (https://paystack.com/docs/api/transaction/), only what we read.
const initializeAnswer = z.object({
  status: z.literal(true),
  message: z.optional(z.string()),
  data: z.object({ authorization_url: z.url(), access_code: z.optional(z.string()), reference: z.string() }),
});
const transaction = z.object({
  status: z.string(),
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  gateway_response: z.nullish(z.string()),
  metadata: z.optional(z.unknown()),
});
const verifyAnswer = z.object({
  status: z.literal(true),
  message: z.optional(z.string()),
  data: transaction,
});
const webhookEvent = z.object({ event: z.string(), data: transaction });

/** Our references: `bukka-<order ref>-<random>`, new for every attempt (Paystack refuses a reused one). */
const REFERENCE = /^bukka-(\d+)-[0-9a-f]+$/;

function orderRefOf(reference: string, metadata: unknown): number | undefined {
  const fromReference = REFERENCE.exec(reference)?.[1];
  const meta =
    metadata && typeof metadata === 'object' ? (metadata as { order_ref?: unknown }).order_ref : undefined;
  const ref = Number(fromReference);
  // Both places must name the same order when metadata names one.
  if (!fromReference || !Number.isSafeInteger(ref)) return undefined;
  if (meta !== undefined && Number(meta) !== ref) return undefined;
  return ref;
}

function toPayment(data: z.infer<typeof transaction>): ProviderPayment {
  const status =
    data.status === 'success'
      ? 'success'
      : data.status === 'failed' || data.status === 'reversed'
        ? 'failed'
        : data.status === 'abandoned'
          ? 'abandoned'
          : 'processing';
  return {
    status,
    ref: orderRefOf(data.reference, data.metadata),
    reference: data.reference,
    amountMinor: data.amount,
    currency: data.currency,
    message: data.gateway_response ?? data.status,
  };
}

/**
 * Card payments through Paystack (DESIGN §8): initialize with the amount in kobo from the
 * server's own total, verify by reference, and a webhook signed with HMAC-SHA512 of the raw
 * body under the secret key. Enabled only when PAYSTACK_SECRET_KEY is set.
 */
export function paystackProvider(options: PaystackOptions): PaymentProvider {
  const secretKey = options.secretKey ?? '';
  const baseUrl = (options.baseUrl || PAYSTACK_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function paystack(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(baseUrl + path, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ProviderError(503, UNREACHABLE, `${method} ${path}: ${(error as Error).message}`);
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new ProviderError(502, REFUSED, `${method} ${path}: ${response.status}, not JSON`);
    }
    if (!response.ok) {
      const message = (json as { message?: unknown } | null)?.message;
      throw new ProviderError(502, REFUSED, `${method} ${path}: ${response.status} ${String(message ?? '')}`);
    }
    return json;
  }

  return {
    method: 'paystack',
    enabled: secretKey !== '',

    async start(order: PaymentOrder): Promise<PaymentStart> {
      const reference = `bukka-${order.ref}-${randomBytes(6).toString('hex')}`;
      const answer = initializeAnswer.safeParse(
        await paystack('POST', '/transaction/initialize', {
          email: order.email,
          // Kobo, from the server's own total: never from the client.
          amount: String(Math.round(order.total * 100)),
          currency: 'NGN',
          reference,
          callback_url: order.callbackUrl,
          metadata: { order_ref: order.ref },
        }),
      );
      if (!answer.success) throw new ProviderError(502, REFUSED, 'unexpected answer shape');
      return {
        state: 'pending',
        authorization_url: answer.data.data.authorization_url,
        reference: answer.data.data.reference,
      };
    },

    async verify(reference: string): Promise<ProviderPayment> {
      const answer = verifyAnswer.safeParse(
        await paystack('GET', `/transaction/verify/${encodeURIComponent(reference)}`),
      );
      if (!answer.success) throw new ProviderError(502, REFUSED, 'unexpected answer shape');
      return toPayment(answer.data.data);
    },

    webhook(rawBody: Buffer, headers): WebhookResult {
      const header = headers['x-paystack-signature'];
      const signature = typeof header === 'string' ? header : '';
      const expected = createHmac('sha512', secretKey).update(rawBody).digest();
      const given = /^[0-9a-f]{128}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { kind: 'forged' };
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { kind: 'ignored', reason: 'not JSON' };
      }
      const event = webhookEvent.safeParse(parsed);
      if (!event.success) return { kind: 'ignored', reason: 'not a transaction event' };
      if (event.data.event !== 'charge.success') return { kind: 'ignored', reason: event.data.event };
      return { kind: 'payment', payment: toPayment(event.data.data) };
    },
  };
}
