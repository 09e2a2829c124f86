import { describe, expect, it } from 'vitest';
import {
  notReadyUntil,
  soldOutIds,
  soldOutUntil,
  stillHolds,
  untilText,
} from '../../src/domain/kitchenSwitches';
import { nextOpening } from '../../src/domain/lagosCalendar';
import { soldOutMessage, soldOutNotice } from '../../src/domain/soldOut';
import { timedFoodStatusUpdateSchema } from '../../src/domain/vendorSettingsApi';
import { NOW } from './vendorOrderFixture';

const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

// The kitchen's timed switches (kitchenSwitches.ts, soldOut.ts).

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
