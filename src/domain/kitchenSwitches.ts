import { DAY, HOUR, isoTime, lagosClock, lagosDay, MINUTE, nextOpening } from './lagosCalendar';

/**
 * Timed pauses and sold out: when they end, and the captions that say so. The food switch's
 * 'not ready' and the delivery switch's 'not available' are both pauses of one kind: the same
 * choices (30 min, 1 h, until tomorrow), the same end (`notReadyUntil`) and the same rule for
 * whether a pause still holds (`pauseAt`), on the server, in the console and in the storefront.
 */

export const NOT_READY_CHOICES = ['30min', '1h', 'tomorrow'] as const;
export type NotReadyChoice = (typeof NOT_READY_CHOICES)[number];

export const NOT_READY_CHOICE_LABELS: Record<NotReadyChoice, string> = {
  '30min': '30 min',
  '1h': '1 h',
  tomorrow: 'Until tomorrow',
};

/** When a pause (food 'not ready' or delivery off) set now for that long switches itself back. */
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

/** A switch as everyone sees it at one instant: paused or open, and when the pause ends. */
export interface PauseState {
  paused: boolean;
  /** ISO instant the pause ends by itself; null when open or paused until switched back. */
  until: string | null;
}

/**
 * The one rule of a timed pause, for both switches: a pause past its end is over (open, no end);
 * an open switch has no end.
 */
export function pauseAt(paused: boolean, until: string | null | undefined, now: number): PauseState {
  const holds = paused && stillHolds(until, now);
  return { paused: holds, until: holds ? (until ?? null) : null };
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
// The sold-out entry's shape, not its type from vendorSettingsApi.ts: that file takes its choices
// from this one, and the two would import each other.
export function soldOutIds(
  entries: readonly { id: number; until: string | null }[],
  now: number,
): Set<number> {
  return new Set(entries.filter((e) => stillHolds(e.until, now)).map((e) => e.id));
}
