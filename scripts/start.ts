// `npm start`: build what is missing or stale, bundle the server, run it (same process).
// Runs on Node 24's own TypeScript support: node built-ins and esbuild only, no path aliases.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer } from './lib/buildServer.ts';

const root = resolve(import.meta.dirname, '..');
const buildOnly = process.argv.includes('--build-only');

/** Newest modification time under these paths (files or folders). */
function newest(paths: string[]): number {
  let latest = 0;
  const visit = (path: string) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) visit(join(path, entry));
    } else if (stat.mtimeMs > latest) {
      latest = stat.mtimeMs;
    }
  };
  paths.forEach((p) => visit(join(root, p)));
  return latest;
}

// 1. The storefront: only when dist/ is missing or older than what it is built from, or when
// the home page's renderer the build leaves in dist-ssr/ is missing (a build from before it).
const builtIndex = join(root, 'dist', 'index.html');
const builtRenderer = join(root, 'dist-ssr', 'prerender.js');
const storefrontSources = [
  'src/app',
  'src/components',
  'src/domain',
  'src/theme',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite-prerender-home.ts',
];
const serverOnly = process.argv.includes('--server-only');
if (
  !serverOnly &&
  (!existsSync(builtIndex) ||
    !existsSync(builtRenderer) ||
    statSync(builtIndex).mtimeMs < newest(storefrontSources))
) {
  console.log('Building the storefront (vite build)…');
  const vite = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (vite.status !== 0) process.exit(vite.status ?? 1);
}

// 2. The server: one ESM file per entry (scripts/lib/buildServer.ts).
await buildServer(join(root, 'dist-server'));

if (!buildOnly) {
  process.chdir(root);
  await import(pathToFileURL(join(root, 'dist-server', 'main.js')).href);
}
