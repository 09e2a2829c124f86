/**
 * Draws the installed app's icons (the web app manifest, pwa.config.ts) from the favicon's mark:
 * the yellow square with a dark "B". PNG, as Chrome's installability check asks for 192 and
 * 512 px; the maskable one fills the whole square and keeps the letter inside the safe zone
 * (the middle 80%), since Android crops it to a circle or a squircle. Run it when the mark
 * changes (`npm run build:app-icons`); the output is committed.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium.ts';

const out = resolve(import.meta.dirname, '..', 'public', 'icons');
mkdirSync(out, { recursive: true });

const mark = (size: number, maskable: boolean) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${maskable ? 0 : 14}" fill="#FFC107"/>
  <text x="32" y="${maskable ? 42 : 45}" font-family="Arial, sans-serif" font-size="${maskable ? 28 : 38}"
    font-weight="700" text-anchor="middle" fill="#1A1410">B</text>
</svg>`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage();
  for (const [name, size, maskable] of [
    ['icon-192.png', 192, false],
    ['icon-512.png', 512, false],
    ['maskable-512.png', 512, true],
  ] as const) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<body style="margin:0;background:transparent">${mark(size, maskable)}</body>`);
    await page.locator('svg').screenshot({ path: join(out, name), omitBackground: true });
    console.log(`public/icons/${name}`);
  }
} finally {
  await browser.close();
}
