import { join, resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '../..');

/** The server's entries: `npm start` runs main; the compose recipe runs the CLIs in the image (README). */
export const SERVER_ENTRIES = ['main', 'cli', 'backup-cli', 'restore-cli'] as const;
export type ServerEntry = (typeof SERVER_ENTRIES)[number];

/**
 * Bundles the server into `outdir`, one ESM file per entry, dependencies left in node_modules
 * (PGlite needs its wasm files beside its own code). `npm start` and `npm run build:server` write
 * dist-server/; the API tests spawn a bundle of their own (tests/server/globalSetup.ts), the
 * code the image runs, instead of compiling src/server through tsx at every spawn.
 * `outdir` must lie inside the repository: the bundle finds drizzle/, package.json and
 * node_modules by looking upwards.
 */
export async function buildServer(outdir: string): Promise<void> {
  await build({
    entryPoints: SERVER_ENTRIES.map((name) => join(root, `src/server/${name}.ts`)),
    outdir,
    bundle: true,
    platform: 'node',
    packages: 'external',
    format: 'esm',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
  });
}
