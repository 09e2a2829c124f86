import type { PaymentProvider } from './types';

export interface PaystackOptions {
  secretKey?: string | undefined;
}

/**
 * Card payments through Paystack (DESIGN §8: initialize, verify by reference, HMAC-SHA512
 * webhook, kobo). Not built yet: it stays disabled even with PAYSTACK_SECRET_KEY set, so the
 * storefront never offers a card payment that cannot complete.
 */
const IMPLEMENTED = false;

export function paystackProvider(options: PaystackOptions): PaymentProvider {
  return {
    method: 'paystack',
    enabled: IMPLEMENTED && Boolean(options.secretKey),
    start: () => Promise.reject(new Error('Paystack is not implemented yet')),
  };
}
