import { describe, expect, it } from 'vitest';
import { kitchenTotals, kitchenTotalsText } from '../../src/domain/kitchenTotals';
import { consoleForFile } from './flows';
import { browserForFile, loginViaApi, moveOrder, orderViaApi, signupViaApi, vendorOrders } from './helpers';

const browser = browserForFile();
const kitchen = consoleForFile(browser);

/** What the console should show: the server's accepted orders through the one rule. */
const expected = async () => kitchenTotalsText(kitchenTotals(await vendorOrders()));

describe('what to cook (issue 15 item 2)', () => {
  it('adds up the accepted orders live: new acceptances join, completed orders leave, pending ones never count', async () => {
    const { username, password } = await signupViaApi();
    const token = await loginViaApi(username, password);
    const toCook = kitchen.page.getByRole('region', { name: 'To cook' });
    const packages = toCook.getByLabel('Packages to cook');
    // Nothing to cook shows a sentence instead of the list.
    const text = async () => ((await packages.count()) === 0 ? '' : await packages.textContent());
    const WAIT = { timeout: 10_000 };

    // Mega ×2 + Jumbo, and Mega ×4: accepted elsewhere (another phone), seen through the feed.
    const first = await orderViaApi(username, token, [
      { id: 3, quantity: 2 },
      { id: 5, quantity: 1 },
    ]);
    const second = await orderViaApi(username, token, [{ id: 3, quantity: 4 }]);
    const pending = await orderViaApi(username, token, [{ id: 9, quantity: 7 }]);
    await moveOrder(first, 'accepted');
    await moveOrder(second, 'accepted');
    await expect.poll(text, WAIT).toBe(await expected());
    expect(await text()).toMatch(/\d+ × Mega Package/);
    expect(await expected()).not.toContain('Chicken and Chips');

    // Completing one takes its packages off the list, without a reload.
    const before = kitchenTotals(await vendorOrders()).find((l) => l.id === 3)!.quantity;
    await moveOrder(second, 'completed');
    await expect.poll(text, WAIT).toBe(await expected());
    expect(kitchenTotals(await vendorOrders()).find((l) => l.id === 3)!.quantity).toBe(before - 4);

    await moveOrder(first, 'completed');
    await moveOrder(pending, 'declined');
    await expect.poll(text, WAIT).toBe(await expected());
    expect(kitchen.errors).toEqual([]);
  });
});
