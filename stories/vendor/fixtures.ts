import { vendorOrderSchema, type VendorOrder } from '../../src/domain/api';
import { MENU_SEED as CATALOGUE } from '../../src/domain/menuSeed';
import { deliveryFee } from '../../src/domain/delivery';
import type { MenuChangeView, MenuSnapshotView, VendorMenuItem } from '../../src/domain/vendorMenuApi';

/** The stories' clock: 21 Nov 2026, 13:00 in Lagos. Nothing in a screenshot reads the real time. */
export const NOW = Date.parse('2026-11-21T12:00:00Z');

const minutesAgo = (m: number) => new Date(NOW - m * 60_000).toISOString();

const item = (id: number, quantity: number) => {
  const found = CATALOGUE.find((i) => i.id === id)!;
  return { id, name: found.name, price: found.price, quantity };
};

interface Spec extends Partial<Omit<VendorOrder, 'items' | 'total' | 'createdAt'>> {
  items: [id: number, quantity: number][];
  minutes: number;
}

/** An order as the API gives it, its total worked out like the server's (items plus the zone's fee). */
export function makeOrder({ items, minutes, ...rest }: Spec): VendorOrder {
  const lines = items.map(([id, q]) => item(id, q));
  const delivery = rest.delivery ?? false;
  const zone = delivery ? (rest.deliveryLocation ?? 'inside_school') : '';
  return vendorOrderSchema.parse({
    ref: 1042,
    status: 'pending',
    customer: 'Adaeze Okafor',
    delivery,
    deliveryLocation: zone,
    selectedAddress: delivery ? 'Room 214, Moremi Hall' : '',
    phoneNumber: '08031234567',
    payment: { method: 'transfer', state: 'awaiting_confirmation' },
    ...rest,
    items: lines,
    total: lines.reduce((sum, l) => sum + l.price * l.quantity, 0) + (delivery ? deliveryFee(zone) : 0),
    createdAt: minutesAgo(minutes),
  });
}

export const pendingDelivery = makeOrder({
  ref: 1042,
  items: [
    [3, 2],
    [7, 1],
  ],
  minutes: 4,
  delivery: true,
});

export const pendingPickup = makeOrder({
  ref: 1043,
  customer: 'Tunde Bakare',
  phoneNumber: '09098765432',
  items: [[1, 1]],
  minutes: 0,
  payment: { method: 'cash', state: 'cash_due' },
});

export const accepted = makeOrder({
  ref: 1039,
  status: 'accepted',
  customer: 'Chiamaka Eze',
  phoneNumber: '07011112222',
  items: [
    [5, 1],
    [8, 2],
  ],
  minutes: 22,
  delivery: true,
  deliveryLocation: 'outside_school',
  selectedAddress: 'Blue gate house, opposite the mosque, North gate',
  payment: { method: 'paystack', state: 'paid' },
});

export const completed = makeOrder({
  ref: 1031,
  status: 'completed',
  customer: 'Ibrahim Musa',
  phoneNumber: '08125550000',
  items: [[9, 1]],
  minutes: 75,
  payment: { method: 'transfer', state: 'paid' },
});

export const declined = makeOrder({
  ref: 1035,
  status: 'declined',
  customer: 'Grace Adeyemi',
  phoneNumber: '08034445555',
  items: [[6, 3]],
  minutes: 48,
  delivery: true,
  deliveryLocation: 'outside_town',
  selectedAddress: '12 Market Road',
  payment: { method: null, state: 'unpaid' },
});

export const cardPending = makeOrder({
  ref: 1044,
  customer: 'Femi Ojo',
  phoneNumber: '08069998888',
  items: [
    [2, 1],
    [4, 1],
  ],
  minutes: 2,
  payment: { method: 'paystack', state: 'pending' },
});

export const longText = makeOrder({
  ref: 2147483,
  customer: 'Oluwadamilare Babatunde-Williams Akinwumi-Ogunleye (for the whole hostel floor)',
  phoneNumber: '08031234567',
  items: [
    [6, 12],
    [8, 10],
    [2, 1],
    [9, 3],
  ],
  minutes: 3 * 60 + 7,
  delivery: true,
  deliveryLocation: 'outside_town',
  selectedAddress:
    'Flat 3B, Second floor, Block C, Federal Housing Estate Phase II, behind the Total filling station, off Old Ibadan-Oyo Road, ask for Mama Bisi, the blue gate with the mango tree',
});

/** A busy lunch hour: the five kinds above and a dozen more. */
export const manyOrders: VendorOrder[] = [
  pendingDelivery,
  pendingPickup,
  accepted,
  completed,
  declined,
  cardPending,
  ...Array.from({ length: 12 }, (_, i) =>
    makeOrder({
      ref: 1000 + i,
      status: (['accepted', 'completed', 'completed', 'pending'] as const)[i % 4]!,
      customer: ['Kelechi', 'Halima', 'Segun', 'Ngozi', 'Yusuf', 'Bola'][i % 6]!,
      phoneNumber: `080${String(20000000 + i * 1111).padStart(8, '0')}`,
      items: [[(i % 9) + 1, (i % 3) + 1]],
      minutes: 90 + i * 9,
      delivery: i % 3 === 0,
      payment: { method: 'cash', state: i % 4 === 1 ? 'paid' : 'cash_due' },
    }),
  ),
];

/** Lunch rush: sixteen pending orders placed a minute and a half apart, the oldest 24 min ago. */
export const rushOrders: VendorOrder[] = Array.from({ length: 16 }, (_, i) =>
  makeOrder({
    ref: 3001 + i,
    customer: ['Kelechi Nwosu', 'Halima Bello', 'Segun Ade', 'Ngozi Obi'][i % 4]!,
    phoneNumber: `081${String(30000000 + i * 1111).padStart(8, '0')}`,
    items:
      i % 3 === 0
        ? [
            [3, 2],
            [7, 1],
          ]
        : [[(i % 9) + 1, (i % 2) + 1]],
    minutes: 24 - i * 1.5,
    delivery: i % 2 === 0,
    payment:
      i % 4 === 0
        ? { method: 'transfer', state: 'awaiting_confirmation' }
        : i % 4 === 1
          ? { method: 'cash', state: 'cash_due' }
          : { method: 'paystack', state: 'paid' },
  }),
);

/** The console's menu: the seed as the API gives it to the vendor (every package, in order). */
export const VENDOR_MENU: VendorMenuItem[] = CATALOGUE.map((entry, index) => ({
  ...entry,
  visible: entry.id !== 4,
  position: index + 1,
}));

const snapshot = (id: number, patch: Partial<MenuSnapshotView> = {}): MenuSnapshotView => {
  const found = CATALOGUE.find((i) => i.id === id)!;
  return {
    name: found.name,
    description: found.desc,
    price: found.price,
    picture: found.imgUrl,
    position: id,
    visible: true,
    ...patch,
  };
};

/** A few changes, newest first: a price, a hidden package, a new picture, one from yesterday. */
export const MENU_CHANGES: MenuChangeView[] = [
  {
    id: 4,
    itemId: 3,
    changedBy: 'vendor',
    changedAt: minutesAgo(5),
    before: snapshot(3),
    after: snapshot(3, { price: 1700 }),
  },
  {
    id: 3,
    itemId: 4,
    changedBy: 'vendor',
    changedAt: minutesAgo(40),
    before: snapshot(4),
    after: snapshot(4, { visible: false }),
  },
  {
    id: 2,
    itemId: 5,
    changedBy: 'mama_t',
    changedAt: minutesAgo(90),
    before: snapshot(5),
    after: snapshot(5, { picture: 'a'.repeat(64) }),
  },
  {
    id: 1,
    itemId: 1,
    changedBy: 'mama_t',
    changedAt: minutesAgo(26 * 60),
    before: snapshot(1, { price: 1000 }),
    after: snapshot(1),
  },
];
