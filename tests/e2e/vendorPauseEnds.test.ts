import { afterEach, describe, expect, it } from 'vitest';
import { openConsole } from './flows';
import { baseUrl, browserForFile, DESKTOP, serverClock, setDeliveryStatus } from './helpers';

const MINUTE = 60_000;

const browser = browserForFile();
afterEach(async () => {
  await serverClock.reset();
  await setDeliveryStatus('available');
});

describe('a timed pause in the open console (issue 15 item 6, issue 18 item 2)', () => {
  it("shows delivery on again by itself when the pause ends: the server's end, read again, nothing written", async () => {
    await setDeliveryStatus('not-available', '30min');
    // Playwright's clock on the console and the lane's server clock move together, 30 minutes
    // in a moment, instead of a real pause being waited out.
    const kitchen = await openConsole(browser, baseUrl(), DESKTOP, { clock: true });
    const writes: string[] = [];
    kitchen.page.on('request', (request) => {
      if (request.method() === 'PUT') writes.push(request.url());
    });
    const delivery = kitchen.page.getByRole('switch', { name: 'Delivery available' });
    await expect.poll(() => delivery.isEnabled()).toBe(true);
    expect(await delivery.isChecked()).toBe(false);

    // A minute before the end it still holds.
    await serverClock.set(29 * MINUTE);
    await kitchen.page.clock.fastForward(29 * MINUTE);
    expect(await delivery.isChecked()).toBe(false);

    // No tap, no reload: the switch comes back on a moment after the end.
    await serverClock.set(31 * MINUTE);
    await kitchen.page.clock.fastForward(2 * MINUTE);
    await expect.poll(() => delivery.isChecked()).toBe(true);
    // The pause's end is the server's: the console only read the switches again.
    expect(writes).toEqual([]);
    expect(kitchen.errors).toEqual([]);
    await kitchen.context.close();
  });
});
