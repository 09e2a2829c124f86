/**
 * Composes the menu's food art from Microsoft's Fluent Emoji (MIT, via @iconify-json/fluent-emoji)
 * into one picture per catalogue item under public/food/ (drawn as SVG, shipped as WebP). Run it
 * when the catalogue or the art changes:
 *   npm run build:food-art
 * The output is committed, so nothing is fetched at run time.
 */
import { writeFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium } from 'playwright';
import { menuItemSlug } from '../src/domain/menu.ts';
import { MENU_SEED as CATALOGUE } from '../src/domain/menuSeed.ts';

const require = createRequire(import.meta.url);
const fluent = require('@iconify-json/fluent-emoji/icons.json') as {
  icons: Record<string, { body: string }>;
};

// What each plate holds, main dish first. Turkey is served as a meat cut, sausage as a hot dog,
// plantain as a (ripe) banana: the closest shapes the emoji set has.
const PLATES: Record<number, string[]> = {
  1: ['spaghetti', 'poultry-leg'],
  2: ['spaghetti', 'meat-on-bone'],
  3: ['spaghetti', 'poultry-leg', 'hot-dog', 'banana'],
  4: ['spaghetti', 'meat-on-bone', 'hot-dog', 'banana'],
  5: ['spaghetti', 'poultry-leg', 'hot-dog', 'banana', 'cup-with-straw'],
  6: ['spaghetti', 'meat-on-bone', 'hot-dog', 'banana', 'cup-with-straw'],
  7: ['hamburger'],
  8: ['hamburger', 'french-fries'],
  9: ['poultry-leg', 'french-fries'],
};

// Where each emoji sits on the 320 × 240 card, by how many there are: [x, y, size].
const LAYOUTS: Record<number, [number, number, number][]> = {
  1: [[80, 40, 160]],
  2: [
    [50, 48, 140],
    [170, 78, 110],
  ],
  4: [
    [40, 40, 140],
    [168, 36, 96],
    [176, 122, 84],
    [100, 150, 72],
  ],
  5: [
    [40, 40, 140],
    [168, 36, 96],
    [176, 122, 84],
    [100, 150, 72],
    [258, 40, 56],
  ],
};

function icon(name: string, index: number, [x, y, size]: [number, number, number]): string {
  const entry = fluent.icons[name];
  if (!entry) throw new Error(`No fluent emoji named ${name}`);
  // Ids are made unique per placement so two emoji never share a gradient.
  const body = entry.body.replace(/\b(id="|url\(#|href="#)([^")]+)/g, `$1e${index}-$2`);
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 32 32">${body}</svg>`;
}

function plate(names: string[]): string {
  const layout = LAYOUTS[names.length];
  if (!layout) throw new Error(`No layout for ${names.length} emoji`);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">',
    '<defs><radialGradient id="bg" cx="50%" cy="45%" r="75%">',
    '<stop offset="0" stop-color="#FFE8A3"/><stop offset="1" stop-color="#FFB300"/></radialGradient>',
    '<radialGradient id="plate" cx="50%" cy="40%" r="60%">',
    '<stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#F1E6D2"/></radialGradient></defs>',
    '<rect width="320" height="240" fill="url(#bg)"/>',
    '<ellipse cx="160" cy="140" rx="142" ry="88" fill="#8A5A00" opacity=".18"/>',
    '<ellipse cx="160" cy="132" rx="138" ry="84" fill="url(#plate)"/>',
    '<ellipse cx="160" cy="132" rx="104" ry="60" fill="none" stroke="#E3D3B5" stroke-width="2"/>',
    ...names.map((name, i) => icon(name, i, layout[i]!)),
    '</svg>',
  ].join('');
}

// The plates ship as WebP, not as their SVG: each holds ~20 blurred gradients that a phone would
// lay out and paint again on every card (hundreds of ms of main thread on a low-end phone).
// Chromium rasterizes them once here at 960 × 720: sharp at 320 CSS px on a 3x screen, and at
// 480 CSS px (the hero on a laptop) on a 2x one.
const WIDTH = 960;
const HEIGHT = 720;
const QUALITY = 0.85;

mkdirSync('public/food', { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const item of CATALOGUE) {
    const names = PLATES[item.id];
    if (!names) throw new Error(`No plate for ${item.name}`);
    const webp = await page.evaluate(
      async ({ svg, width, height, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d')!.drawImage(image, 0, 0, width, height);
        return canvas.toDataURL('image/webp', quality).split(',')[1]!;
      },
      { svg: plate(names), width: WIDTH, height: HEIGHT, quality: QUALITY },
    );
    writeFileSync(`public/food/${menuItemSlug(item.name)}.webp`, Buffer.from(webp, 'base64'));
  }
} finally {
  await browser.close();
}
console.log(`wrote ${CATALOGUE.length} plates to public/food/ (${WIDTH} × ${HEIGHT} WebP)`);
