import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { TAB_HIDDEN_TIMEOUT_MS } from '../../domain/constants';

/**
 * A tab hidden for 10 minutes reloads through the router (fresh statuses, expired sessions
 * dropped, DESIGN §5); showing the tab again before then cancels the timer (product-spec §4).
 * The storefront's rule only (`enabled`): the kitchen console never reloads itself when hidden,
 * which would silence it until someone taps it again (issue 15, item 3).
 */
export function useHiddenTabReload(enabled: boolean, timeoutMs: number = TAB_HIDDEN_TIMEOUT_MS) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!enabled) return;
    let timer: number | undefined;
    const onVisibility = () => {
      window.clearTimeout(timer);
      timer = undefined;
      if (document.visibilityState === 'hidden') {
        timer = window.setTimeout(() => void navigate(0), timeoutMs);
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearTimeout(timer);
    };
  }, [enabled, navigate, timeoutMs]);
}
