/**
 * Writes the storefront's web fonts to `src/assets/fonts/` (issue 12), from @fontsource's files:
 * - `roboto-<400|700>.woff2` and `fredoka-<600|700>.woff2`: the Latin files cut down to the letters
 *   the pages show (scripts/lib/fontSubset.ts), ~40% smaller than @fontsource's whole Latin subset;
 * - `roboto-naira-<400|700>.woff2`: Roboto's ₦ (U+20A6) alone, from the Latin Extended files: every
 *   price has one, and it is the only letter the page shows outside Latin. Fredoka has no ₦ (its
 *   headings borrow Roboto's), so it needs none.
 * Glyphs, hinting and kerning are kept as they are: only unused letters go. Run it when
 * @fontsource is upgraded or the subset changes:
 *   npm run build:fonts
 * The output is committed; index.html declares the faces with the same unicode-range.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';
import { fontCharacters, NAIRA } from './lib/fontSubset.ts';

const FACES = [
  ['roboto', 400],
  ['roboto', 700],
  ['fredoka', 600],
  ['fredoka', 700],
] as const;

async function write(source: string, text: string, out: string) {
  const font = readFileSync(source);
  const subset = await subsetFont(font, text, { targetFormat: 'woff2' });
  writeFileSync(out, subset);
  console.log(`${out}: ${subset.length} bytes (from ${font.length})`);
}

for (const [font, weight] of FACES) {
  const files = `node_modules/@fontsource/${font}/files/${font}`;
  await write(
    `${files}-latin-${weight}-normal.woff2`,
    fontCharacters(),
    `src/assets/fonts/${font}-${weight}.woff2`,
  );
  if (font === 'roboto') {
    await write(
      `${files}-latin-ext-${weight}-normal.woff2`,
      String.fromCodePoint(NAIRA),
      `src/assets/fonts/${font}-naira-${weight}.woff2`,
    );
  }
}
