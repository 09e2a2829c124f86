import { describe, expect, it } from 'vitest';
import type { VendorOrder } from '../../src/domain/api';
import { ageText, canConfirmPayment } from '../../src/domain/vendorOrder';
import { NOW } from './vendorOrderFixture';

const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

// One order on the console (vendorOrder.ts): its age in words and the payment confirmed by hand.

describe('age', () => {
  it.each([
    [0, 'just now'],
    [0.5, 'just now'],
    [-3, 'just now'],
    [1, '1 min ago'],
    [4, '4 min ago'],
    [59, '59 min ago'],
    [60, '1 h ago'],
    [95, '1 h 35 min ago'],
    [24 * 60, 'yesterday'],
    [3 * 24 * 60 + 5, '3 days ago'],
  ])('%d minutes reads %j', (minutes, text) => {
    expect(ageText(minutesAgo(minutes), NOW)).toBe(text);
  });
});

describe('confirming a payment by hand', () => {
  it('is offered for a transfer to confirm and cash due, never for a card or a declined order', () => {
    const with_ = (state: VendorOrder['payment']['state'], status: VendorOrder['status'] = 'accepted') =>
      canConfirmPayment({ status, payment: { method: 'transfer', state } });
    expect(with_('awaiting_confirmation')).toBe(true);
    expect(with_('cash_due')).toBe(true);
    expect(with_('pending')).toBe(false);
    expect(with_('paid')).toBe(false);
    expect(with_('unpaid')).toBe(false);
    expect(with_('awaiting_confirmation', 'declined')).toBe(false);
  });
});
