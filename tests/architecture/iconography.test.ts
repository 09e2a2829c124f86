import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../../src');
const PAGE_LIST = join(import.meta.dirname, '../../stories/docs/iconsInUse.ts');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const iconsIn = (text: string) => [...text.matchAll(/@mui\/icons-material\/(\w+)/g)].map((m) => m[1]);

// Storybook's Iconography page shows the icons the app uses: the list it draws is checked
// against the code, so a designer never reviews an icon the app dropped or misses a new one.
describe("Storybook's Iconography page", () => {
  it('lists exactly the Material icons src/ imports', () => {
    const used = new Set(sources(SRC).flatMap((file) => iconsIn(readFileSync(file, 'utf8'))));
    const listed = new Set(iconsIn(readFileSync(PAGE_LIST, 'utf8')));
    expect([...listed].sort()).toEqual([...used].sort());
    expect(used.size).toBeGreaterThan(20);
  });
});
