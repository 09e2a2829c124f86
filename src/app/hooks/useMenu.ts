import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { menuAtom } from '../state/menu';
import { refreshMenuAtom } from '../state/publicReads';

/** The menu as stored now: what the page arrived with, read again once on mount. */
export function useMenu() {
  const menu = useAtomValue(menuAtom);
  const refresh = useSetAtom(refreshMenuAtom);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return menu;
}
