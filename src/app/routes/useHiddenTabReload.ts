import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { TAB_HIDDEN_TIMEOUT_MS } from '../../domain/constants';

/**
 * A tab hidden for 10 minutes reloads through the router (fresh statuses, expired sessions
 * dropped, DESIGN §5); showing the tab again before then cancels the timer (product-spec §4).
 */
export function useHiddenTabReload(timeoutMs: number = TAB_HIDDEN_TIMEOUT_MS) {
  const navigate = useNavigate();
  useEffect(() => {
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
  }, [navigate, timeoutMs]);
}
