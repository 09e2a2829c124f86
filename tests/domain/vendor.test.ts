import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VendorOrder } from '../../src/domain/api';
import { orderStatusSchema } from '../../src/domain/status';
import { daySummary, todayBounds } from '../../src/domain/daySummary';
import {
  notReadyUntil,
  soldOutIds,
  soldOutUntil,
  stillHolds,
  untilText,
} from '../../src/domain/kitchenSwitches';
import { lagosClock, lagosDay, nextOpening } from '../../src/domain/lagosCalendar';
import { spacedPhone, telLink } from '../../src/domain/phone';
import { soldOutMessage, soldOutNotice } from '../../src/domain/soldOut';
import { ageText, canConfirmPayment } from '../../src/domain/vendorOrder';
import {
  applyOrderEvent,
  compareQueue,
  filterQueue,
  matchesSearch,
  newPendingRefs,
  queueCounts,
  sortQueue,
} from '../../src/domain/vendorQueue';
import { timedFoodStatusUpdateSchema } from '../../src/domain/vendorSettingsApi';
import { whatsappLink, whatsappMessage } from '../../src/domain/whatsapp';
import { NOW, vendorOrder as order } from './vendorOrderFixture';

const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

describe('the queue order', () => {
  it('puts pending orders first, the oldest on top, then the others newest first', () => {
    const oldPending = order({ status: 'pending', createdAt: minutesAgo(50) });
    const newAccepted = order({ status: 'accepted', createdAt: minutesAgo(1) });
    const newPending = order({ status: 'pending', createdAt: minutesAgo(2) });
    const oldCompleted = order({ status: 'completed', createdAt: minutesAgo(90) });
    expect(sortQueue([oldCompleted, oldPending, newAccepted, newPending]).map((o) => o.ref)).toEqual([
      oldPending.ref,
      newPending.ref,
      newAccepted.ref,
      oldCompleted.ref,
    ]);
  });

  it('is a total order: sorting twice or from any start gives the same list', () => {
    const arb = fc.array(
      fc.record({
        status: fc.constantFrom(...orderStatusSchema.options),
        minutes: fc.integer({ min: 0, max: 600 }),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(arb, (specs) => {
        const orders = specs.map((s) => order({ status: s.status, createdAt: minutesAgo(s.minutes) }));
        const sorted = sortQueue(orders);
        expect(sortQueue([...orders].reverse())).toEqual(sorted);
        for (let i = 1; i < sorted.length; i++)
          expect(compareQueue(sorted[i - 1]!, sorted[i]!)).toBeLessThan(0);
        const firstNotPending = sorted.findIndex((o) => o.status !== 'pending');
        if (firstNotPending >= 0)
          expect(sorted.slice(firstNotPending).some((o) => o.status === 'pending')).toBe(false);
      }),
    );
  });
});

describe('filter and search', () => {
  const a = order({ ref: 1042, status: 'pending', phoneNumber: '08031234567' });
  const b = order({ ref: 2077, status: 'accepted', phoneNumber: '09098765432' });
  const c = order({ ref: 3101, status: 'completed', phoneNumber: '07011112222' });
  const d = order({ ref: 4104, status: 'declined', phoneNumber: '08031230000' });
  const all = [a, b, c, d];

  it('narrows to one status, or shows every order under all', () => {
    expect(filterQueue(all, 'accepted').map((o) => o.ref)).toEqual([2077]);
    expect(filterQueue(all, 'all')).toHaveLength(4);
  });

  it('finds a ref from its first digits, with or without #', () => {
    expect(filterQueue(all, 'all', '104').map((o) => o.ref)).toEqual([1042]);
    expect(filterQueue(all, 'all', '#2077').map((o) => o.ref)).toEqual([2077]);
  });

  it('finds a phone written locally, internationally or with spaces', () => {
    expect(filterQueue(all, 'all', '0909 876').map((o) => o.ref)).toEqual([2077]);
    expect(filterQueue(all, 'all', '+234 909 876 5432').map((o) => o.ref)).toEqual([2077]);
    expect(
      filterQueue(all, 'all', '0803123')
        .map((o) => o.ref)
        .sort(),
    ).toEqual([1042, 4104]);
  });

  it('matches everything when empty and nothing when the search has no digits', () => {
    expect(matchesSearch(a, '   ')).toBe(true);
    expect(matchesSearch(a, 'ada')).toBe(false);
  });

  it('keeps search within the filter tab', () => {
    expect(filterQueue(all, 'pending', '0803123').map((o) => o.ref)).toEqual([1042]);
  });

  it('counts every tab', () => {
    expect(queueCounts([...all, order({ status: 'pending' })])).toEqual({
      pending: 2,
      accepted: 1,
      completed: 1,
      declined: 1,
      all: 5,
    });
    expect(queueCounts([])).toEqual({ pending: 0, accepted: 0, completed: 0, declined: 0, all: 0 });
  });
});

describe('live updates', () => {
  it('replaces a changed order in place and adds a new one', () => {
    const a = order({ ref: 1, status: 'pending' });
    const b = order({ ref: 2, status: 'pending', createdAt: minutesAgo(10) });
    const next = applyOrderEvent([a, b], { type: 'updated', order: { ...b, status: 'accepted' } });
    expect(next.map((o) => [o.ref, o.status])).toEqual([
      [1, 'pending'],
      [2, 'accepted'],
    ]);
    const added = applyOrderEvent(next, {
      type: 'created',
      order: order({ ref: 3, createdAt: minutesAgo(0) }),
    });
    // The new pending order queues behind the older pending one.
    expect(added.map((o) => o.ref)).toEqual([1, 3, 2]);
  });

  it('names only pending orders it had not seen as new', () => {
    const known = new Set([1, 2]);
    const orders = [order({ ref: 1 }), order({ ref: 3 }), order({ ref: 4, status: 'accepted' })];
    expect(newPendingRefs(known, orders)).toEqual([3]);
  });
});

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

describe('WhatsApp and call links', () => {
  it('drops the leading 0 after 234 and names the ref and status', () => {
    const link = whatsappLink({ ref: 1042, status: 'accepted', customer: 'Ada', phoneNumber: '08031234567' });
    const url = new URL(link);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/2348031234567');
    expect(url.searchParams.get('text')).toBe(
      'Hello Ada, this is Bukka about your order #1042. Status: accepted (it is being prepared).',
    );
  });

  it('accepts a number already written +234', () => {
    const link = whatsappLink({ ref: 7, status: 'pending', customer: 'B', phoneNumber: '+234 803 123 4567' });
    expect(link.startsWith('https://wa.me/2348031234567?text=')).toBe(true);
  });

  it('names every status', () => {
    for (const status of orderStatusSchema.options) {
      expect(whatsappMessage({ ref: 5, status, customer: 'x' })).toMatch(
        new RegExp(`#5\\. Status: ${status} \\(`),
      );
    }
  });

  it('calls the local number', () => {
    expect(telLink('0803 123 4567')).toBe('tel:08031234567');
  });

  it('shows a number in readable groups', () => {
    expect(spacedPhone('08031234567')).toBe('0803 123 4567');
    expect(spacedPhone('+2348031234567')).toBe('0803 123 4567');
    expect(spacedPhone('12345')).toBe('12345');
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

describe('Lagos time', () => {
  it('is UTC+1 whatever the machine says', () => {
    expect(lagosClock(NOW)).toBe('13:00');
    expect(lagosDay(Date.parse('2026-11-21T23:30:00Z'))).toBe('2026-11-22');
  });

  it('opens the kitchen next at 07:00 Lagos, today before 07:00, tomorrow after', () => {
    expect(new Date(nextOpening(NOW)).toISOString()).toBe('2026-11-22T06:00:00.000Z');
    expect(new Date(nextOpening(Date.parse('2026-11-21T05:00:00Z'))).toISOString()).toBe(
      '2026-11-21T06:00:00.000Z',
    );
    expect(new Date(nextOpening(Date.parse('2026-11-21T06:00:00Z'))).toISOString()).toBe(
      '2026-11-22T06:00:00.000Z',
    );
  });
});

describe("timed 'not ready' and sold out", () => {
  it('ends 30 min, 1 h, or when the kitchen opens tomorrow', () => {
    expect(notReadyUntil('30min', NOW) - NOW).toBe(30 * 60_000);
    expect(notReadyUntil('1h', NOW) - NOW).toBe(60 * 60_000);
    expect(new Date(notReadyUntil('tomorrow', NOW)).toISOString()).toBe('2026-11-22T06:00:00.000Z');
    expect(soldOutUntil(NOW)).toBe(nextOpening(NOW));
  });

  it('captions the end in Lagos time', () => {
    expect(untilText(new Date(notReadyUntil('30min', NOW)).toISOString(), NOW)).toBe('until 13:30');
    expect(untilText('2026-11-22T06:00:00.000Z', NOW)).toBe('until tomorrow 07:00');
    expect(untilText('2026-11-25T06:00:00.000Z', NOW)).toBe('until 2026-11-25 07:00');
    expect(untilText(null, NOW)).toBe('');
  });

  it('stops holding once its end has passed', () => {
    expect(stillHolds(null, NOW)).toBe(true);
    expect(stillHolds(minutesAgo(-1), NOW)).toBe(true);
    expect(stillHolds(minutesAgo(1), NOW)).toBe(false);
    expect([
      ...soldOutIds(
        [
          { id: 1, until: minutesAgo(-60) },
          { id: 2, until: minutesAgo(1) },
          { id: 3, until: null },
        ],
        NOW,
      ),
    ]).toEqual([1, 3]);
  });

  it("names each sold-out line in the cart's notice, as the server's 409 does, and says what to do", () => {
    expect(soldOutNotice(['Mega Package'])).toBe(
      `${soldOutMessage('Mega Package')}. Remove it from your cart to check out.`,
    );
    expect(soldOutNotice(['Mega Package', 'Mini Package'])).toBe(
      'Mega Package is sold out. Mini Package is sold out. Remove them from your cart to check out.',
    );
    expect(soldOutNotice([])).toBe('');
  });

  it('takes how long a pause lasts (30min, 1h, tomorrow) or no length at all, never another length', () => {
    for (const lasts of ['30min', '1h', 'tomorrow']) {
      expect(timedFoodStatusUpdateSchema.safeParse({ status: 'not-ready', for: lasts }).success).toBe(true);
    }
    expect(timedFoodStatusUpdateSchema.safeParse({ status: 'ready' }).success).toBe(true);
    expect(timedFoodStatusUpdateSchema.safeParse({ status: 'not-ready', for: '2h' }).success).toBe(false);
  });
});

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
