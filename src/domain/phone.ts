import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { z } from './zod';
import { PHONE_LENGTH } from './constants';
import { NIGERIA_MOBILE_METADATA } from './phoneMetadata';

export const PHONE_MESSAGE = `Enter an ${PHONE_LENGTH}-digit phone number`;
export const PHONE_NOT_MOBILE_MESSAGE = 'Enter a Nigerian mobile number, like 0803 123 4567';

/** Nigeria's calling code: 234 8031234567 is 0803 123 4567 written for abroad. */
const CALLING_CODE = '234';
/** 234 and the ten digits after the trunk 0: the longest a Nigerian mobile is written. */
const INTERNATIONAL_LENGTH = CALLING_CODE.length + PHONE_LENGTH - 1;
/** What people put in a phone number: digits, spaces, + and the usual separators; no words. */
const PHONE_CHARACTERS = /^[\d\s()+./-]*$/;

/** The digits of a text, nothing else. */
export const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A Nigerian mobile number however it is written (`+234 803 123 4567`, `2348031234567`,
 * `0803-123-4567`) in the national form the kitchen dials, `08031234567`; null for anything that
 * is not a Nigerian mobile (a landline, another country, too short, words). libphonenumber-js
 * with the numbering plan of Nigeria's mobiles alone (phoneMetadata.ts) decides.
 */
export function nigerianMobile(text: string): string | null {
  if (!PHONE_CHARACTERS.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, 'NG', NIGERIA_MOBILE_METADATA);
  if (parsed?.country !== 'NG' || !parsed.isValid()) return null;
  return `0${parsed.nationalNumber}`;
}

/** Written for abroad: a leading + or Nigeria's calling code where the trunk 0 would be. */
const isInternational = (raw: string) =>
  raw.trimStart().startsWith('+') || onlyDigits(raw).startsWith(CALLING_CODE);

/**
 * What the phone input keeps of what is typed or pasted. Plain digits: non-digits stripped, at
 * most 11 (product-spec §5). A number written for abroad (`+234 803…`, `234803…`) keeps its +
 * and up to 13 digits while it is being typed, and becomes `08031234567` once it is complete.
 */
export function normalizePhoneInput(raw: string): string {
  if (!isInternational(raw)) return onlyDigits(raw).slice(0, PHONE_LENGTH);
  const national = nigerianMobile(raw.replace(/[^\d+]/g, ''));
  if (national) return national;
  const plus = raw.trimStart().startsWith('+') ? '+' : '';
  const digits = onlyDigits(raw);
  // +234 0803…: some keep the trunk 0 after the calling code; leave room for it.
  const trunkZero = digits[CALLING_CODE.length] === '0' ? 1 : 0;
  return plus + digits.slice(0, INTERNATIONAL_LENGTH + trunkZero);
}

/**
 * The one phone rule of the checkout form and the API: a Nigerian mobile number written any way
 * a customer might, handed on as `08031234567`. Too few or too many digits get the spec's
 * "11 digits" message; eleven digits that are no Nigerian mobile are refused as such.
 */
export const phoneSchema = z.pipe(
  z.string().check(
    z.maxLength(32),
    // A check, not the transform's own issue: a check lets the checkout form's other rules still
    // report their fields (a transform's issue stops the whole object there).
    z.superRefine((text, ctx) => {
      if (nigerianMobile(text)) return;
      // Plain digits short of (or past) 11 get the spec's words; the rest was a whole number of
      // some other kind: a landline, another country's, a number no network has.
      const wrongLength = !isInternational(text) && onlyDigits(text).length !== PHONE_LENGTH;
      const message = wrongLength || !PHONE_CHARACTERS.test(text) ? PHONE_MESSAGE : PHONE_NOT_MOBILE_MESSAGE;
      ctx.addIssue({ code: 'custom', message });
    }),
  ),
  z.transform((text: string) => nigerianMobile(text) ?? text),
);

/** A Nigerian number in its local 11-digit form: +234 803… and 234803… become 0803…. */
export function localPhone(phone: string): string {
  const national = nigerianMobile(phone);
  if (national) return national;
  const d = onlyDigits(phone);
  return d.startsWith(CALLING_CODE) && d.length === INTERNATIONAL_LENGTH ? `0${d.slice(3)}` : d;
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
