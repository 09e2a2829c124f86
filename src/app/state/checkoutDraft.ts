import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import type { FulfilmentMode } from '../../domain/delivery';
import { jsonStorage } from './storage';

/**
 * What the customer has filled in for checkout (Pickup or Delivery, location, chosen address,
 * phone), kept in sessionStorage under `checkoutDraft` so the reload after login or sign-up
 * (product-spec §4) does not wipe it (issue 13). The tab's own: it goes with the tab, like the cart.
 */
export interface CheckoutDraft {
  mode: FulfilmentMode;
  zone: string;
  phone: string;
  selectedAddressId: number | null;
}

export const EMPTY_DRAFT: CheckoutDraft = { mode: 'pickup', zone: '', phone: '', selectedAddressId: null };

/** Whatever was stored, as a valid draft: each field checked in plain code (no zod on this path). */
export function repairDraft(raw: unknown): CheckoutDraft {
  if (typeof raw !== 'object' || raw === null) return EMPTY_DRAFT;
  const { mode, zone, phone, selectedAddressId } = raw as Record<string, unknown>;
  return {
    mode: mode === 'delivery' ? 'delivery' : 'pickup',
    zone: typeof zone === 'string' && /^[a-z_]{0,32}$/.test(zone) ? zone : '',
    // What the phone field can hold (normalizePhoneInput): digits, maybe a leading +.
    phone: typeof phone === 'string' && /^\+?\d{0,14}$/.test(phone) ? phone : '',
    selectedAddressId:
      typeof selectedAddressId === 'number' &&
      Number.isSafeInteger(selectedAddressId) &&
      selectedAddressId >= 0
        ? selectedAddressId
        : null,
  };
}

const draftBaseAtom = atomWithStorage<CheckoutDraft>(
  'checkoutDraft',
  EMPTY_DRAFT,
  jsonStorage('session', repairDraft),
  { getOnInit: true },
);
draftBaseAtom.debugLabel = 'checkoutDraft';

/** One field of the draft, read and written on its own. */
export function draftFieldAtom<K extends keyof CheckoutDraft>(key: K) {
  const field = atom(
    (get) => get(draftBaseAtom)[key],
    (get, set, value: CheckoutDraft[K]) => set(draftBaseAtom, { ...get(draftBaseAtom), [key]: value }),
  );
  field.debugLabel = `checkoutDraft.${key}`;
  return field;
}
