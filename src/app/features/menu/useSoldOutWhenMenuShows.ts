import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { refreshMenuAtom } from '../../state/menu';
import { refreshSoldOutAtom } from '../../state/soldOut';

/** Read again at most this often while the menu scrolls in and out of view. */
const REFRESH_MS = 30_000;

/**
 * Reads the menu and the sold-out list when the menu (`#menu`) comes into view, and again when it comes back
 * after a while: not during the first load, which does not need the API client.
 */
export function useSoldOutWhenMenuShows() {
  const refreshSoldOut = useSetAtom(refreshSoldOutAtom);
  const refreshMenu = useSetAtom(refreshMenuAtom);
  useEffect(() => {
    const refresh = () => Promise.all([refreshSoldOut(), refreshMenu()]);
    const menu = document.getElementById('menu');
    if (!menu || typeof IntersectionObserver === 'undefined') {
      void refresh();
      return;
    }
    let last = -Infinity;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        const now = Date.now();
        if (now - last < REFRESH_MS) return;
        last = now;
        void refresh();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(menu);
    return () => observer.disconnect();
  }, [refreshSoldOut, refreshMenu]);
}
