/**
 * The vendor's calendar (DESIGN §7).
 * Times are epoch milliseconds; calendar questions (today, tomorrow, 14:30) are answered in the
 * vendor's time zone, Lagos (WAT, UTC+1 all year: Nigeria keeps no daylight saving), so the answer
 * is the same on the server, in the browser and in a screenshot, whatever the machine's zone.
 */

/** West Africa Time: UTC+1, no daylight saving. */
export const LAGOS_UTC_OFFSET_MINUTES = 60;
/** The kitchen's day starts here (Lagos time): 'until tomorrow' means until then. */
export const KITCHEN_OPENS_AT_HOUR = 7;

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const OFFSET = LAGOS_UTC_OFFSET_MINUTES * MINUTE;

/** Epoch milliseconds of an ISO instant; 0 for text that is not one. */
export const isoTime = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? 0 : t;
};

/** The Lagos calendar day of an instant, as 'YYYY-MM-DD'. */
export function lagosDay(at: number): string {
  return new Date(at + OFFSET).toISOString().slice(0, 10);
}

/** The instant the Lagos calendar day of `at` begins (00:00 WAT), epoch ms. */
export function lagosDayStart(at: number): number {
  const local = new Date(at + OFFSET);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - OFFSET;
}

/** 'HH:MM' in Lagos time. */
export function lagosClock(at: number): string {
  return new Date(at + OFFSET).toISOString().slice(11, 16);
}

/** The next time the kitchen opens after `now` (07:00 Lagos time, today or tomorrow). */
export function nextOpening(now: number): number {
  const local = new Date(now + OFFSET);
  const todayOpening =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), KITCHEN_OPENS_AT_HOUR) - OFFSET;
  return todayOpening > now ? todayOpening : todayOpening + DAY;
}
