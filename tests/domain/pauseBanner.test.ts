import { describe, expect, it } from 'vitest';
import { notReadyUntil, pauseAt } from '../../src/domain/kitchenSwitches';
import { HOUR, MINUTE } from '../../src/domain/lagosCalendar';
import { nextPauseEnd, pauseBannerLines, type BannerSwitches } from '../../src/domain/pauseBanner';

/** 21 Nov 2026, 13:00 in Lagos. */
const NOW = Date.parse('2026-11-21T12:00:00Z');
const iso = (t: number) => new Date(t).toISOString();
const open: BannerSwitches = { food: { status: 'ready' }, delivery: { status: 'available' } };

describe('one pause rule for both switches', () => {
  it('holds before its end, is over (open, no end) at and after it, and an open switch has no end', () => {
    const until = iso(NOW + HOUR);
    expect(pauseAt(true, until, NOW)).toEqual({ paused: true, until });
    expect(pauseAt(true, until, NOW + HOUR)).toEqual({ paused: false, until: null });
    expect(pauseAt(true, null, NOW + 100 * HOUR)).toEqual({ paused: true, until: null });
    expect(pauseAt(false, until, NOW)).toEqual({ paused: false, until: null });
  });
});

describe('the paused banner', () => {
  it('says nothing while both are open or their pauses have ended', () => {
    expect(pauseBannerLines(open, NOW)).toEqual([]);
    const ended: BannerSwitches = {
      food: { status: 'not-ready', until: iso(NOW - MINUTE) },
      delivery: { status: 'not-available', until: iso(NOW - 1) },
    };
    expect(pauseBannerLines(ended, NOW)).toEqual([]);
    expect(nextPauseEnd(ended, NOW)).toBeNull();
  });

  it('tells the kitchen paused until a Lagos time the same day', () => {
    const switches = { ...open, food: { status: 'not-ready', until: '2026-11-21T17:34:00Z' } } as const;
    expect(pauseBannerLines(switches, NOW)).toEqual(['The kitchen is paused until 18:34']);
  });

  it("tells delivery off until tomorrow (the kitchen's opening) with pickup open", () => {
    const until = iso(notReadyUntil('tomorrow', NOW));
    const switches = { ...open, delivery: { status: 'not-available', until } } as const;
    expect(pauseBannerLines(switches, NOW)).toEqual(['Delivery is off until tomorrow, pickup is open']);
    expect(nextPauseEnd(switches, NOW)).toBe(Date.parse(until));
  });

  it('gives the time of a pause that ends after midnight, and no time for one without an end', () => {
    const lateNight = Date.parse('2026-11-21T22:30:00Z'); // 23:30 in Lagos
    const switches = {
      food: { status: 'not-ready', until: null },
      delivery: { status: 'not-available', until: iso(notReadyUntil('1h', lateNight)) },
    } as const;
    expect(pauseBannerLines(switches, lateNight)).toEqual([
      'The kitchen is paused',
      'Delivery is off until tomorrow 00:30',
    ]);
  });

  it('ends the sooner pause first: the next change is the earlier end', () => {
    const switches = {
      food: { status: 'not-ready', until: iso(NOW + 30 * MINUTE) },
      delivery: { status: 'not-available', until: iso(NOW + HOUR) },
    } as const;
    expect(nextPauseEnd(switches, NOW)).toBe(NOW + 30 * MINUTE);
    expect(pauseBannerLines(switches, NOW + 31 * MINUTE)).toEqual([
      'Delivery is off until 14:00, pickup is open',
    ]);
  });
});
