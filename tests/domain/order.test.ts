import { describe, expect, it } from 'vitest';
import { lastDeliveryChoice } from '../../src/domain/deliveryDetails';
import { checkoutBlock } from '../../src/domain/checkout';
import {
  buildCreateOrderPayload,
  createOrderSchema,
  findPackageKeyClash,
  orderName,
  orderTimestamp,
  packageKey,
  priceOrder,
  type CreateOrderPayload,
} from '../../src/domain/order';
import { closesTracker, orderStatusMessage } from '../../src/domain/status';
import { MENU_SEED } from '../../src/domain/menuSeed';

// 5 March 2026, 07:08:09.045 in the machine's local time: every field needs padding.
const at = new Date(2026, 2, 5, 7, 8, 9, 45);

describe('order name', () => {
  it('is the username, an underscore and yyyyMMddHHmmssSSS', () => {
    expect(orderTimestamp(at)).toBe('20260305070809045');
    expect(orderName('ada', at)).toBe('ada_20260305070809045');
    expect(orderName('ada', new Date(2026, 11, 31, 23, 59, 59, 999))).toBe('ada_20261231235959999');
  });
});

describe('package_group keys', () => {
  it("appends ' Package' only to names that lack it", () => {
    expect(packageKey('Mini Package')).toBe('Mini Package');
    expect(packageKey('Mini(Turkey) Package')).toBe('Mini(Turkey) Package');
    expect(packageKey('Chicken Burger')).toBe('Chicken Burger Package');
    expect(packageKey('Chicken and Chips')).toBe('Chicken and Chips Package');
  });
});

describe('package key clashes (issue 26)', () => {
  it("finds the package whose order key a name would share: 'Mini' is sent as 'Mini Package'", () => {
    expect(findPackageKeyClash(MENU_SEED, 'Mini')?.name).toBe('Mini Package');
    expect(findPackageKeyClash(MENU_SEED, 'mini')?.name).toBe('Mini Package');
    expect(findPackageKeyClash(MENU_SEED, 'Mega(Turkey)')?.name).toBe('Mega(Turkey) Package');
    // The other way round: a package called 'Chicken Burger' is sent as 'Chicken Burger Package'.
    expect(findPackageKeyClash(MENU_SEED, 'Chicken Burger Package')?.name).toBe('Chicken Burger');
    expect(findPackageKeyClash(MENU_SEED, 'chicken burger package')).toBeUndefined();
  });

  it('leaves free names and the package itself alone', () => {
    expect(findPackageKeyClash(MENU_SEED, 'Party Jollof')).toBeUndefined();
    expect(findPackageKeyClash(MENU_SEED, 'Mini Pack')).toBeUndefined();
    expect(findPackageKeyClash(MENU_SEED, 'Mini', 1)).toBeUndefined();
    expect(findPackageKeyClash(MENU_SEED, 'Chicken Burger Package', 7)).toBeUndefined();
  });

  it('names exactly the clashes priceOrder would confuse', () => {
    for (const name of ['Mini', 'mini', 'Jumbo', 'Chicken Burger Package', 'Chicken and Chips Package']) {
      const other = findPackageKeyClash(MENU_SEED, name)!;
      const menu = [...MENU_SEED, { id: 99, name, price: 50, desc: '', imgUrl: '', category: '' }];
      const priced = priceOrder(
        {
          ...buildCreateOrderPayload({
            username: 'ada',
            cart: [{ id: 99, quantity: 1 }],
            mode: 'pickup',
            zone: '',
            phoneNumber: '08031234567',
            selectedAddress: '',
            at,
            menu,
          }),
          package_group: { [packageKey(name)]: { amount: 1 } },
        },
        menu,
      );
      // Without its id, the new package's key finds the old one: the wrong price.
      expect(priced.ok && priced.order.lines[0]!.id, name).toBe(other.id);
    }
  });
});

describe('buildCreateOrderPayload', () => {
  const cart = [
    { id: 2, quantity: 2 }, // Mini(Turkey) Package 1500
    { id: 8, quantity: 1 }, // Chicken Burger and Fries 2000
  ];

  it('builds the payload of the spec for delivery, fee included', () => {
    expect(
      buildCreateOrderPayload({
        username: 'ada',
        cart,
        mode: 'delivery',
        zone: 'outside_school',
        phoneNumber: '08031234567',
        selectedAddress: 'Room 12, Block C, Female Hostel',
        at,
        menu: MENU_SEED,
      }),
    ).toEqual({
      order_name: 'ada_20260305070809045',
      num_package: 3,
      package_group: {
        'Mini(Turkey) Package': { amount: 2, id: 2 },
        'Chicken Burger and Fries Package': { amount: 1, id: 8 },
      },
      delivery: true,
      balance: 5500,
      phoneNumber: '08031234567',
      selectedAddress: 'Room 12, Block C, Female Hostel',
      deliveryLocation: 'outside_school',
    });
  });

  it('sends no fee, no zone and no address for pickup', () => {
    const payload = buildCreateOrderPayload({
      username: 'ada',
      cart,
      mode: 'pickup',
      zone: 'outside_town',
      phoneNumber: '08031234567',
      selectedAddress: 'Room 12',
      at,
      menu: MENU_SEED,
    });
    expect(payload).toMatchObject({
      delivery: false,
      balance: 5000,
      selectedAddress: '',
      deliveryLocation: '',
    });
    expect(createOrderSchema.safeParse(payload).success).toBe(true);
  });
});

describe('createOrderSchema', () => {
  const valid: CreateOrderPayload = {
    order_name: 'ada_20260305070809045',
    num_package: 1,
    package_group: { 'Mini Package': { amount: 1 } },
    delivery: true,
    balance: 1500,
    phoneNumber: '08031234567',
    selectedAddress: 'Room 12',
    deliveryLocation: 'inside_school',
  };
  const fieldsOf = (body: unknown) => {
    const result = createOrderSchema.safeParse(body);
    return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
  };

  it('accepts a well-formed delivery order', () => {
    expect(fieldsOf(valid)).toEqual([]);
  });

  it('refuses zero, negative, fractional and huge amounts', () => {
    for (const amount of [0, -1, 1.5, 51, 1e12]) {
      expect(fieldsOf({ ...valid, package_group: { 'Mini Package': { amount } } })).toEqual([
        'package_group.Mini Package.amount',
      ]);
    }
  });

  it('refuses a bad phone, a blank address and a missing zone for delivery', () => {
    expect(fieldsOf({ ...valid, phoneNumber: '0803123456' })).toEqual(['phoneNumber']);
    expect(fieldsOf({ ...valid, selectedAddress: '   ' })).toEqual(['selectedAddress']);
    expect(fieldsOf({ ...valid, deliveryLocation: '' })).toEqual(['deliveryLocation']);
    expect(fieldsOf({ ...valid, deliveryLocation: 'moon' })).toEqual(['deliveryLocation']);
  });

  it('refuses an empty package_group and a malformed order name', () => {
    expect(fieldsOf({ ...valid, package_group: {} })).toEqual(['package_group']);
    expect(fieldsOf({ ...valid, order_name: 'ada' })).toEqual(['order_name']);
  });
});

describe('priceOrder', () => {
  const base: CreateOrderPayload = {
    order_name: 'ada_20260305070809045',
    num_package: 3,
    package_group: { 'Jumbo Package': { amount: 2 }, 'Chicken Burger Package': { amount: 1 } },
    delivery: true,
    balance: 1, // whatever the client says
    phoneNumber: '08031234567',
    selectedAddress: 'Room 12',
    deliveryLocation: 'outside_town',
  };

  it('prices from the menu and fee table, never from balance', () => {
    const result = priceOrder(base, MENU_SEED);
    expect(result).toEqual({
      ok: true,
      order: {
        lines: [
          { id: 5, name: 'Jumbo Package', price: 2500, quantity: 2, lineTotal: 5000 },
          { id: 7, name: 'Chicken Burger', price: 1500, quantity: 1, lineTotal: 1500 },
        ],
        subtotal: 6500,
        fee: 800,
        total: 7300,
        quantity: 3,
      },
    });
  });

  it('refuses unknown packages and a num_package that disagrees', () => {
    expect(priceOrder({ ...base, package_group: { 'Moi Moi Package': { amount: 1 } } }, MENU_SEED)).toEqual({
      ok: false,
      fields: { 'package_group.Moi Moi Package': 'Unknown package: Moi Moi Package' },
    });
    expect(priceOrder({ ...base, num_package: 4 }, MENU_SEED)).toMatchObject({
      ok: false,
      fields: { num_package: expect.any(String) },
    });
  });
});

describe('priceOrder with a menu the vendor changed', () => {
  const base: CreateOrderPayload = {
    order_name: 'ada_20260305070809045',
    num_package: 2,
    package_group: { 'Mega Package': { amount: 2 } },
    delivery: false,
    balance: 0,
    phoneNumber: '08031234567',
    selectedAddress: '',
    deliveryLocation: '',
  };
  const renamed = MENU_SEED.map((item) =>
    item.id === 3 ? { ...item, name: 'Mega Combo', price: 1700 } : item,
  );

  it('charges the stored price', () => {
    const dearer = MENU_SEED.map((item) => (item.id === 3 ? { ...item, price: 1700 } : item));
    expect(priceOrder(base, dearer)).toMatchObject({ ok: true, order: { total: 3400 } });
  });

  it('finds a renamed package by the id the cart holds, and by name whatever its case', () => {
    const byId = { ...base, package_group: { 'Mega Package': { amount: 2, id: 3 } } };
    expect(priceOrder(byId, renamed)).toMatchObject({
      ok: true,
      order: { lines: [{ id: 3, name: 'Mega Combo', price: 1700 }] },
    });
    expect(priceOrder(base, renamed)).toMatchObject({ ok: false });
    const anyCase = { ...base, package_group: { 'mega combo Package': { amount: 2 } } };
    expect(priceOrder(anyCase, renamed)).toMatchObject({ ok: true, order: { total: 3400 } });
  });

  it('refuses one package sent twice under two keys', () => {
    const twice = {
      ...base,
      num_package: 3,
      package_group: { 'Mega Package': { amount: 2, id: 3 }, 'Mega Combo Package': { amount: 1 } },
    };
    expect(priceOrder(twice, renamed)).toMatchObject({ ok: false });
  });
});

describe('order status', () => {
  it('gives the tracker messages of the spec', () => {
    expect(orderStatusMessage('pending')).toBe('Your order is pending. Please wait for further updates.');
    expect(orderStatusMessage('accepted')).toBe('Congratulations! Your order is accepted.');
    expect(orderStatusMessage('completed')).toBe('Congratulations! Your order is completed.');
    expect(orderStatusMessage('declined')).toBe('Sorry, your order is declined.');
  });

  it('closes the tracker for every status but pending', () => {
    expect(closesTracker('pending')).toBe(false);
    expect(closesTracker('accepted')).toBe(true);
    expect(closesTracker('completed')).toBe(true);
    expect(closesTracker('declined')).toBe(true);
  });
});

describe('checkoutBlock', () => {
  const pickup = {
    itemCount: 1,
    mode: 'pickup' as const,
    zone: '',
    phoneNumber: '08031234567',
    selectedAddress: '',
    foodReady: true,
    deliveryAvailable: true,
    holdsSoldOut: false,
  };

  it('allows pickup with 11 digits and something in the cart', () => {
    expect(checkoutBlock(pickup)).toBeNull();
  });

  it('names the reason: a 10-digit phone, an empty cart, the shop', () => {
    expect(checkoutBlock({ ...pickup, phoneNumber: '0803123456' })).toBe('phone');
    expect(checkoutBlock({ ...pickup, itemCount: 0 })).toBe('cart-empty');
    expect(checkoutBlock({ ...pickup, foodReady: false })).toBe('food-not-ready');
    expect(checkoutBlock({ ...pickup, holdsSoldOut: true })).toBe('sold-out');
    // Delivery off stops a delivery only.
    expect(checkoutBlock({ ...pickup, deliveryAvailable: false })).toBeNull();
  });

  it('needs a location and an address for delivery, in the order the cart shows them', () => {
    const delivery = { ...pickup, mode: 'delivery' as const };
    expect(checkoutBlock({ ...delivery, phoneNumber: '' })).toBe('zone');
    expect(checkoutBlock({ ...delivery, zone: 'inside_school' })).toBe('address');
    expect(checkoutBlock({ ...delivery, zone: 'inside_school', selectedAddress: '  ' })).toBe('address');
    expect(checkoutBlock({ ...delivery, zone: 'inside_school', selectedAddress: 'Room 12' })).toBeNull();
    expect(checkoutBlock({ ...delivery, zone: 'mars', selectedAddress: 'Room 12' })).toBe('zone');
    expect(
      checkoutBlock({
        ...delivery,
        zone: 'inside_school',
        selectedAddress: 'Room 12',
        deliveryAvailable: false,
      }),
    ).toBe('delivery-off');
  });
});

describe('lastDeliveryChoice (issue 29: the second order in three taps)', () => {
  it('takes the last order’s delivery, location and address; a pickup as a pickup', () => {
    const order = { delivery: true, deliveryLocation: 'outside_school', selectedAddress: ' Room 12 ' };
    expect(lastDeliveryChoice(order)).toEqual({
      mode: 'delivery',
      zone: 'outside_school',
      address: 'Room 12',
    });
    expect(lastDeliveryChoice({ ...order, delivery: false })).toEqual({
      mode: 'pickup',
      zone: '',
      address: '',
    });
  });

  it('has nothing to offer without an order, or for a location the shop no longer has', () => {
    expect(lastDeliveryChoice(undefined)).toBeNull();
    expect(
      lastDeliveryChoice({ delivery: true, deliveryLocation: 'moon', selectedAddress: 'Room 12' }),
    ).toBeNull();
  });
});
