import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutBlock } from '../../src/domain/checkout';
import {
  ADDRESS_REQUIRED_MESSAGE,
  checkoutFormSchema,
  ZONE_REQUIRED_MESSAGE,
} from '../../src/domain/checkoutForm';
import { createOrderSchema } from '../../src/domain/order';
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
});

// Issue 32: the can-checkout rule and the zone/address rule, checked against the spec's words
// written out here in plain code (product-spec §4, §5, §9), not against the schemas themselves.
describe('the checkout gate against an independent statement of the spec', () => {
  const ZONE_KEYS = ['inside_school', 'outside_school', 'outside_town'];
  /** A phone text and whether it is a Nigerian mobile, known by construction. */
  const phone = fc.oneof(
    fc
      .tuple(fc.constantFrom('0803', '0806', '0703', '0813', '0903'), fc.stringMatching(/^\d{7}$/))
      .map(([prefix, rest]) => ({ text: prefix + rest, ok: true })),
    fc.stringMatching(/^\d{7}$/).map((rest) => ({ text: `+234 803 ${rest}`, ok: true })),
    fc.stringMatching(/^0\d{0,9}$/).map((text) => ({ text, ok: false })),
    fc.stringMatching(/^0\d{11,13}$/).map((text) => ({ text, ok: false })),
    fc.constantFrom('', 'abc', '0803123456x').map((text) => ({ text, ok: false })),
  );
  const zone = fc.constantFrom('', 'moon', 'Inside_school', ...ZONE_KEYS);
  const address = fc.oneof(fc.constant(''), fc.constant(' \t '), fc.string({ maxLength: 210 }));
  const state = fc.record({
    itemCount: fc.integer({ min: 0, max: 3 }),
    mode: fc.constantFrom('pickup' as const, 'delivery' as const),
    zone,
    phone,
    selectedAddress: address,
    foodReady: fc.boolean(),
    deliveryAvailable: fc.boolean(),
    holdsSoldOut: fc.boolean(),
  });
  type State = typeof state extends fc.Arbitrary<infer T> ? T : never;
  const zoneOk = (s: State) => ZONE_KEYS.includes(s.zone);
  const addressOk = (s: State) =>
    s.selectedAddress.trim().length > 0 && s.selectedAddress.trim().length <= 200;
  /** The spec, in order: the cart, the shop's switches, the sold-out list, then the fields. */
  const expectedBlock = (s: State) => {
    const delivery = s.mode === 'delivery';
    if (s.itemCount === 0) return 'cart-empty';
    if (!s.foodReady) return 'food-not-ready';
    if (delivery && !s.deliveryAvailable) return 'delivery-off';
    if (s.holdsSoldOut) return 'sold-out';
    if (delivery && !zoneOk(s)) return 'zone';
    if (delivery && !addressOk(s)) return 'address';
    if (!s.phone.ok) return 'phone';
    return null;
  };

  it('checkoutBlock names the first reason the spec gives', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(checkoutBlock({ ...s, phoneNumber: s.phone.text })).toBe(expectedBlock(s));
      }),
    );
  });

  it("the cart's form and the server's order schema accept exactly the fields the spec does", () => {
    fc.assert(
      fc.property(state, (s) => {
        const delivery = s.mode === 'delivery';
        const fieldsOk = s.phone.ok && (!delivery || (zoneOk(s) && addressOk(s)));
        const form = {
          mode: s.mode,
          zone: s.zone,
          phoneNumber: s.phone.text,
          selectedAddress: s.selectedAddress,
        };
        expect(checkoutFormSchema.safeParse(form).success).toBe(fieldsOk);
        const order = {
          order_name: 'ada_20260305070809045',
          num_package: 1,
          package_group: { 'Mini Package': { amount: 1 } },
          delivery,
          balance: 1500,
          phoneNumber: s.phone.text,
          // The payload never carries an address or location for a pickup (buildCreateOrderPayload).
          selectedAddress: delivery ? s.selectedAddress : '',
          deliveryLocation: delivery ? s.zone : '',
        };
        expect(createOrderSchema.safeParse(order).success).toBe(fieldsOk);
      }),
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
