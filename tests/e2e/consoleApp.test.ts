import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { consoleForFile } from './flows';
import {
  baseUrl,
  browserForFile,
  loginViaApi,
  MOBILE,
  moveOrder,
  openShop,
  orderViaApi,
  signupViaApi,
} from './helpers';

const browser = browserForFile();
const kitchen = consoleForFile(browser, MOBILE);

describe('the console as its own app (issue 15, item 7), on a 360×740 phone', () => {
  it('links its own manifest, "Bukka Kitchen" with scope /vendor, which the storefront never links or precaches', async () => {
    const { page } = kitchen;
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/vendor.webmanifest');
    const answer = await fetch(`${baseUrl()}/vendor.webmanifest`);
    expect(answer.status).toBe(200);
    const manifest = (await answer.json()) as {
      name: string;
      scope: string;
      start_url: string;
      id: string;
      display: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Bukka Kitchen',
      scope: '/vendor',
      start_url: '/vendor',
      id: '/vendor',
      display: 'standalone',
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await fetch(`${baseUrl()}${icon.src}`)).status).toBe(200);

    // The storefront keeps its own manifest, and nothing of the storefront names the console's.
    const shop = await openShop(browser, MOBILE);
    expect(await shop.page.locator('link[rel="manifest"]').getAttribute('href')).toBe(
      '/manifest.webmanifest',
    );
    await shop.context.close();
    const dist = inject('distDir');
    for (const file of ['index.html', 'app.html', 'sw.js', 'manifest.webmanifest'])
      expect(readFileSync(join(dist, file), 'utf8'), file).not.toContain('vendor.webmanifest');
    const workbox = readdirSync(dist).filter((name) => /^workbox-.*\.js$/.test(name));
    for (const file of workbox)
      expect(readFileSync(join(dist, file), 'utf8')).not.toContain('vendor.webmanifest');
  });

  it('says Offline when the network drops and is Live again by itself, without a reload, with new orders', async () => {
    const { page, context } = kitchen;
    await page.getByLabel('Connection: Live').waitFor();
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

    await context.setOffline(true);
    await page.getByLabel('Connection: Offline').waitFor();
    await context.setOffline(false);
    await page.getByLabel('Connection: Live').waitFor({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );

    // The stream is back: a new order shows without a reload.
    const account = await signupViaApi();
    const token = await loginViaApi(account.username, account.password);
    const ref = await orderViaApi(account.username, token, [{ id: 2, quantity: 1 }]);
    await kitchen.card(ref).waitFor();
    await moveOrder(ref, 'declined');
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(kitchen.errors).toEqual([]);
  });
});
