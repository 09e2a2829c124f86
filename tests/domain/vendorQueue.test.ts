import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderStatusSchema } from '../../src/domain/status';
import {
  compareQueue,
  filterQueue,
  matchesSearch,
  newPendingRefs,
  queueCounts,
  sortQueue,
  upsertOrders,
} from '../../src/domain/vendorQueue';
import { NOW, vendorOrder as order } from './vendorOrderFixture';

const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

// The console's queue (vendorQueue.ts): its order, filters and search, and live updates.

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
    const next = upsertOrders([a, b], [{ ...b, status: 'accepted' }]);
    expect(next.map((o) => [o.ref, o.status])).toEqual([
      [1, 'pending'],
      [2, 'accepted'],
    ]);
    const added = upsertOrders(next, [order({ ref: 3, createdAt: minutesAgo(0) })]);
    // The new pending order queues behind the older pending one.
    expect(added.map((o) => o.ref)).toEqual([1, 3, 2]);
  });

  it('names only pending orders it had not seen as new', () => {
    const known = new Set([1, 2]);
    const orders = [order({ ref: 1 }), order({ ref: 3 }), order({ ref: 4, status: 'accepted' })];
    expect(newPendingRefs(known, orders)).toEqual([3]);
  });
});
