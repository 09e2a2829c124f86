import { atom } from 'jotai';

/** What a read of the server takes: the caller's token and the signal that cancels it. */
export interface ServerRead {
  token: string;
  signal?: AbortSignal | undefined;
}

/**
 * The app's one way to hold what the server owns, the storefront's and the console's alike: the
 * last answer in a private atom (null until the first), read through a read-only atom, changed
 * only by action atoms. `refresh` asks the server again (a failure rejects and the last answer
 * stays: the caller says what it means), `put` takes an answer the app already holds (a write's
 * reply, a live event; an updater function gets the current value). The storefront's menu,
 * sold-out list and switches (menu.ts, soldOut.ts, storeStatus.ts) are this same shape written
 * out by hand: they are on the first load, which has no bytes for a helper.
 */
export function serverData<T>(label: string, read: (args: ServerRead) => Promise<T>) {
  const { value, put, base } = held<T>(label);
  const refresh = atom(null, async (_get, set, args: ServerRead): Promise<T> => {
    const fresh = await read(args);
    // An answer to a cancelled read is stale: a newer read is on its way.
    if (!args.signal?.aborted) set(base, fresh);
    return fresh;
  });
  refresh.debugLabel = `${label}/refresh`;
  return { value, refresh, put };
}

/** The same for data that arrives by other ways than one read (a live feed's merges): no `refresh`. */
export function serverValue<T>(label: string) {
  const { value, put } = held<T>(label);
  return { value, put };
}

function held<T>(label: string) {
  const base = atom<T | null>(null);
  base.debugLabel = label;
  const value = atom((get) => get(base));
  value.debugLabel = `${label}/read`;
  const put = atom(null, (get, set, next: T | null | ((current: T | null) => T | null)) =>
    set(base, typeof next === 'function' ? (next as (current: T | null) => T | null)(get(base)) : next),
  );
  put.debugLabel = `${label}/put`;
  return { base, value, put };
}
