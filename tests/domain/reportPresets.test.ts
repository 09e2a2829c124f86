import { describe, expect, it } from 'vitest';
import { dayCount, presetRange } from '../../src/domain/reportPresets';
import { changeText } from '../../src/domain/reports';

// Thursday 26 November 2026, 23:30 in Lagos (22:30 UTC): still Thursday there.
const THURSDAY_LATE = Date.UTC(2026, 10, 26, 22, 30);
// Friday 27 November 2026, 00:30 in Lagos (23:30 UTC on Thursday): already Friday there.
const FRIDAY_EARLY = Date.UTC(2026, 10, 26, 23, 30);

describe('the Reports tab’s ranges, in Lagos days (issue 31)', () => {
  it('this week runs from Monday to today, last week Monday to Sunday', () => {
    expect(presetRange('thisWeek', THURSDAY_LATE)).toEqual({ from: '2026-11-23', to: '2026-11-26' });
    expect(presetRange('lastWeek', THURSDAY_LATE)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('reads the day in Lagos, not UTC: half past midnight in Lagos is the next day', () => {
    expect(presetRange('thisWeek', FRIDAY_EARLY)).toEqual({ from: '2026-11-23', to: '2026-11-27' });
    // On a Monday, this week is that day alone.
    const monday = Date.UTC(2026, 10, 29, 23, 5); // 00:05 Monday 30 November in Lagos
    expect(presetRange('thisWeek', monday)).toEqual({ from: '2026-11-30', to: '2026-11-30' });
    expect(presetRange('lastWeek', monday)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('this month starts on the 1st; the last 30 days end today', () => {
    expect(presetRange('thisMonth', FRIDAY_EARLY)).toEqual({ from: '2026-11-01', to: '2026-11-27' });
    const last30 = presetRange('last30Days', FRIDAY_EARLY)!;
    expect(last30).toEqual({ from: '2026-10-29', to: '2026-11-27' });
    expect(dayCount(last30)).toBe(30);
    expect(presetRange('custom', FRIDAY_EARLY)).toBeNull();
  });

  it('counts a range’s days, and none for a backwards or unreadable one', () => {
    expect(dayCount({ from: '2026-11-01', to: '2026-11-01' })).toBe(1);
    expect(dayCount({ from: '2026-11-02', to: '2026-11-01' })).toBe(0);
    expect(dayCount({ from: '', to: '2026-11-01' })).toBe(0);
  });

  it('writes a change beside its figure: ▲/▼ and the percent, new when nothing came before', () => {
    expect(changeText(112, 100)).toBe('▲ 12%');
    expect(changeText(95, 100)).toBe('▼ 5%');
    expect(changeText(7, 7)).toBe('= 0%');
    expect(changeText(3, 0)).toBe('▲ new');
    expect(changeText(0, 4)).toBe('▼ 100%');
  });
});
