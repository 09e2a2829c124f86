import type { PaymentProvider } from './types';

/** Bank transfer with the order ref as narration; the vendor confirms it from the console. */
export function transferProvider(): PaymentProvider {
  return {
    method: 'transfer',
    enabled: true,
    start: async () => ({ state: 'awaiting_confirmation' }),
  };
}
