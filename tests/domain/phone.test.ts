import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nigerianMobile,
  normalizePhoneInput,
  PHONE_MESSAGE,
  PHONE_NOT_MOBILE_MESSAGE,
  phoneSchema,
} from '../../src/domain/phone';

/** What the field holds after each character is typed, as the input hands it back each time. */
const typeInto = (text: string) => [...text].reduce((held, char) => normalizePhoneInput(held + char), '');

const refusal = (text: string) => phoneSchema.safeParse(text).error?.issues[0]?.message;

describe('nigerianMobile', () => {
  it.each(['+234 803 123 4567', '2348031234567', '0803-123-4567', '(0803) 123 4567', '+234 0803 123 4567'])(
    'reads %j as 08031234567',
    (text) => {
      expect(nigerianMobile(text)).toBe('08031234567');
    },
  );

  it('knows every mobile network prefix the plan lists (070, 080, 081, 090, 091)', () => {
    for (const phone of ['07031234567', '08031234567', '08131234567', '09031234567', '09131234567']) {
      expect(nigerianMobile(phone)).toBe(phone);
    }
  });

  it.each([
    ['a Lagos landline', '+234 1 234 5678'],
    ['a number no network has', '09999999999'],
    ['a UK mobile', '+44 7911 123456'],
    ['a number inside words', 'call 08031234567'],
    ['a number one digit short', '0803123456'],
  ])('refuses %s', (_what, text) => {
    expect(nigerianMobile(text)).toBeNull();
  });
});

describe('normalizePhoneInput', () => {
  it('strips non-digits and caps plain digits at 11 (product-spec §5)', () => {
    expect(normalizePhoneInput('0803-123-4567x')).toBe('08031234567');
    expect(normalizePhoneInput('080312345678')).toBe('08031234567');
    expect(normalizePhoneInput('abc')).toBe('');
    fc.assert(
      fc.property(fc.string(), (raw) => {
        fc.pre(!/^\s*\+/.test(raw) && !raw.replace(/\D/g, '').startsWith('234'));
        expect(normalizePhoneInput(raw)).toBe(raw.replace(/\D/g, '').slice(0, 11));
      }),
    );
  });

  it.each(['+234 803 123 4567', '2348031234567', '0803-123-4567', '+234 0803 123 4567'])(
    'turns %j, typed one key at a time or pasted, into 08031234567',
    (text) => {
      expect(typeInto(text)).toBe('08031234567');
      expect(normalizePhoneInput(text)).toBe('08031234567');
    },
  );

  it('keeps the + of a number written for abroad while it is typed', () => {
    expect(typeInto('+234 803')).toBe('+234803');
    expect(typeInto('+44 7911 123456')).toBe('+447911123456');
  });
});

describe('phoneSchema (the checkout form and the API)', () => {
  it('hands on every way of writing a Nigerian mobile as 08031234567', () => {
    for (const text of ['+234 803 123 4567', '2348031234567', '0803-123-4567', '08031234567']) {
      expect(phoneSchema.parse(text)).toBe('08031234567');
    }
  });

  it("gives the spec's 11-digit message for plain digits of another length", () => {
    expect(refusal('0803123456')).toBe(PHONE_MESSAGE);
    expect(refusal('080312345678')).toBe(PHONE_MESSAGE);
    expect(refusal('0803123456a')).toBe(PHONE_MESSAGE);
    expect(refusal('')).toBe(PHONE_MESSAGE);
  });

  it('refuses whole numbers that are no Nigerian mobile, saying so', () => {
    expect(refusal('09999999999')).toBe(PHONE_NOT_MOBILE_MESSAGE);
    expect(refusal('+44 7911 123456')).toBe(PHONE_NOT_MOBILE_MESSAGE);
    expect(refusal('+234 1 234 5678')).toBe(PHONE_NOT_MOBILE_MESSAGE);
    // The bug of issue 13: the old rule kept the first 11 digits of +234 803 123 4567.
    expect(refusal('23480312345')).toBe(PHONE_NOT_MOBILE_MESSAGE);
  });
});
