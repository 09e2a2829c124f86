import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { SavedAddress } from '../../domain/address';
import { ADDRESS_MAX_LENGTH } from '../../domain/constants';
import { draftFieldAtom } from './checkoutDraft';
import { jsonStorage } from './storage';

/** Saved addresses `[{id, value}]`: non-blank text under the length cap, ids unique. */
export function repairAddresses(raw: unknown): SavedAddress[] {
  if (!Array.isArray(raw)) return [];
  const seen = new Set<number>();
  const out: SavedAddress[] = [];
  for (const entry of raw) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, value } = entry as Record<string, unknown>;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 0 || seen.has(id)) continue;
    if (typeof value !== 'string' || !isAddressText(value)) continue;
    seen.add(id);
    out.push({ id, value: value.trim() });
  }
  return out;
}

/** The address rule of product-spec §5 (addressSchema of src/domain), as plain code. */
export function isAddressText(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.length <= ADDRESS_MAX_LENGTH;
}

// Saved addresses, `[{id, value}]` in sessionStorage under `addresses` (product-spec §3).
// Exported for the account's sync alone (features/session/accountSync.ts): write through actions.
export const addressesBaseAtom = atomWithStorage<SavedAddress[]>(
  'addresses',
  [],
  jsonStorage('session', repairAddresses),
  {
    getOnInit: true,
  },
);
addressesBaseAtom.debugLabel = 'addresses';

export const addressesAtom = atom((get) => get(addressesBaseAtom));
addressesAtom.debugLabel = 'addresses/read';

// In the tab's checkoutDraft, so the login or sign-up reload keeps the choice (issue 13).
const selectedAddressIdBaseAtom = draftFieldAtom('selectedAddressId');

/** The address chosen for the order: its id, or null when none (or it was removed). */
export const selectedAddressIdAtom = atom(
  (get) => {
    const id = get(selectedAddressIdBaseAtom);
    return get(addressesBaseAtom).some((address) => address.id === id) ? id : null;
  },
  (_get, set, id: number | null) => set(selectedAddressIdBaseAtom, id),
);
selectedAddressIdAtom.debugLabel = 'selectedAddressId/rw';

/** The selected address's text, '' when none. */
export const selectedAddressAtom = atom((get) => {
  const id = get(selectedAddressIdAtom);
  return get(addressesBaseAtom).find((address) => address.id === id)?.value ?? '';
});
selectedAddressAtom.debugLabel = 'selectedAddress';

/** Adds an address (blank text is ignored) and selects it; returns whether it was added. */
export const addAddressAtom = atom(null, (get, set, value: string): boolean => {
  if (!isAddressText(value)) return false;
  const list = get(addressesBaseAtom);
  const trimmed = value.trim();
  const existing = list.find((address) => address.value === trimmed);
  if (existing) {
    set(selectedAddressIdBaseAtom, existing.id);
    return true;
  }
  // A creation timestamp as id (product-spec §3), nudged when two land in the same millisecond.
  const id = Math.max(Date.now(), ...list.map((address) => address.id + 1));
  set(addressesBaseAtom, [...list, { id, value: trimmed }]);
  set(selectedAddressIdBaseAtom, id);
  return true;
});
addAddressAtom.debugLabel = 'addAddress';

export const removeAddressAtom = atom(null, (get, set, id: number) => {
  set(
    addressesBaseAtom,
    get(addressesBaseAtom).filter((address) => address.id !== id),
  );
});
removeAddressAtom.debugLabel = 'removeAddress';
