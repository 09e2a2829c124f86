import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** The package a bare import names: `drizzle-orm/pg-core` → drizzle-orm, `@fastify/static` → itself. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The production image (Dockerfile: `npm prune --omit=dev`) keeps `dependencies` only, and runs
 * dist-server/ (this bundle, packages left external) and dist-ssr/ (the home page's renderer,
 * every package bundled in: scripts/vite-prerender-home.ts). So `dependencies` must be exactly
 * what the server bundle imports: one missing breaks the image, one more (MUI's icons were
 * 174 MB) only weighs it down (issue 26).
 */
describe('the production dependencies', () => {
  it('are exactly the packages the bundled server imports', async () => {
    const result = await build({
      entryPoints: [join(ROOT, 'src/server/main.ts'), join(ROOT, 'src/server/cli.ts')],
      bundle: true,
      platform: 'node',
      packages: 'external',
      format: 'esm',
      write: false,
      outdir: join(ROOT, 'dist-server'),
      metafile: true,
      logLevel: 'silent',
    });
    const imported = new Set<string>();
    for (const output of Object.values(result.metafile.outputs)) {
      for (const entry of output.imports) {
        if (entry.external && !entry.path.startsWith('node:')) imported.add(packageOf(entry.path));
      }
    }
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    expect(imported.size).toBeGreaterThan(10);
    expect(Object.keys(manifest.dependencies).sort()).toEqual([...imported].sort());
  }, 60_000);
});
