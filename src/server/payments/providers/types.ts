import type { PaymentMethod, PaymentState } from '../../../domain/api';

export interface PaymentOrder {
  ref: number;
  /** Naira. */
  total: number;
  /** The customer's email (card providers want one for the receipt). */
  email: string;
  /** Where the provider's checkout sends the customer back (card providers). */
  callbackUrl: string;
}

export interface PaymentStart {
  state: PaymentState;
  authorization_url?: string;
  /** The provider's reference of this attempt, kept on the order for the verify call. */
  reference?: string;
}

/**
 * What a card provider says about one payment, in its own words mapped to ours. Amounts are in
 * the currency's minor unit (kobo); the caller compares them with the order's own total.
 */
export interface ProviderPayment {
  /** success: money taken; failed, abandoned: not (the customer may try again); processing: not yet. */
  status: 'success' | 'failed' | 'abandoned' | 'processing';
  /** The order ref the provider holds this payment under (from its reference and metadata). */
  ref: number | undefined;
  reference: string;
  amountMinor: number;
  currency: string;
  /** The provider's own words, for the log and the customer's message. */
  message: string;
}

/** The outcome of a webhook delivery, checked by the provider (signature) before anything else. */
export type WebhookResult =
  { kind: 'forged' } | { kind: 'ignored'; reason: string } | { kind: 'payment'; payment: ProviderPayment };

/** Thrown when the provider cannot be reached (503) or answers with an error (502). */
export class ProviderError extends Error {
  constructor(
    readonly statusCode: 502 | 503,
    message: string,
    /** What went wrong, for the server's log (never shown to the customer). */
    readonly reason = '',
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/**
 * One way to pay. Each lives in its own module so a provider can be added or removed alone:
 * a new card provider (Flutterwave) is one file implementing start, verify and webhook.
 */
export interface PaymentProvider {
  method: PaymentMethod;
  /** Offered in GET /api/payments/config and accepted by the payment step. */
  enabled: boolean;
  start(order: PaymentOrder): Promise<PaymentStart>;
  /** Card providers: asks the provider about a payment by its reference (the server's own check). */
  verify?(reference: string): Promise<ProviderPayment>;
  /** Card providers: checks and reads a webhook delivery (raw body, as signed). */
  webhook?(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookResult;
}
