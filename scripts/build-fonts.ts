/**
 * Writes the storefront's web fonts to `src/assets/fonts/` (issue 12), from @fontsource's files:
 * `roboto-<400|700>.woff2` and `fredoka-<600|700>.woff2`, the Latin files cut down to the letters
 * the pages show (scripts/lib/fontSubset.ts), ~40% smaller than @fontsource's whole Latin subset.
 * Roboto's also carry its ₦ (U+20A6): every price has one, and it is the only letter the page
 * shows outside Latin. @fontsource has it in the Latin Extended file, so the one glyph is added
 * to the Latin subset (scripts/lib/addGlyph.py, fontTools): in a file of its own it cost a
 * first visit two more downloads of 3.7 KB each for a 0.2 KB glyph. Fredoka has no ₦ (its
 * headings borrow Roboto's), so it needs none.
 * Glyphs, hinting and kerning are kept as they are: only unused letters go. Run it when
 * @fontsource is upgraded or the subset changes (needs Python's fontTools: on Debian,
 * `apt-get install python3-fonttools`):
 *   npm run build:fonts
 * The output is committed; index.html declares the faces with the same unicode-range.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { fontCharacters, NAIRA, robotoCharacters } from './lib/fontSubset.ts';

const FACES = [
  ['roboto', 400],
  ['roboto', 700],
  ['fredoka', 600],
  ['fredoka', 700],
] as const;

/** A Python with fontTools: the one on PATH, else Debian's (python3-fonttools). */
function pythonWithFontTools(): string {
  for (const python of ['python3', '/usr/bin/python3']) {
    if (spawnSync(python, ['-c', 'import fontTools']).status === 0) return python;
  }
  throw new Error('build-fonts: needs Python with fontTools (Debian: apt-get install python3-fonttools)');
}

const work = mkdtempSync(join(tmpdir(), 'bukka-fonts-'));

/** A subset as TrueType (sfnt), for addGlyph.py. */
async function subsetTtf(source: string, text: string, name: string): Promise<string> {
  const file = join(work, name);
  writeFileSync(file, await subsetFont(readFileSync(source), text, { targetFormat: 'sfnt' }));
  return file;
}

async function write(font: Buffer, text: string, out: string, from: number) {
  const subset = await subsetFont(font, text, { targetFormat: 'woff2' });
  writeFileSync(out, subset);
  console.log(`${out}: ${subset.length} bytes (from ${from})`);
}

try {
  for (const [font, weight] of FACES) {
    const files = `node_modules/@fontsource/${font}/files/${font}`;
    const latin = `${files}-latin-${weight}-normal.woff2`;
    const out = `src/assets/fonts/${font}-${weight}.woff2`;
    if (font !== 'roboto') {
      await write(readFileSync(latin), fontCharacters(), out, readFileSync(latin).length);
      continue;
    }
    const letters = await subsetTtf(latin, fontCharacters(), `${font}-${weight}-latin.ttf`);
    const naira = await subsetTtf(
      `${files}-latin-ext-${weight}-normal.woff2`,
      String.fromCodePoint(NAIRA),
      `${font}-${weight}-naira.ttf`,
    );
    const merged = join(work, `${font}-${weight}.ttf`);
    const added = spawnSync(
      pythonWithFontTools(),
      ['scripts/lib/addGlyph.py', letters, naira, NAIRA.toString(16), merged],
      { stdio: 'inherit' },
    );
    if (added.status !== 0) throw new Error(`addGlyph.py failed for ${font} ${weight}`);
    await write(readFileSync(merged), robotoCharacters(), out, readFileSync(latin).length);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
