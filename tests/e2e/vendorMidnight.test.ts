import { describe, expect, it } from 'vitest';
import { DAY, lagosDayStart } from '../../src/domain/lagosCalendar';
import { openConsole } from './flows';
import { browserForFile } from './helpers';

const browser = browserForFile();

describe("today's takings across the Lagos midnight", () => {
  it('reads the new day when the open console passes midnight, with no order and no tap', async () => {
    const kitchen = await openConsole(browser);
    const { page } = kitchen;
    try {
      // The phone's clock a minute before the next Lagos midnight (the server keeps the real one).
      const midnight = lagosDayStart(Date.now()) + DAY;
      await page.clock.install({ time: midnight - 60_000 });
      const reads: number[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/vendor/today') reads.push(Date.now());
      });
      await page.reload();
      await page.getByRole('region', { name: 'Today' }).waitFor();
      // The console settles after a reload (its first reads, the live feed's first list): wait
      // until a few seconds of its clock pass with no read of the summary.
      let seen = -1;
      while (seen !== reads.length) {
        seen = reads.length;
        await page.clock.runFor(2_000);
        await page.waitForTimeout(1_000);
      }
      expect(await page.evaluate(() => Date.now())).toBeLessThan(midnight - 15_000);
      // Quiet before midnight: nothing asks for the summary again…
      await page.clock.runFor(midnight - 5_000 - (await page.evaluate(() => Date.now())));
      await page.waitForTimeout(1_000);
      expect(reads.length).toBe(seen);
      // …and once the day has turned, the console asks for the new one by itself.
      await page.clock.runFor(10_000);
      await expect.poll(() => reads.length, { timeout: 10_000 }).toBeGreaterThan(seen);
    } finally {
      await kitchen.context.close();
    }
  });
});
