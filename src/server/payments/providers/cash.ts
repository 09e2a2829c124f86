import type { PaymentProvider } from './types';

/** Cash on pickup or delivery. */
export function cashProvider(): PaymentProvider {
  return {
    method: 'cash',
    enabled: true,
    start: async () => ({ state: 'cash_due' }),
  };
}
