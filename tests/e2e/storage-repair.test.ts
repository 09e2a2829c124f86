import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeCart } from '../../src/domain/cart';
import { repairStoredCart } from '../../src/app/state/repair';

// The first chunk repairs the stored cart without zod (the 150 KB budget); it must be the same
// rule as the domain's sanitizeCart, for whatever storage hands back.
describe('repairStoredCart', () => {
  it('repairs every stored cart exactly as sanitizeCart does', () => {
    const entry = fc.oneof(
      fc.record({ id: fc.integer({ min: -2, max: 12 }), quantity: fc.integer({ min: -3, max: 80 }) }),
      fc.record({ id: fc.oneof(fc.double(), fc.string(), fc.constant(null)), quantity: fc.anything() }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(entry, { maxLength: 12 }), fc.anything()), (raw) => {
        expect(repairStoredCart(raw)).toEqual(sanitizeCart(raw));
      }),
      { numRuns: 2000 },
    );
  });
});
