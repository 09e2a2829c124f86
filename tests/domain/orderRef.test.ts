import { describe, expect, it } from 'vitest';
import { orderRefSchema } from '../../src/domain/api';
import { isOrderRef, MAX_ORDER_REF } from '../../src/domain/orderRef';

describe('isOrderRef', () => {
  it('takes whole numbers from 1 to the largest PostgreSQL integer', () => {
    expect(isOrderRef(1)).toBe(true);
    expect(isOrderRef(MAX_ORDER_REF)).toBe(true);
  });

  it('refuses 0, negatives, fractions, numbers past int4 and anything not a number', () => {
    for (const value of [0, -1, 1.5, MAX_ORDER_REF + 1, Number.NaN, '12', null, undefined]) {
      expect(isOrderRef(value)).toBe(false);
    }
  });

  it('agrees with the tracker schema the API parses refs with', () => {
    for (const value of [1, 42, MAX_ORDER_REF, MAX_ORDER_REF + 1, 0, -5, 2.5]) {
      expect(orderRefSchema.safeParse(value).success).toBe(isOrderRef(value));
    }
  });
});
