import { describe, expect, it } from 'vitest';
import type { VendorOrder } from '../../src/domain/api';
import {
  AGE_AMBER_AFTER_MS,
  AGE_RED_AFTER_MS,
  ageLevel,
  CLOCK_MAX_MS,
  CLOCK_MIN_MS,
  nextAgeTick,
} from '../../src/domain/orderAge';
import { ageText } from '../../src/domain/vendorOrder';
import { NOW, vendorOrder } from './vendorOrderFixture';

const msAgo = (ms: number) => new Date(NOW - ms).toISOString();

function order(status: VendorOrder['status'], ageMs: number) {
  return vendorOrder({ status, payment: { method: 'cash', state: 'cash_due' }, createdAt: msAgo(ageMs) });
}

describe('the age of an order', () => {
  it('is fresh up to 10 min, amber past 10 min, red past 20 min', () => {
    expect(AGE_AMBER_AFTER_MS).toBe(10 * 60_000);
    expect(AGE_RED_AFTER_MS).toBe(20 * 60_000);
    expect(ageLevel(order('pending', 0), NOW)).toBe('fresh');
    expect(ageLevel(order('pending', AGE_AMBER_AFTER_MS), NOW)).toBe('fresh');
    expect(ageLevel(order('pending', AGE_AMBER_AFTER_MS + 1), NOW)).toBe('amber');
    expect(ageLevel(order('accepted', AGE_RED_AFTER_MS), NOW)).toBe('amber');
    expect(ageLevel(order('accepted', AGE_RED_AFTER_MS + 1), NOW)).toBe('red');
  });

  it('does not colour orders that are done, however old', () => {
    expect(ageLevel(order('completed', 3 * AGE_RED_AFTER_MS), NOW)).toBe('fresh');
    expect(ageLevel(order('declined', 3 * AGE_RED_AFTER_MS), NOW)).toBe('fresh');
  });

  it('ticks when the next open order reaches its next whole minute, and the text changes then', () => {
    const o = order('pending', 9 * 60_000 + 50_000);
    const wait = nextAgeTick([o], NOW);
    expect(wait).toBe(10_001);
    expect(ageText(o.createdAt, NOW)).toBe('9 min ago');
    expect(ageText(o.createdAt, NOW + wait)).toBe('10 min ago');
    expect(ageLevel(o, NOW + wait)).toBe('amber');
    expect(ageLevel(o, NOW + wait - 2)).toBe('fresh');
  });

  it('waits at most CLOCK_MAX_MS and at least CLOCK_MIN_MS, ignoring orders that are done', () => {
    expect(nextAgeTick([], NOW)).toBe(CLOCK_MAX_MS);
    expect(nextAgeTick([order('completed', 59_999)], NOW)).toBe(CLOCK_MAX_MS);
    expect(nextAgeTick([order('pending', 59_999)], NOW)).toBe(CLOCK_MIN_MS);
    expect(nextAgeTick([order('pending', 30_000)], NOW)).toBe(CLOCK_MAX_MS);
  });
});
