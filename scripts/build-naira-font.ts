/**
 * Writes Roboto's ₦ glyph alone (400 and 700) to `src/assets/fonts/roboto-naira-<weight>.woff2`,
 * from @fontsource's Latin Extended files. Every price on the page has a ₦ (U+20A6), and it is
 * the only letter the page shows outside @fontsource's Latin subset: without these, each weight
 * downloaded its whole Latin Extended file (~15 KB) for that one glyph (issue 12). Fredoka has no
 * ₦ (its headings borrow Roboto's), so it needs none. Run it when @fontsource is upgraded:
 *   npm run build:naira-font
 * The output is committed; index.html declares the faces.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const NAIRA = '\u20a6';
const FACES = [
  ['roboto', 400],
  ['roboto', 700],
] as const;

for (const [font, weight] of FACES) {
  const source = readFileSync(
    `node_modules/@fontsource/${font}/files/${font}-latin-ext-${weight}-normal.woff2`,
  );
  const subset = await subsetFont(source, NAIRA, { targetFormat: 'woff2' });
  const out = `src/assets/fonts/${font}-naira-${weight}.woff2`;
  writeFileSync(out, subset);
  console.log(`${out}: ${subset.length} bytes (from ${source.length})`);
}
