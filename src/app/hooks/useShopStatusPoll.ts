import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect } from 'react';
import { nextPauseEnd } from '../../domain/pauseBanner';
import { loadApi } from '../api/load';
import { menuAtom } from '../state/menu';
import { applyShopSwitchesAtom, shopSwitchesAtom } from '../state/shopSwitches';
import { refreshMenuAtom } from '../state/publicReads';
import { soldOutIds } from '../state/soldOut';

/** How often a visible storefront asks for the switches, sold outs and the menu's version: 'live within 5 s'. */
export const SHOP_STATUS_POLL_MS = 5_000;

/**
 * Keeps the storefront's switches (issue 15, item 6), its sold-out list and its menu (issue 29
 * item 4: a price, a new dish) live without a reload: GET /api/shop/status
 * every SHOP_STATUS_POLL_MS while the tab is visible, at once when it becomes visible again or
 * the network comes back, never while hidden. A short poll rather than a public event stream:
 * each read is a ~150-byte answer from the server's 1 s settings cache (at most one database read
 * a second per server however many customers look), where a stream would hold a connection per
 * open storefront, need the switches sent across servers (NOTIFY) and a server-side timer for a
 * pause that ends by itself. The first read waits for the page's load event, so the first load
 * is untouched (it runs in the app-status chunk, loaded after the app has taken over). Between two reads a pause ending by itself is applied on time, from its `until`.
 * The sold-out ids come in the answer; the menu is read again (GET /api/menu) only when its
 * version moved, and once at the first read (the page's copy may be older than the version).
 */
export function useShopStatusPoll(enabled: boolean, intervalMs: number = SHOP_STATUS_POLL_MS) {
  const apply = useSetAtom(applyShopSwitchesAtom);
  const putSoldOut = useSetAtom(soldOutIds.put);
  const refreshMenu = useSetAtom(refreshMenuAtom);
  const current = useAtomValue(shopSwitchesAtom);
  const store = useStore();

  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    let timer: ReturnType<typeof setInterval> | undefined;
    let reading = false;
    let menuVersion: string | undefined;
    const read = async () => {
      if (reading) return;
      reading = true;
      try {
        const api = await loadApi();
        const switches = await api.shopStatus(abort.signal);
        apply({ switches, at: Date.now() });
        putSoldOut(switches.sold_out);
        if (switches.menu_version !== menuVersion) {
          const before = store.get(menuAtom);
          // A failed read answers the menu the page has: the version stays unseen, the next poll tries again.
          if ((await refreshMenu()) !== before) menuVersion = switches.menu_version;
        }
      } catch (error) {
        // Offline or a server away: the last known switches stay; the next read tries again.
        if (!abort.signal.aborted && !(error instanceof TypeError) && !isNetworkError(error))
          console.warn('The shop status could not be read', error);
      } finally {
        reading = false;
      }
    };
    const start = () => {
      if (timer !== undefined) return;
      void read();
      timer = setInterval(() => void read(), intervalMs);
    };
    const stop = () => {
      clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.visibilityState === 'visible' ? start() : stop());
    const onOnline = () => {
      if (document.visibilityState === 'visible') void read();
    };
    const begin = () => {
      onVisibility();
      document.addEventListener('visibilitychange', onVisibility);
      window.addEventListener('online', onOnline);
    };
    if (document.readyState === 'complete') begin();
    else window.addEventListener('load', begin, { once: true });
    return () => {
      abort.abort();
      stop();
      window.removeEventListener('load', begin);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
    };
  }, [apply, putSoldOut, refreshMenu, store, enabled, intervalMs]);

  // A pause that ends by itself between two reads ends on time.
  useEffect(() => {
    if (!current) return;
    const end = nextPauseEnd(current.switches, current.at);
    if (end == null) return;
    const wait = Math.min(Math.max(0, end - Date.now()) + 50, 2 ** 31 - 1);
    const timer = setTimeout(() => apply({ switches: current.switches, at: Date.now() }), wait);
    return () => clearTimeout(timer);
  }, [current, apply]);
}

/** The client's failure for an unreachable network (status 0). */
function isNetworkError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 0;
}
