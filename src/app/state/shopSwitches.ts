import { atom } from 'jotai';
import { pauseAt } from '../../domain/kitchenSwitches';
import type { BannerSwitches } from '../../domain/pauseBanner';
import { setStoreStatusAtom } from './storeStatus';

/**
 * The switches as GET /api/shop/status last told them (with when each pause ends), and the
 * instant they were last applied: the paused banner's clock. Null until the first read. Only the
 * lazy shop-status chunks import this file: the first load stays without the calendar rules.
 */
const shopSwitchesBaseAtom = atom<{ switches: BannerSwitches; at: number } | null>(null);
shopSwitchesBaseAtom.debugLabel = 'shopSwitches';
export const shopSwitchesAtom = atom((get) => get(shopSwitchesBaseAtom));
shopSwitchesAtom.debugLabel = 'shopSwitches/read';

/**
 * Applies the shop's switches at `at`: a pause past its end is over (the domain's `pauseAt`, the
 * server's rule), so the banner and an open cart (the food and delivery flags) change by
 * themselves when a pause ends.
 */
export const applyShopSwitchesAtom = atom(
  null,
  (_get, set, { switches, at }: { switches: BannerSwitches; at: number }) => {
    set(shopSwitchesBaseAtom, { switches, at });
    const food = pauseAt(switches.food.status === 'not-ready', switches.food.until, at);
    const delivery = pauseAt(switches.delivery.status === 'not-available', switches.delivery.until, at);
    set(setStoreStatusAtom, {
      food: food.paused ? 'not-ready' : 'ready',
      delivery: delivery.paused ? 'not-available' : 'available',
    });
  },
);
applyShopSwitchesAtom.debugLabel = 'applyShopSwitches';
