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

/** 200 characters, with a hyphenated run longer than a 320 px line that must wrap (issue 25). */
export const ADDRESS_200 =
  'Room 14, Block C, Postgraduate Hostel Extension, behind the Faculty of Engineering Workshop, Along-Ajilosun-Road/Opposite-The-Big-Transformer, Ado-Ekiti, ask for the porter at the gate please'
    .padEnd(200, '.')
    .slice(0, 200);
/** The longest username the sign-up allows: 30 characters. */
export const USERNAME_30 = 'oluwadamilare_akinwumi_ogunley';

/** A delivery at rush: a 200-character address, a 30-character username, paid by transfer. */
export const rushDelivery = makeOrder({
  ref: 312909,
  customer: USERNAME_30,
  items: [
    [5, 2],
    [8, 1],
  ],
  minutes: 6,
  delivery: true,
  deliveryLocation: 'outside_school',
  selectedAddress: ADDRESS_200,
  payment: { method: 'transfer', state: 'awaiting_confirmation' },
});

/** Ten lines, 50 of each (the nine packages and one with the longest name), delivered in town: ₦1,000,800. */
export const tenLines: VendorOrder = (() => {
  const base = makeOrder({
    ref: 312910,
    customer: USERNAME_30,
    items: CATALOGUE.map((entry) => [entry.id, 50] as [number, number]),
    minutes: 9,
    delivery: true,
    deliveryLocation: 'outside_town',
    selectedAddress: ADDRESS_200,
    payment: { method: 'cash', state: 'cash_due' },
  });
  const tenth = {
    id: 10,
    name: 'Family Party Jollof Platter Deluxe with Extra Moi Moi',
    price: 2700,
    quantity: 50,
  };
  return vendorOrderSchema.parse({ ...base, items: [...base.items, tenth], total: base.total + 2700 * 50 });
})();

/** One pending pickup order for each payment state, in the order a customer goes through them. */
export const paymentStates: VendorOrder[] = (
  [
    { method: null, state: 'unpaid' },
    { method: 'paystack', state: 'pending' },
    { method: 'transfer', state: 'awaiting_confirmation' },
    { method: 'cash', state: 'cash_due' },
    { method: 'paystack', state: 'paid' },
  ] as const
).map((payment, i) => makeOrder({ ref: 4001 + i, items: [[(i % 9) + 1, 1]], minutes: 3 + i, payment }));

/**
 * Lunch rush at its worst (issue 25): 40 orders, 30-character usernames, every other one a
 * delivery with a 200-character address, every fourth ten lines worth ₦1,000,000; most committed
 * (New), some waiting on their payment step (Awaiting payment), some cooking.
 */
export const rushQueue: VendorOrder[] = Array.from({ length: 40 }, (_, i) => {
  const order = i % 4 === 0 ? tenLines : i % 2 === 0 ? rushDelivery : pendingPickup;
  const payment =
    i % 7 === 3
      ? ({ method: null, state: 'unpaid' } as const)
      : i % 2 === 0
        ? ({ method: 'transfer', state: 'awaiting_confirmation' } as const)
        : ({ method: 'cash', state: 'cash_due' } as const);
  return vendorOrderSchema.parse({
    ...order,
    ref: 500001 + i,
    customer: `${USERNAME_30.slice(0, 27)}_${String(i).padStart(2, '0')}`,
    status: i % 5 === 4 && i % 7 !== 3 ? 'accepted' : 'pending',
    payment,
    createdAt: new Date(NOW - (40 - i) * 60_000).toISOString(),
  });
});

/** The console's menu: the seed as the API gives it to the vendor (every package, in order). */
export const VENDOR_MENU: VendorMenuItem[] = CATALOGUE.map((entry, index) => ({
  ...entry,
  visible: entry.id !== 4,
  position: index + 1,
}));

/**
 * The menu at its longest (issue 27's rush): the nine packages and 31 more, forty in all, the new
 * ones with names of up to the 60 characters a name may have, 200-character descriptions, prices
 * up to ₦1,000,000 and a 30-character category; every seventh hidden.
 */
export const RUSH_MENU: VendorMenuItem[] = [
  ...VENDOR_MENU,
  ...Array.from({ length: 31 }, (_, i): VendorMenuItem => {
    const size = ['Family Party', 'Office Lunch', 'Small Chops', 'Owambe'][i % 4]!;
    const dish = [
      'Jollof Rice',
      'Fried Rice',
      'Ofada Rice and Ayamase',
      'Pounded Yam and Egusi',
      'Amala and Ewedu',
      'Yam Porridge',
      'Coconut Rice',
      'Beans and Plantain',
    ][Math.floor(i / 4)]!;
    const id = 10 + i;
    // The longest of these that fits the 60 characters a name may have.
    const name = [' Platter with Peppered Turkey and Moi Moi', ' Platter with Moi Moi and Dodo', ' Platter']
      .map((tail) => `${size} ${dish}${tail}`)
      .find((full) => full.length <= 60)!;
    return {
      id,
      name,
      price: i % 5 === 0 ? 1_000_000 : 2_500 + i * 1_250,
      desc: `${dish} for twenty guests, with moi moi, dodo, peppered turkey, coleslaw and a bottle of water each, packed in foil trays with the cutlery, napkins and hand wipes, ready an hour after you order it.`
        .padEnd(200, '.')
        .slice(0, 200),
      imgUrl: CATALOGUE[i % CATALOGUE.length]!.imgUrl,
      category: i % 3 === 0 ? 'Party Trays and Office Lunches' : 'Packages',
      visible: i % 7 !== 6,
      position: id,
    };
  }),
];

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
