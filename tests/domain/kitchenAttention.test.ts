import { describe, expect, it } from 'vitest';
import { paymentStateSchema } from '../../src/domain/api';
import { awaitsPaymentStep, isNewForKitchen } from '../../src/domain/kitchenAttention';
import { orderStatusSchema } from '../../src/domain/status';

const order = (status: string, state: string) =>
  ({ status, payment: { method: null, state } }) as Parameters<typeof isNewForKitchen>[0];

describe('the kitchen hears only committed orders', () => {
  it('keeps a pending order with no payment choice, or an unverified card, out of "new"', () => {
    for (const state of ['unpaid', 'pending']) {
      expect(awaitsPaymentStep(order('pending', state))).toBe(true);
      expect(isNewForKitchen(order('pending', state))).toBe(false);
    }
  });

  it('makes a pending order new once cash is chosen, a transfer is sent or a card is paid', () => {
    for (const state of ['cash_due', 'awaiting_confirmation', 'paid']) {
      expect(isNewForKitchen(order('pending', state))).toBe(true);
      expect(awaitsPaymentStep(order('pending', state))).toBe(false);
    }
  });

  it('says neither of an order the vendor has already moved', () => {
    for (const status of orderStatusSchema.options.filter((s) => s !== 'pending')) {
      for (const state of paymentStateSchema.options) {
        expect(isNewForKitchen(order(status, state))).toBe(false);
        expect(awaitsPaymentStep(order(status, state))).toBe(false);
      }
    }
  });
});
