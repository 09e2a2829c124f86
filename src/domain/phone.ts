import { z } from 'zod';
import { PHONE_LENGTH } from './constants';

export const PHONE_MESSAGE = `Enter an ${PHONE_LENGTH}-digit phone number`;

/** What the phone input keeps of what is typed: digits only, at most 11 (product-spec §5). */
export function normalizePhoneInput(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, PHONE_LENGTH);
}

/** Exactly 11 digits, as Nigerian mobile numbers are written (0803 123 4567). */
export const phoneSchema = z.string().regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`), { error: PHONE_MESSAGE });

/** The digits of a text, nothing else. */
export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** A Nigerian number in its local 11-digit form: +234 803… and 234803… become 0803…. */
export function localPhone(phone: string): string {
  const d = onlyDigits(phone);
  return d.startsWith('234') && d.length === 13 ? `0${d.slice(3)}` : d;
}

/** 0803 123 4567: an 11-digit number in the groups people read it in; anything else as it came. */
export function spacedPhone(phone: string): string {
  const local = localPhone(phone);
  return /^\d{11}$/.test(local) ? `${local.slice(0, 4)} ${local.slice(4, 7)} ${local.slice(7)}` : phone;
}

/** `tel:` link for the Call button. */
export function telLink(phone: string): string {
  return `tel:${localPhone(phone)}`;
}
