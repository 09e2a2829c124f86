import { FAVICON_CACHE, FONTS_CACHE, HOME_PAGE_CACHE, MENU_PICTURES_CACHE } from './cacheNames';

/** Resolves when the browser has nothing better to do (or after 2 s at the latest). */
const idle = () =>
  new Promise<void>((done) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => done(), { timeout: 2000 });
    else setTimeout(done, 200);
  });

/**
 * Resolves once the picture has loaded or failed, or after 10 s: a picture whose element a
 * re-render replaced never says either, and must not keep the others from being kept.
 */
const settled = (img: HTMLImageElement) =>
  img.complete && img.currentSrc
    ? Promise.resolve()
    : new Promise<void>((done) => {
        img.addEventListener('load', () => done(), { once: true });
        img.addEventListener('error', () => done(), { once: true });
        setTimeout(done, 10_000);
      });

/**
 * Adds each URL to the cache unless it is there already; returns those that could not be added.
 * One that fails (offline, a picture the vendor has just replaced) does not stop the others.
 */
async function keep(cacheName: string, urls: Iterable<string>): Promise<string[]> {
  const cache = await caches.open(cacheName);
  const unique = [...new Set(urls)];
  const results = await Promise.allSettled(
    unique.map(async (url) => {
      if (await cache.match(url)) return;
      // cache.add, but the worker's plain plate for a picture it could not get offline
      // (pwa.config.ts) is not that picture: kept, it would stand in for it for a month.
      const response = await fetch(url);
      if (!response.ok || response.headers.has('X-Bukka-Placeholder')) throw new Error(`Not kept: ${url}`);
      await cache.put(url, response);
    }),
  );
  return unique.filter((_, index) => results[index]!.status === 'rejected');
}

/**
 * Makes the menu open offline with its pictures and fonts, without precaching them (issue 12):
 * the precache holds the shell and the code; every picture at every width, and the fonts, would
 * cost a first visit at 250 kbit/s more than the page itself. Once the service worker is active
 * and the page is idle, the pictures still waiting below the fold load, and the one variant each
 * `<img>` chose for this screen goes into the worker's `menu-pictures` cache (cache-first), with
 * the font files the page used into `fonts` and `/` into `home-page`. They come from the HTTP
 * cache (pictures and fonts are served with a max-age, `/` revalidated by its ETag), so this costs
 * no second download. `html[data-offline="ready"]` says it is done (the offline E2E waits for it).
 */
export async function keepMenuOffline(): Promise<void> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return;
  await navigator.serviceWorker.ready;
  // `/` as the server renders it now, with the menu whose pictures these are: offline, the home
  // page shows that (pwa.config.ts; the worker does not precache index.html, so until this copy
  // is in, an offline reload gets the shell app.html). First, not when idle: it is one round trip
  // (the browser has the page and revalidates it by its ETag: a 304). Offline the fetch fails and
  // the last copy stays. Not decided by `navigator.onLine`: it says online on a phone with no
  // data left, and was seen saying so in an offline Chromium on a busy machine, where the failed
  // fetch then kept the pictures and fonts from being marked kept (offline.test).
  const homePage = caches
    .open(HOME_PAGE_CACHE)
    .then((cache) => cache.add('/'))
    .catch(() => undefined);
  await idle();
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[srcset]')];
  for (const img of pictures) img.loading = 'eager';
  await Promise.all(pictures.map(settled));
  // Every font the page's text uses has been asked for by now: one that started late would
  // otherwise be missing offline.
  await document.fonts.ready;
  const fonts = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => url.endsWith('.woff2'));
  const [pictureMisses, fontMisses] = await Promise.all([
    keep(MENU_PICTURES_CACHE, pictures.map((img) => img.currentSrc).filter(Boolean)),
    keep(FONTS_CACHE, fonts),
    // The tab's icon offline (pwa.config.ts does not precache it: the page has it already).
    keep(FAVICON_CACHE, ['/favicon.svg']),
    homePage,
  ]);
  // What could not be kept is tried again on the next visit; said here, for whoever looks.
  const missed = [...pictureMisses, ...fontMisses];
  if (missed.length > 0) console.warn('Not kept for offline use:', missed.join(', '));
  document.documentElement.dataset.offline = 'ready';
}
