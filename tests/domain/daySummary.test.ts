import { describe, expect, it } from 'vitest';
import { daySummary, todayBounds } from '../../src/domain/daySummary';
import { NOW, vendorOrder as order } from './vendorOrderFixture';

// The console's Today summary (daySummary.ts).

describe("today's summary", () => {
  const burger = { id: 7, name: 'Chicken Burger', price: 1500 };
  const jumbo = { id: 5, name: 'Jumbo Package', price: 2500 };
  const cashDue = { method: 'cash', state: 'cash_due' } as const;
  const orders = [
    order({
      status: 'completed',
      total: 3300,
      delivery: true,
      items: [{ ...jumbo, quantity: 1 }],
      payment: { method: 'paystack', state: 'paid' },
    }),
    order({ status: 'completed', total: 3000, items: [{ ...burger, quantity: 2 }], payment: cashDue }),
    order({
      status: 'accepted',
      total: 1500,
      items: [{ ...burger, quantity: 1 }],
      payment: { method: 'transfer', state: 'paid' },
    }),
    order({
      status: 'declined',
      total: 25000,
      delivery: true,
      items: [{ ...jumbo, quantity: 10 }],
      payment: { method: 'transfer', state: 'paid' },
    }),
    order({ status: 'pending', total: 1200 }),
    // Yesterday in Lagos: 23:30 UTC on the 20th is 00:30 on the 21st, so this one counts;
    order({
      status: 'completed',
      total: 1000,
      createdAt: '2026-11-20T23:30:00Z',
      payment: { method: 'cash', state: 'paid' },
    }),
    // and 22:30 UTC on the 20th is 23:30 on the 20th, so this one does not.
    order({
      status: 'completed',
      total: 9999,
      createdAt: '2026-11-20T22:30:00Z',
      payment: { method: 'cash', state: 'paid' },
    }),
  ];

  it('counts today (Lagos) by status', () => {
    const summary = daySummary(orders, NOW);
    expect(summary.day).toBe('2026-11-21');
    expect(summary.total).toBe(6);
    expect(summary.byStatus).toEqual({ pending: 1, accepted: 1, completed: 3, declined: 1, expired: 0 });
  });

  it('keeps the money apart: received (confirmed only, declined aside), completed value, still owed', () => {
    const summary = daySummary(orders, NOW);
    expect(summary.receivedBy).toEqual({ card: 3300, transfer: 1500, cash: 1000 });
    expect(summary.received).toBe(3300 + 1500 + 1000);
    expect(summary.completedValue).toBe(3300 + 3000 + 1000);
    expect(summary.owed).toBe(3000);
  });

  it("the issue's till: unpaid and unconfirmed completed orders are owed, a confirmed transfer on a pending order is received", () => {
    const summary = daySummary(
      [
        order({ status: 'completed', total: 2500, payment: { method: 'cash', state: 'cash_due' } }),
        order({
          status: 'completed',
          total: 3000,
          payment: { method: 'transfer', state: 'awaiting_confirmation' },
        }),
        order({ status: 'pending', total: 1200, payment: { method: 'transfer', state: 'paid' } }),
      ],
      NOW,
    );
    expect([summary.received, summary.completedValue, summary.owed]).toEqual([1200, 5500, 5500]);
  });

  it('splits pickup and delivery and ranks best sellers, leaving declined orders out', () => {
    const summary = daySummary(orders, NOW);
    expect([summary.pickup, summary.delivery]).toEqual([4, 1]);
    expect(summary.bestSellers).toEqual([
      { id: 7, name: 'Chicken Burger', quantity: 3 },
      { id: 1, name: 'Mini Package', quantity: 2 },
      { id: 5, name: 'Jumbo Package', quantity: 1 },
    ]);
  });

  it('is all zeros on a quiet day', () => {
    expect(daySummary([], NOW)).toEqual({
      day: '2026-11-21',
      byStatus: { pending: 0, accepted: 0, completed: 0, declined: 0, expired: 0 },
      total: 0,
      received: 0,
      receivedBy: { card: 0, transfer: 0, cash: 0 },
      completedValue: 0,
      owed: 0,
      pickup: 0,
      delivery: 0,
      bestSellers: [],
    });
  });

  it('bounds today at Lagos midnight', () => {
    expect(todayBounds(NOW)).toEqual({
      start: Date.parse('2026-11-20T23:00:00Z'),
      end: Date.parse('2026-11-21T23:00:00Z'),
    });
    expect(todayBounds(Date.parse('2026-11-20T23:00:00Z')).start).toBe(Date.parse('2026-11-20T23:00:00Z'));
    expect(todayBounds(Date.parse('2026-11-20T22:59:59Z')).start).toBe(Date.parse('2026-11-19T23:00:00Z'));
  });
});
