import { atom, type Atom, type WritableAtom } from 'jotai';

/** What a read of the server takes: the caller's token and the signal that cancels it. */
export interface ServerRead {
  token: string;
  signal?: AbortSignal | undefined;
}

type Put<T> = WritableAtom<null, [next: T | ((current: T) => T)], void>;

/** What the app holds of one piece of server data: read-only `value`, and `put` to change it. */
export interface Held<T> {
  value: Atom<T>;
  put: Put<T>;
}

/**
 * The app's one way to hold what the server owns, the storefront's and the console's alike
 * (menu.ts, soldOut.ts, storeStatus.ts, vendorConsole.ts): the last answer in a private atom
 * (`initial` until the first, null by default), read through a read-only `value`, changed only
 * by action atoms: `put` takes an answer the app already holds (a write's reply, a live event, the
 * status poll's; an updater function gets the current value), `refresh` (serverRead.ts) asks the
 * server again. No query library: the one measured (jotai-tanstack-query) cost the first load
 * 9.7 KB gzip its 150 KB budget does not have. The reads live in a file of their own, and the
 * storefront's refreshes apart from their values (publicReads.ts): the first load carries the
 * values, not the reads nor the API client.
 */
export function serverValue<T, Empty extends T | null = null>(
  label: string,
  initial: Empty = null as Empty,
  /**
   * When an answer is the same as the value held (`same`), the value held stays: its readers do
   * not render again for nothing (the storefront's menu and sold-out list, put again by every
   * read and by the status poll every 5 s: each new copy re-rendered every card of the menu).
   */
  same?: (held: T | Empty, next: T | Empty) => boolean,
): Held<T | Empty> {
  const base = atom<T | Empty>(initial);
  base.debugLabel = label;
  const value = atom((get) => get(base));
  value.debugLabel = `${label}/read`;
  const put: Put<T | Empty> = atom(null, (get, set, next) => {
    const held = get(base);
    const fresh = typeof next === 'function' ? (next as (current: T | Empty) => T | Empty)(held) : next;
    if (!same?.(held, fresh)) set(base, fresh);
  });
  put.debugLabel = `${label}/put`;
  return { value, put };
}

/** `same` for serverValue: answers as the server sends them (JSON), compared as such. */
export const sameJson = (held: unknown, next: unknown) =>
  held === next || JSON.stringify(held) === JSON.stringify(next);
