import { afterEach, describe, expect, it } from 'vitest';
import { openConsole } from './flows';
import { browserForFile, setDeliveryStatus } from './helpers';

/** Long enough for the console to open (a login, then /vendor) before the pause ends. */
const PAUSE_MS = 20_000;

const browser = browserForFile();
afterEach(async () => {
  await setDeliveryStatus('available');
});

describe('a timed pause in the open console (issue 15 item 6, issue 18 item 2)', () => {
  it("shows delivery on again by itself when the pause ends: the server's end, read again, nothing written", async () => {
    const end = Date.now() + PAUSE_MS;
    await setDeliveryStatus('not-available', new Date(end).toISOString());
    const kitchen = await openConsole(browser);
    const writes: string[] = [];
    kitchen.page.on('request', (request) => {
      if (request.method() === 'PUT') writes.push(request.url());
    });
    const delivery = kitchen.page.getByRole('switch', { name: 'Delivery available' });
    await expect.poll(() => delivery.isEnabled()).toBe(true);
    expect(await delivery.isChecked()).toBe(false);
    expect(Date.now()).toBeLessThan(end);

    // No tap, no reload: the switch comes back on a moment after the end.
    await expect.poll(() => delivery.isChecked(), { timeout: PAUSE_MS + 5_000 }).toBe(true);
    expect(Date.now()).toBeGreaterThanOrEqual(end);
    // The pause's end is the server's: the console only read the switches again.
    expect(writes).toEqual([]);
    expect(kitchen.errors).toEqual([]);
    await kitchen.context.close();
  });
});
