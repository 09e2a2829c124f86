import { describe, expect, it } from 'vitest';
import { daySummary } from '../../src/domain/daySummary';
import { statusAfterPayment, unpaidExpiryCutoff } from '../../src/domain/kitchenAttention';
import { expiredSentence, orderTimeline } from '../../src/domain/myOrders';
import { AGE_RED_AFTER_MS, ageLevel } from '../../src/domain/orderAge';
import { canMoveOrder } from '../../src/domain/orderMachine';
import { closesTracker, orderStatusMessage, orderStatusSchema } from '../../src/domain/status';
import { alertedRefs, newPendingRefs, queueCounts } from '../../src/domain/vendorQueue';
import { NOW, vendorOrder } from './vendorOrderFixture';

/** Issue 25, item 3: only orders the kitchen should cook make noise; unpaid ones expire. */
const unpaid = { method: null, state: 'unpaid' } as const;

describe('the console rings only for orders new for the kitchen', () => {
  it('does not ring for an order still on the payment dialog, and rings once its customer chooses cash', () => {
    const waiting = vendorOrder({ payment: unpaid });
    expect(newPendingRefs(alertedRefs([]), [waiting])).toEqual([]);
    const committed = { ...waiting, payment: { method: 'cash' as const, state: 'cash_due' as const } };
    // The console held it (silently): its commitment is what rings.
    expect(newPendingRefs(alertedRefs([waiting]), [committed])).toEqual([waiting.ref]);
    // …once: the next merge knows it.
    expect(newPendingRefs(alertedRefs([committed]), [committed])).toEqual([]);
  });

  it('never rings for an expired order', () => {
    const expired = vendorOrder({ status: 'expired', payment: unpaid });
    expect(newPendingRefs(alertedRefs([]), [expired])).toEqual([]);
  });

  it('does not turn an order awaiting its payment step amber or red, however old', () => {
    const old = new Date(NOW - 3 * AGE_RED_AFTER_MS).toISOString();
    expect(ageLevel(vendorOrder({ payment: unpaid, createdAt: old }), NOW)).toBe('fresh');
    expect(
      ageLevel(vendorOrder({ payment: { method: 'paystack', state: 'pending' }, createdAt: old }), NOW),
    ).toBe('fresh');
    expect(ageLevel(vendorOrder({ createdAt: old }), NOW)).toBe('red');
    expect(ageLevel(vendorOrder({ status: 'expired', payment: unpaid, createdAt: old }), NOW)).toBe('fresh');
  });
});

describe('an expired order', () => {
  it('is a status of its own, terminal for the vendor, closing the tracker with a message of its own', () => {
    expect(orderStatusSchema.options).toContain('expired');
    for (const to of orderStatusSchema.options) expect(canMoveOrder('expired', to)).toBe(false);
    expect(canMoveOrder('pending', 'expired')).toBe(false);
    expect(closesTracker('expired')).toBe(true);
    expect(orderStatusMessage('expired')).toBe(
      'Sorry, your order was closed because it was not paid in time. Please order again.',
    );
    // The spec's messages stay word for word.
    expect(orderStatusMessage('pending')).toBe('Your order is pending. Please wait for further updates.');
    expect(orderStatusMessage('declined')).toBe('Sorry, your order is declined.');
  });

  it('comes back to pending when a payment arrives late; other statuses stay', () => {
    expect(statusAfterPayment('expired')).toBe('pending');
    expect(statusAfterPayment('declined')).toBe('declined');
    expect(statusAfterPayment('pending')).toBe('pending');
  });

  it('is closed once placed before the cutoff', () => {
    expect(unpaidExpiryCutoff(NOW, 30)).toBe(NOW - 30 * 60_000);
  });

  it('tells its customer how long it waited', () => {
    const createdAt = new Date(NOW - 31 * 60_000).toISOString();
    const expiredAt = new Date(NOW - 60_000 + 20_000).toISOString();
    expect(expiredSentence({ createdAt, expiredAt })).toBe('Closed: not paid within 30 minutes.');
    expect(orderTimeline('expired').map((s) => [s.label, s.state])).toEqual([
      ['Placed', 'done'],
      ['Closed', 'current'],
    ]);
  });

  it('is not owed in today’s summary, and counts only under "all"', () => {
    const createdAt = new Date(NOW - 60 * 60_000).toISOString();
    const expired = vendorOrder({ status: 'expired', payment: unpaid, createdAt });
    const summary = daySummary([expired], NOW);
    expect(summary.owed).toBe(0);
    expect(summary.received).toBe(0);
    expect(summary.byStatus.expired).toBe(1);
    expect(summary.pickup).toBe(0);
    expect(queueCounts([expired])).toEqual({ pending: 0, accepted: 0, completed: 0, declined: 0, all: 1 });
  });
});
