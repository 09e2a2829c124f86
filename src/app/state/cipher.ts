import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { readRepaired, safeGet, safeSet, type Area, type Repair } from './storage';

/**
 * AES (crypto-js) for the stored token and remembered username (DESIGN §4). Loaded with
 * `import()` only when there is something to decrypt or encrypt: a guest's first load skips it.
 *
 * A key shipped to the browser only keeps the values from being read at a glance (DESIGN §8):
 * that is why nothing secret beyond the revocable token is ever stored.
 */
const STORAGE_KEY: string = import.meta.env.VITE_STORAGE_KEY || 'bukka-development-storage-key';

export function encrypt(json: string, key: string = STORAGE_KEY): string {
  return AES.encrypt(json, key).toString();
}

export function decrypt(stored: string, key: string = STORAGE_KEY): string {
  // A wrong key or tampered text either throws (malformed UTF-8) or decrypts to ''.
  return AES.decrypt(stored, key).toString(Utf8);
}

/** The stored value, decrypted and repaired; anything unreadable is removed and undefined returned. */
export function readEncrypted<T>(which: Area, key: string, repair: Repair<T>): T | undefined {
  return readRepaired(which, key, safeGet(which, key), repair, decrypt);
}

export function writeEncrypted(which: Area, key: string, value: unknown) {
  safeSet(which, key, encrypt(JSON.stringify(value)));
}
