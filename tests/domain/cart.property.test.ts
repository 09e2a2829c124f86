import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeCart } from '../../src/domain/cart';
import { MAX_QUANTITY_PER_ITEM } from '../../src/domain/constants';

// Whatever sessionStorage hands back (a tampered `cartItems` included), the repaired cart is a
// cart: positive whole ids, each once, whole quantities within the cap, and repairing it again changes
// nothing.
describe('sanitizeCart on anything', () => {
  it('always returns a well-formed cart, and is idempotent', () => {
    const entry = fc.oneof(
      fc.record({ id: fc.integer({ min: -2, max: 12 }), quantity: fc.integer({ min: -3, max: 80 }) }),
      fc.record({ id: fc.oneof(fc.double(), fc.string(), fc.constant(null)), quantity: fc.anything() }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(entry, { maxLength: 12 }), fc.anything()), (raw) => {
        const cart = sanitizeCart(raw);
        expect(new Set(cart.map((line) => line.id)).size).toBe(cart.length);
        for (const line of cart) {
          expect(Number.isSafeInteger(line.id) && line.id > 0).toBe(true);
          expect(Number.isInteger(line.quantity)).toBe(true);
          expect(line.quantity).toBeGreaterThanOrEqual(1);
          expect(line.quantity).toBeLessThanOrEqual(MAX_QUANTITY_PER_ITEM);
        }
        expect(sanitizeCart(cart)).toEqual(cart);
      }),
      { seed: 20261121, numRuns: 2000 },
    );
  });
});
