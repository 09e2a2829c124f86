import { useCallback, useEffect, useRef, useState } from 'react';

/** A flag that turns itself off `ms` after the last time it was shown (the delivery notice). */
export function useTimedFlag(ms: number): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const show = useCallback(() => {
    setShown(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setShown(false), ms);
  }, [ms]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return [shown, show];
}
