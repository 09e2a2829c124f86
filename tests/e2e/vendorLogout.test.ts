import { describe, expect, it } from 'vitest';
import { openConsole } from './flows';
import { baseUrl, browserForFile } from './helpers';

const browser = browserForFile();

describe("the console's Log out", () => {
  it('revokes the session on the server and shows the console its login', async () => {
    const kitchen = await openConsole(browser);
    const { page } = kitchen;
    try {
      const [request] = await Promise.all([
        page.waitForRequest((r) => new URL(r.url()).pathname === '/api/logout'),
        page.getByRole('button', { name: 'Log out' }).click(),
      ]);
      await page.getByRole('button', { name: 'Log in as the vendor' }).waitFor();
      // The token the console sent is dead on the server.
      const authorization = (await request.allHeaders()).authorization ?? '';
      expect(authorization).toMatch(/^Token /);
      const me = await fetch(new URL('/api/account/me', baseUrl()), { headers: { authorization } });
      expect(me.status).toBe(401);
    } finally {
      await kitchen.context.close();
    }
  });

  it("forgets the token on a shared kitchen phone even when the server can't be asked", async () => {
    const kitchen = await openConsole(browser);
    const { page } = kitchen;
    try {
      await page.route('**/api/logout', (route) => route.abort('internetdisconnected'));
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.getByRole('button', { name: 'Log in as the vendor' }).waitFor();
      // Still forgotten after a reload: the stored token is gone, not only the screen.
      await page.reload();
      await page.getByRole('button', { name: 'Log in as the vendor' }).waitFor();
    } finally {
      await kitchen.context.close();
    }
  });
});
