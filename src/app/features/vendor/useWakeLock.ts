import { useEffect, useState } from 'react';
import type { ScreenAwake } from '../../../components/vendor/ConsoleAlerts/ConsoleAlerts';

/**
 * Keeps the kitchen phone's screen on while the console is open (Screen Wake Lock API). The
 * browser drops the lock whenever the page is hidden, so it is asked for again each time the page
 * becomes visible; released when the console goes.
 */
export function useWakeLock(): ScreenAwake {
  const supported = typeof navigator !== 'undefined' && 'wakeLock' in navigator;
  const [state, setState] = useState<ScreenAwake>(supported ? 'pending' : 'unsupported');
  useEffect(() => {
    if (!supported) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const acquire = async () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (stopped) {
          void lock.release();
          return;
        }
        sentinel = lock;
        setState('on');
      } catch {
        // Refused: battery saver, or a page the browser does not count as active.
        if (!stopped) setState('failed');
      }
    };
    const onVisibility = () => void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    void acquire();
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibility);
      void sentinel?.release();
    };
  }, [supported]);
  return state;
}
