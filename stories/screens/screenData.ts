import type { VendorOrder } from '../../src/domain/api';
import type { CustomerOrder } from '../../src/domain/customerOrders';
import { daySummary, type DaySummary } from '../../src/domain/daySummary';
import { MENU_SEED } from '../../src/domain/menuSeed';
import { PAYMENT_CONFIG } from '../fixtures/data';
import { MY_ORDERS } from '../fixtures/myOrders';
import { MENU_CHANGES, manyOrders, NOW, RUSH_MENU, rushQueue, VENDOR_MENU } from '../vendor/fixtures';
import { busyOrders } from '../vendor/reportFixtures';
import type { ServerData } from './handlers';

/**
 * The data of the screen stories: an empty shop, a normal lunchtime and the rush (issue 27: 40
 * orders, 30-character names, 200-character addresses, ten-line orders, counts in the hundreds).
 * Built on the component stories' fixtures (stories/vendor/fixtures.ts), so a screen and its parts
 * show the same orders; all of it dated from the stories' clock, NOW.
 */
export { NOW };

const NO_SWITCHES = {
  food: { status: 'ready', until: null },
  delivery: { status: 'available', until: null },
  soldOut: [],
} satisfies ServerData['settings'];

/** What the kitchen's customer sees of an order: the same, less the customer's name and phone. */
const asCustomers = (orders: readonly VendorOrder[]): CustomerOrder[] =>
  orders.map(({ customer: _customer, phoneNumber: _phone, ...order }) => order);

/** Nothing yet: the first minutes of the day, the menu not written. */
export const EMPTY: ServerData = {
  role: null,
  username: 'mama_put',
  menu: [],
  soldOut: [],
  paymentConfig: PAYMENT_CONFIG,
  vendorOrders: [],
  myOrders: [],
  today: daySummary([], NOW),
  settings: NO_SWITCHES,
  vendorMenu: { items: [], changes: [] },
  reportOrders: [],
};

/** A normal lunchtime: the seed's menu, eighteen orders in every state, four changes to the menu. */
export const NORMAL: ServerData = {
  ...EMPTY,
  menu: MENU_SEED.map((item) => ({ ...item })),
  soldOut: [7],
  vendorOrders: manyOrders,
  myOrders: MY_ORDERS,
  today: daySummary(manyOrders, NOW),
  settings: { ...NO_SWITCHES, soldOut: [{ id: 7, until: null }] },
  vendorMenu: { items: VENDOR_MENU, changes: MENU_CHANGES },
  // October and November, busy: 900 orders (what the Reports tab's component stories show).
  reportOrders: busyOrders,
};

/** Today at the end of a rush: counts in the hundreds, money in the millions. */
const RUSH_TODAY: DaySummary = {
  ...daySummary(rushQueue, NOW),
  byStatus: { pending: 34, accepted: 6, completed: 312, declined: 17, expired: 9 },
  total: 378,
  received: 1_482_300,
  receivedBy: { card: 402_500, transfer: 861_800, cash: 218_000 },
  completedValue: 1_634_900,
  owed: 152_600,
  pickup: 201,
  delivery: 168,
};

/**
 * The rush: 40 orders of 30-character names, 200-character addresses and ten lines; a menu of 40
 * packages with names as long as a name may be.
 */
export const RUSH: ServerData = {
  ...NORMAL,
  username: 'oluwadamilare_akinwumi_ogunley',
  vendorOrders: rushQueue,
  myOrders: asCustomers(rushQueue),
  today: RUSH_TODAY,
  vendorMenu: { items: RUSH_MENU, changes: MENU_CHANGES },
};

/**
 * The storefront at rush: the same, with the forty packages of RUSH_MENU all on sale (names of up
 * to the 60 characters a name may have, 200-character descriptions, ₦1,000,000 prices, two
 * categories). Apart from RUSH so that the console's rush screens keep the seed's nine packages
 * in their sold-out list.
 */
export const RUSH_SHOP: ServerData = {
  ...RUSH,
  menu: RUSH_MENU.map(({ visible: _visible, position: _position, ...item }) => item),
};

/** The same server data with a signed-in customer or vendor. */
export const as = (role: ServerData['role'], data: ServerData): ServerData => ({ ...data, role });
