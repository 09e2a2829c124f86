import { describe, expect, it } from 'vitest';
import { queueSections } from '../../src/domain/queueSections';
import { NOW, vendorOrder } from './vendorOrderFixture';

const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();

describe('the queue in sections at lunch rush (issue 25 item 4)', () => {
  it('puts committed pending orders in New oldest first, unpaid ones in Awaiting payment, then Cooking, then Done newest first', () => {
    const newer = vendorOrder({ createdAt: at(2), payment: { method: 'cash', state: 'cash_due' } });
    const older = vendorOrder({ createdAt: at(9) });
    const unpaid = vendorOrder({ createdAt: at(1), payment: { method: null, state: 'unpaid' } });
    const card = vendorOrder({ createdAt: at(3), payment: { method: 'paystack', state: 'pending' } });
    const cookingLate = vendorOrder({ status: 'accepted', createdAt: at(4) });
    const cookingEarly = vendorOrder({ status: 'accepted', createdAt: at(30) });
    const doneOld = vendorOrder({ status: 'completed', createdAt: at(60) });
    const doneNew = vendorOrder({ status: 'declined', createdAt: at(10) });

    const sections = queueSections([doneOld, newer, unpaid, cookingLate, older, card, doneNew, cookingEarly]);
    expect(sections.map((s) => [s.title, s.orders.map((o) => o.ref)])).toEqual([
      ['New', [older.ref, newer.ref]],
      ['Awaiting payment', [card.ref, unpaid.ref]],
      ['Cooking', [cookingEarly.ref, cookingLate.ref]],
      ['Done', [doneNew.ref, doneOld.ref]],
    ]);
  });

  it('leaves empty sections out', () => {
    expect(queueSections([]).length).toBe(0);
    expect(queueSections([vendorOrder({ status: 'accepted' })]).map((s) => s.key)).toEqual(['cooking']);
  });
});
