import { z } from 'zod';
import { PHONE_LENGTH } from './constants';

export const PHONE_MESSAGE = `Enter an ${PHONE_LENGTH}-digit phone number`;

/** What the phone input keeps of what is typed: digits only, at most 11 (product-spec §5). */
export function normalizePhoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

/** Exactly 11 digits, as Nigerian mobile numbers are written (0803 123 4567). */
export const phoneSchema = z.string().regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), { error: PHONE_MESSAGE });
