import { DAY, lagosDayStart } from '../../../src/domain/lagosCalendar';

/**
 * Waits out the Lagos midnight (23:00 UTC) when it is less than `marginMs` away. A test that
 * compares today's figures before and after its own orders would otherwise see them land in two
 * Lagos days and fail once a night: the orders' times come from the database's clock, which a
 * test cannot shift.
 */
export async function clearOfLagosMidnight(marginMs: number): Promise<void> {
  const left = lagosDayStart(Date.now()) + DAY - Date.now();
  if (left < marginMs) await new Promise((done) => setTimeout(done, left + 1000));
}
