import { useEffect, useState } from 'react';
import type { VendorOrder } from '../../../domain/api';
import { nextAgeTick } from '../../../domain/orderAge';

/**
 * The console's one clock (epoch ms): every card's age and the timed switches read it. It ticks
 * when the next open order's age changes (a whole minute, so '10 min ago' and amber arrive on
 * time), and at least every CLOCK_MAX_MS: one re-render per change, not one a second per card.
 */
export function useConsoleClock(orders: readonly VendorOrder[]): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), nextAgeTick(orders, Date.now()));
    return () => clearTimeout(timer);
  }, [orders, now]);
  return now;
}
