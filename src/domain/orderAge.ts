import type { VendorOrder } from './api';
import { isoTime, MINUTE } from './lagosCalendar';
import { awaitsPaymentStep } from './kitchenAttention';
import { waitsOnKitchen } from './orderMachine';

/**
 * How long an order has waited, as the console colours it (issue 15): the thresholds live here
 * and nowhere else.
 */

/** Past this an open order's age turns amber: the customer has waited long enough to notice. */
export const AGE_AMBER_AFTER_MS = 10 * MINUTE;
/** Past this it turns red: the customer is likely to call. */
export const AGE_RED_AFTER_MS = 20 * MINUTE;

export type AgeLevel = 'fresh' | 'amber' | 'red';

/**
 * The colour of an order's age. Only orders still waiting on the kitchen (pending, accepted)
 * age: a completed, declined or expired order is done, however old, and one still awaiting its
 * payment step is not the kitchen's to hurry (issue 25: no red for an abandoned checkout).
 */
export function ageLevel(
  order: Pick<VendorOrder, 'status' | 'createdAt' | 'payment'>,
  now: number,
): AgeLevel {
  if (!waitsOnKitchen(order.status)) return 'fresh';
  if (awaitsPaymentStep(order)) return 'fresh';
  const elapsed = now - isoTime(order.createdAt);
  if (elapsed > AGE_RED_AFTER_MS) return 'red';
  if (elapsed > AGE_AMBER_AFTER_MS) return 'amber';
  return 'fresh';
}

/** The console's clock never waits longer than this (the timed switches' ends move on it too). */
export const CLOCK_MAX_MS = 15_000;
/** …nor ticks faster than this. */
export const CLOCK_MIN_MS = 1_000;

/**
 * Milliseconds until the next moment an open order's age text or colour changes (each whole
 * minute since it was placed, the thresholds included), within [CLOCK_MIN_MS, CLOCK_MAX_MS]:
 * the console's one clock waits that long, so '9 min ago' turns '10 min ago' and amber on time
 * without re-rendering every card every second.
 */
export function nextAgeTick(
  orders: readonly Pick<VendorOrder, 'status' | 'createdAt'>[],
  now: number,
): number {
  let wait = CLOCK_MAX_MS;
  for (const order of orders) {
    if (!waitsOnKitchen(order.status)) continue;
    const elapsed = now - isoTime(order.createdAt);
    if (elapsed < 0) continue;
    // +1: the thresholds are 'past', and the text changes once the whole minute is reached.
    wait = Math.min(wait, MINUTE - (elapsed % MINUTE) + 1);
  }
  return Math.max(CLOCK_MIN_MS, wait);
}
