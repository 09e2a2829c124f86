import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canProceedToCheckout } from '../../src/domain/checkout';
import {
  ADDRESS_REQUIRED_MESSAGE,
  checkoutFormSchema,
  ZONE_REQUIRED_MESSAGE,
} from '../../src/domain/checkoutForm';
import { PHONE_MESSAGE } from '../../src/domain/phone';
import { ORDER_REF_MESSAGE, orderRefInputSchema } from '../../src/domain/tracker';

describe('checkoutFormSchema', () => {
  it('accepts pickup with an 11-digit phone and nothing else', () => {
    const form = { mode: 'pickup', zone: '', phoneNumber: '08031234567', selectedAddress: '' } as const;
    expect(checkoutFormSchema.safeParse(form).success).toBe(true);
  });

  it('names the field that is missing for delivery', () => {
    const result = checkoutFormSchema.safeParse({
      mode: 'delivery',
      zone: '',
      phoneNumber: '0803123456',
      selectedAddress: '',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      phoneNumber: PHONE_MESSAGE,
      zone: ZONE_REQUIRED_MESSAGE,
      selectedAddress: ADDRESS_REQUIRED_MESSAGE,
    });
  });

  it('agrees with canProceedToCheckout whenever the cart is not empty', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('pickup' as const, 'delivery' as const),
        fc.constantFrom('', 'inside_school', 'outside_school', 'outside_town', 'moon'),
        fc.oneof(fc.stringMatching(/^\d{9,12}$/), fc.string()),
        fc.oneof(fc.constant(''), fc.constant('   '), fc.string()),
        (mode, zone, phoneNumber, selectedAddress) => {
          const form = { mode, zone, phoneNumber, selectedAddress };
          expect(checkoutFormSchema.safeParse(form).success).toBe(
            canProceedToCheckout({ ...form, itemCount: 1 }),
          );
        },
      ),
    );
  });
});

describe('orderRefInputSchema', () => {
  it.each(['0', 'abc', '', '  ', '-3', '1.5', '1e3', '0x10', '12abc', '99999999999'])(
    'rejects %j',
    (text) => {
      const result = orderRefInputSchema.safeParse(text);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(ORDER_REF_MESSAGE);
    },
  );

  it('reads a positive reference, spaces trimmed', () => {
    expect(orderRefInputSchema.parse(' 1042 ')).toBe(1042);
    expect(orderRefInputSchema.parse('007')).toBe(7);
  });
});
