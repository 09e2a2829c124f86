import { describe, expect, it } from 'vitest';
import { change, previousRange, readReportRange, share } from '../../src/domain/reports';

/** The Reports tab's range arithmetic and comparisons (issue 31); the figures are reports.ts' API tests. */
describe('report ranges', () => {
  const range = (from: string, to: string) => {
    const read = readReportRange({ from, to });
    if (!read.ok) throw new Error(read.detail);
    return read.range;
  };

  it('starts and ends at Lagos midnight (23:00 UTC the evening before)', () => {
    const march = range('2026-03-01', '2026-03-31');
    expect(new Date(march.start).toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(new Date(march.end).toISOString()).toBe('2026-03-31T23:00:00.000Z');
    expect(march.days).toBe(31);
  });

  it('compares with the range of equal length just before, across a month and a year', () => {
    expect(previousRange(range('2026-03-01', '2026-03-31'))).toMatchObject({
      from: '2026-01-29',
      to: '2026-02-28',
      days: 31,
    });
    expect(previousRange(range('2026-01-01', '2026-01-07'))).toMatchObject({
      from: '2025-12-25',
      to: '2025-12-31',
      days: 7,
    });
  });

  it('takes 366 days and refuses 367, a backwards range and a day that does not exist', () => {
    expect(readReportRange({ from: '2027-01-01', to: '2028-01-01' })).toMatchObject({
      ok: true,
      range: { days: 366 },
    });
    expect(readReportRange({ from: '2027-01-01', to: '2028-01-02' })).toMatchObject({
      ok: false,
      code: 'report_range_too_long',
    });
    expect(readReportRange({ from: '2026-11-02', to: '2026-11-01' })).toMatchObject({
      ok: false,
      code: 'report_range_backwards',
    });
    expect(readReportRange({ from: '2026-02-29', to: '2026-03-01' })).toMatchObject({
      ok: false,
      code: 'report_bad_date',
    });
  });
});

describe('beside the previous range', () => {
  it('says up, down or the same, in whole percent, and nothing to compare with after a zero', () => {
    expect(change(150, 100)).toEqual({ direction: 'up', percent: 50 });
    expect(change(75, 100)).toEqual({ direction: 'down', percent: -25 });
    expect(change(0, 0)).toEqual({ direction: 'same', percent: 0 });
    expect(change(40, 0)).toEqual({ direction: 'up', percent: null });
  });

  it("gives a package's share of the whole in whole percent", () => {
    expect(share(1, 3)).toBe(33);
    expect(share(0, 0)).toBe(0);
  });
});
