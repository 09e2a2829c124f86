import { useEffect, useRef, useState, type ComponentType } from 'react';
import { OfflinePage } from '../../../components/OfflinePage/OfflinePage';
import { OFFLINE_PAGE_FALLBACK_NAME, OFFLINE_PAGE_NAMES } from '../../../domain/messages';
import { useOnline } from '../../hooks/useOnline';

/** A lazy page's module, as React.lazy wants it. */
export type PageModule = { default: ComponentType };

/**
 * The network explains a failed import: the phone is offline, or the fetch of the code itself
 * failed (how Chromium, Firefox and Safari word a module that could not be fetched). A module
 * that arrived and threw is the code's fault.
 */
const NETWORK_FAILURE =
  /failed to fetch|error loading dynamically imported|importing a module script failed/i;

/**
 * In place of a page whose code the network did not bring: it says the phone is offline and the
 * cart is kept (OfflinePage), loads the code again by itself when the phone is back online (the
 * `online` event; at once if it says it is online), then shows the page: no reload, the cart and
 * the rest of the page as they were. A phone that believes it is online yet still does not get
 * the code has 'Try again' (no event will come).
 */
function WhenOnline({ load }: { load: () => Promise<PageModule> }) {
  const online = useOnline();
  const [Page, setPage] = useState<ComponentType>();
  const [opening, setOpening] = useState(false);
  // The phone often says it is online a moment before the network answers (seen: the code's
  // fetch failing right after the `online` event): a failed try while online is tried again a
  // few times, 0.5 s, 1 s, 2 s and 4 s later, before 'Try again' is left to the customer.
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(retry.current), []);
  const open = (tries = 0) => {
    setOpening(true);
    load().then(
      (module) => setPage(() => module.default),
      () => {
        if (navigator.onLine && tries < 4)
          retry.current = setTimeout(() => open(tries + 1), 500 * 2 ** tries);
        else setOpening(false);
      },
    );
  };
  // At first too: a phone that says it is online tries again at once (a network that failed once).
  const offlineBefore = useRef(true);
  useEffect(() => {
    if (online && offlineBefore.current) open();
    offlineBefore.current = !online;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online]);
  if (Page) return <Page />;
  return (
    <OfflinePage
      page={OFFLINE_PAGE_NAMES[window.location.pathname] ?? OFFLINE_PAGE_FALLBACK_NAME}
      opening={opening}
      onRetry={online ? () => open() : undefined}
    />
  );
}

/**
 * The lazy page's module once its import failed, for routes.tsx (sign-up and My orders are not
 * precached: pwa.config.ts ONLINE_ONLY). A failure the network explains resolves the page with
 * WhenOnline in its place; anything else is thrown again, so the route's error boundary shows
 * the error page, as for any page that fails.
 */
export function lazyPage(load: () => Promise<PageModule>, error: unknown): PageModule {
  if (navigator.onLine && !NETWORK_FAILURE.test(String(error))) throw error;
  return { default: () => <WhenOnline load={load} /> };
}
