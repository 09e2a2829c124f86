import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstLoadFile {
  src: string;
  raw: number;
  gzip: number;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * First-load JavaScript of a production build: everything the page fetches before it is
 * interactive. index.html's entry (boot.ts) starts the app with import('./main') once the
 * prerendered page has painted, so that dynamic import counts too: the entry and its dynamic
 * imports, each with all its static imports, from Vite's manifest, and the classic scripts the
 * page names. Used by `npm run bench:web` and by the build's test (tests/e2e/build.test.ts), so both hold the same 150 KB budget.
 */
export function firstLoadFiles(distDir: string): FirstLoadFile[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const firstLoad = new Set<string>();
  const addWithImports = (key: string) => {
    if (firstLoad.has(key) || !manifest[key]) return;
    firstLoad.add(key);
    manifest[key].imports?.forEach(addWithImports);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry || !html.includes(chunk.file)) continue;
    addWithImports(key);
    chunk.dynamicImports?.forEach(addWithImports);
  }
  // Classic scripts the page names itself (the early event contract, scripts/vite-early-taps.ts)
  // are not in the manifest's graph, but the page fetches them first of all.
  const classic = [...html.matchAll(/<script\b(?![^>]*type="module")[^>]*\ssrc="(\/[^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  const scripts = [
    ...classic,
    ...[...firstLoad].map((key) => `/${manifest[key]!.file}`).filter((src) => src.endsWith('.js')),
  ];
  return scripts.map((src) => {
    const bytes = readFileSync(join(distDir, src.replace(/^\//, '')));
    return { src, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
}

/** Their total, in KB gzip (1 KB = 1000 bytes, as the budget counts). */
export function firstLoadKb(files: readonly FirstLoadFile[]): number {
  return files.reduce((sum, file) => sum + file.gzip, 0) / 1000;
}
