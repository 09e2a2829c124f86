/**
 * The letters the storefront's web fonts carry (issue 12): what its pages show, and no more.
 * @fontsource's Latin files hold all of Latin-1 and the General Punctuation block, ~40% of each
 * file for letters this shop's English text never uses. scripts/build-fonts.ts cuts Roboto and
 * Fredoka down to these; index.html declares the same `unicode-range`, so a letter outside it
 * (an accented name a vendor typed) comes from the phone's own sans-serif instead of a missing glyph.
 * tests/e2e/fonts.test.ts checks that every letter the pages render is in here.
 */
export const FONT_CODE_POINTS: readonly (readonly [number, number])[] = [
  [0x0020, 0x007e], // Basic Latin: letters, digits, ASCII punctuation
  [0x00a0, 0x00a0], // no-break space
  [0x00a9, 0x00a9], // ©
  [0x00b7, 0x00b7], // · (the title's separator)
  [0x00d7, 0x00d7], // × (quantities)
  [0x2013, 0x2014], // – —
  [0x2018, 0x2019], // ‘ ’
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
];

/**
 * Roboto's ₦: added to Roboto's subset from @fontsource's Latin Extended file (build-fonts.ts).
 * Fredoka has none; its text borrows Roboto's.
 */
export const NAIRA = 0x20a6;

/** Roboto's letters: the subset and the ₦. */
const ROBOTO_CODE_POINTS: readonly (readonly [number, number])[] = [...FONT_CODE_POINTS, [NAIRA, NAIRA]];

const characters = (ranges: readonly (readonly [number, number])[]) =>
  ranges
    .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');

/** The subset as text, for subset-font (Fredoka's letters). */
export function fontCharacters(): string {
  return characters(FONT_CODE_POINTS);
}

/** Roboto's letters as text: the subset and the ₦. */
export function robotoCharacters(): string {
  return characters(ROBOTO_CODE_POINTS);
}

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

const unicodeRange = (ranges: readonly (readonly [number, number])[]) =>
  ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');

/** The subset as a CSS `unicode-range` value, e.g. `U+0020-007E, U+00A0, …` (Fredoka's faces). */
export function fontUnicodeRange(): string {
  return unicodeRange(FONT_CODE_POINTS);
}

/** Roboto's faces' `unicode-range`: the subset and `U+20A6`. */
export function robotoUnicodeRange(): string {
  return unicodeRange(ROBOTO_CODE_POINTS);
}

/** Whether a character is drawn by the web fonts (the subset, or Roboto's ₦). */
export function inFontSubset(character: string): boolean {
  const codePoint = character.codePointAt(0)!;
  return codePoint === NAIRA || FONT_CODE_POINTS.some(([from, to]) => codePoint >= from && codePoint <= to);
}
