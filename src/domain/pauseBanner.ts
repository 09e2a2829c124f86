import { DAY, isoTime, KITCHEN_OPENS_AT_HOUR, lagosClock, lagosDay } from './lagosCalendar';
import { pauseAt } from './kitchenSwitches';

/**
 * The storefront's paused banner (issue 15): what a customer is told, before filling a cart,
 * while the kitchen or delivery is paused. Zod-free: the storefront's banner imports it.
 */

/** The switches as the banner reads them (the shape of GET /api/shop/status). */
export interface BannerSwitches {
  food: { status: 'ready' | 'not-ready'; until?: string | null | undefined };
  delivery: { status: 'available' | 'not-available'; until?: string | null | undefined };
}

const OPENING_CLOCK = `${String(KITCHEN_OPENS_AT_HOUR).padStart(2, '0')}:00`;

/**
 * ' until 18:34' the same Lagos day, ' until tomorrow' for the kitchen's next opening (a time
 * every customer knows), ' until tomorrow 00:45' otherwise, a date beyond; '' without an end.
 */
export function bannerUntil(until: string | null, now: number): string {
  if (until == null) return '';
  const at = isoTime(until);
  const clock = lagosClock(at);
  const day = lagosDay(at);
  if (day === lagosDay(now)) return ` until ${clock}`;
  if (day === lagosDay(now + DAY))
    return clock === OPENING_CLOCK ? ' until tomorrow' : ` until tomorrow ${clock}`;
  return ` until ${day} ${clock}`;
}

/**
 * The banner's lines at `now`, in Lagos time: none while both switches are open (or their pauses
 * have ended by themselves), else e.g. 'The kitchen is paused until 18:34' and 'Delivery is off
 * until tomorrow, pickup is open' (pickup is not called open while the kitchen is paused).
 */
export function pauseBannerLines(switches: BannerSwitches, now: number): string[] {
  const food = pauseAt(switches.food.status === 'not-ready', switches.food.until, now);
  const delivery = pauseAt(switches.delivery.status === 'not-available', switches.delivery.until, now);
  const lines: string[] = [];
  if (food.paused) lines.push(`The kitchen is paused${bannerUntil(food.until, now)}`);
  if (delivery.paused)
    lines.push(`Delivery is off${bannerUntil(delivery.until, now)}${food.paused ? '' : ', pickup is open'}`);
  return lines;
}

/** The next instant the banner changes by itself (a pause ending), or null when none will. */
export function nextPauseEnd(switches: BannerSwitches, now: number): number | null {
  const ends = [
    pauseAt(switches.food.status === 'not-ready', switches.food.until, now).until,
    pauseAt(switches.delivery.status === 'not-available', switches.delivery.until, now).until,
  ]
    .filter((until): until is string => until != null)
    .map(isoTime);
  return ends.length > 0 ? Math.min(...ends) : null;
}
