import { readFileSync } from 'node:fs';

/**
 * The app's own @font-face rules, read from index.html at start-up, for Storybook's preview head:
 * stories are drawn with exactly the fonts and weights a customer's browser gets (Roboto 400 and
 * 700, Fredoka 600 and 700), never a weight the app does not ship. Loud when they cannot be found,
 * so the screenshots never fall back to the machine's fonts unnoticed.
 */
export function appFontFaces(): string {
  const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
  const rules = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((match) => match[1] ?? '')
    .filter((css) => css.includes('@font-face'));
  if (rules.length === 0) throw new Error('index.html has no @font-face rules for Storybook to use');
  return `<style>${rules.join('\n')}</style>`;
}
