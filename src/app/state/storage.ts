import type { atomWithStorage } from 'jotai/utils';

/** jotai's SyncStorage (not exported by name): the storage argument of the synchronous overload. */
export type SyncStorage<T> = NonNullable<Parameters<typeof atomWithStorage<T>>[2]>;

/**
 * Storage for atomWithStorage that never throws and never hands back what it cannot vouch for:
 * the stored text is parsed, then `repair` turns anything into a valid value (or `undefined` to
 * throw it away). Bad JSON, a wrong key or a shape from another version ends as the initial value.
 */

export type Area = 'local' | 'session';

function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings, sandboxed frames): run without it.
    return undefined;
  }
}

export function safeRemove(which: Area, key: string) {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing more can be done; the value is ignored anyway.
  }
}

export function safeSet(which: Area, key: string, text: string) {
  try {
    area(which)?.setItem(key, text);
  } catch {
    // Quota or blocked storage: the atom still holds the value for this page's life.
  }
}

export function safeGet(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export type Repair<T> = (raw: unknown) => T | undefined;

/**
 * The stored text (`stored`, read from `key`) decoded, parsed and repaired. Anything unreadable
 * is removed from storage and undefined returned, so it cannot fail again on the next read.
 */
export function readRepaired<T>(
  which: Area,
  key: string,
  stored: string | null,
  repair: Repair<T>,
  decode: (stored: string) => string,
): T | undefined {
  if (stored === null) return undefined;
  try {
    const value = repair(JSON.parse(decode(stored)));
    if (value !== undefined) return value;
  } catch {
    // Unreadable: dropped below.
  }
  safeRemove(which, key);
  return undefined;
}

interface CodecOptions<T> {
  which: Area;
  repair: Repair<T>;
  encode: (json: string) => string;
  /** Returns the JSON text, or throws / returns '' when the stored text cannot be read. */
  decode: (stored: string) => string;
}

export function codecStorage<T>({ which, repair, encode, decode }: CodecOptions<T>): SyncStorage<T> {
  const read = (key: string, initialValue: T, stored: string | null): T => {
    const value = readRepaired(which, key, stored, repair, decode);
    return value === undefined ? initialValue : value;
  };
  return {
    getItem: (key, initialValue) => read(key, initialValue, safeGet(which, key)),
    setItem: (key, value) => safeSet(which, key, encode(JSON.stringify(value))),
    removeItem: (key) => safeRemove(which, key),
    subscribe: (key, callback, initialValue) => {
      // Other tabs share localStorage: keep a logout or a token change in step across them.
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === area(which) && event.key === key) {
          callback(read(key, initialValue, event.newValue));
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/** JSON in localStorage or sessionStorage, repaired on the way out. */
export function jsonStorage<T>(which: Area, repair: Repair<T>): SyncStorage<T> {
  return codecStorage({ which, repair, encode: (json) => json, decode: (stored) => stored });
}
