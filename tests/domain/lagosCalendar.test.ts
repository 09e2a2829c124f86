import { describe, expect, it } from 'vitest';
import { lagosClock, lagosDay, nextOpening } from '../../src/domain/lagosCalendar';
import { NOW } from './vendorOrderFixture';

// Lagos time (lagosCalendar.ts): the clock and day the console shows, whatever the browser says.

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
