import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the element named by the URL's hash (`/#menu`, `/#mini-package`) on load and on
 * every hash change, once the element is on the page. A new route without a hash opens at the top
 * (issue 13: /signup opened where the menu had been scrolled to, its form out of sight); the
 * first page of a load keeps what the browser restores.
 */
export function useScrollToHash() {
  const { hash, pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (hash) return;
    if (shownPath.current !== pathname) window.scrollTo(0, 0);
    shownPath.current = pathname;
  }, [hash, pathname]);
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
      // The section may be in a chunk still loading: look again for a second or so.
      if (tries++ < 60) frame = window.requestAnimationFrame(attempt);
    };
    attempt();
    return () => window.cancelAnimationFrame(frame);
  }, [hash, pathname]);
}
