import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * drizzle/ sits at the repository root; this file runs from src/server/db (tsx, Vitest) or from
 * the bundle in dist-server/, so look upwards for it.
 */
export function findMigrationsFolder(from = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No drizzle/ migrations folder found above ${from}`);
    dir = parent;
  }
}
