import { DAY, HOUR, isoTime, lagosClock, lagosDay, MINUTE, nextOpening } from './lagosCalendar';
import type { SoldOutEntry } from './vendorSettingsApi';

/** Timed 'not ready' and sold out: when they end, and the captions that say so. */

export const NOT_READY_CHOICES = ['30min', '1h', 'tomorrow'] as const;
export type NotReadyChoice = (typeof NOT_READY_CHOICES)[number];

export const NOT_READY_CHOICE_LABELS: Record<NotReadyChoice, string> = {
  '30min': '30 min',
  '1h': '1 h',
  tomorrow: 'Until tomorrow',
};

/** When a 'not ready' set now for that long switches itself back to ready. */
export function notReadyUntil(choice: NotReadyChoice, now: number): number {
  switch (choice) {
    case '30min':
      return now + 30 * MINUTE;
    case '1h':
      return now + HOUR;
    case 'tomorrow':
      return nextOpening(now);
  }
}

/** A sold-out package comes back when the kitchen next opens (or sooner, switched back). */
export function soldOutUntil(now: number): number {
  return nextOpening(now);
}

/** Whether a timed state set to end at `until` (ISO, or null for no end) still holds at `now`. */
export function stillHolds(until: string | null | undefined, now: number): boolean {
  return until == null || isoTime(until) > now;
}

/**
 * The caption under a timed state: 'until 14:30' the same Lagos day, 'until tomorrow 07:00' the
 * next, and a date beyond that. Empty when there is no end.
 */
export function untilText(until: string | null | undefined, now: number): string {
  if (until == null) return '';
  const at = isoTime(until);
  const clock = lagosClock(at);
  const day = lagosDay(at);
  if (day === lagosDay(now)) return `until ${clock}`;
  if (day === lagosDay(now + DAY)) return `until tomorrow ${clock}`;
  return `until ${day} ${clock}`;
}

/** The packages still sold out at `now` (an entry past its end no longer counts). */
export function soldOutIds(entries: readonly SoldOutEntry[], now: number): Set<number> {
  return new Set(entries.filter((e) => stillHolds(e.until, now)).map((e) => e.id));
}
