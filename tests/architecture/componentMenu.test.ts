import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../src/components');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

// Issue 16: the menu is data. A component that imported a list of packages would show the
// seed instead of the vendor's menu; they take menu items as props (ESLint says so too).
describe('components and the menu', () => {
  it('never import the list of packages of the seed', () => {
    const offenders = sources(ROOT).filter((file) =>
      /from\s+['"][^'"]*domain\/menuSeed['"]/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
    expect(sources(ROOT).length).toBeGreaterThan(20);
  });
});
