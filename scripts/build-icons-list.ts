import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Writes stories/docs/iconsInUse.ts, the Iconography page's list: every Material icon src/
 * imports (tests/architecture/iconography.test.ts fails when the two differ). `npm run build:icons-list`.
 */
const root = join(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const names = [
  ...new Set(
    sources(join(root, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/@mui\/icons-material\/(\w+)/g)].map((m) => m[1]!),
    ),
  ),
].sort();

const text = [
  "import type SvgIcon from '@mui/material/SvgIcon';",
  ...names.map((name) => `import ${name}Icon from '@mui/icons-material/${name}';`),
  '',
  '/**',
  " * Every Material icon the app's code imports (src/), for the Iconography page; written by",
  ' * `npm run build:icons-list`. tests/architecture/iconography.test.ts fails when src/ imports one',
  ' * this list lacks, or the list keeps one src/ dropped.',
  ' */',
  'export const ICONS_IN_USE: Record<string, typeof SvgIcon> = {',
  ...names.map((name) => `  ${name}: ${name}Icon,`),
  '};',
  '',
].join('\n');
writeFileSync(join(root, 'stories/docs/iconsInUse.ts'), text);
console.log(`${names.length} icons`);
