import { vendorOrderSchema, type VendorOrder } from '../../src/domain/api';

/** The unit tests' clock: 21 Nov 2026, 12:00 UTC = 13:00 in Lagos. */
export const NOW = Date.parse('2026-11-21T12:00:00Z');

let nextRef = 1000;
/**
 * An order as GET /api/vendor/orders gives it (checked by its schema): a pending Mini Package for
 * pickup placed 5 minutes before NOW, paid by transfer; each call a new ref.
 */
export function vendorOrder(overrides: Partial<VendorOrder> = {}): VendorOrder {
  return vendorOrderSchema.parse({
    ref: nextRef++,
    status: 'pending',
    customer: 'ada',
    items: [{ id: 1, name: 'Mini Package', price: 1200, quantity: 1 }],
    total: 1200,
    delivery: false,
    deliveryLocation: '',
    selectedAddress: '',
    phoneNumber: '08031234567',
    payment: { method: 'transfer', state: 'awaiting_confirmation' },
    createdAt: new Date(NOW - 5 * 60_000).toISOString(),
    ...overrides,
  });
}
