import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../../src/server/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The real server: API + the production build of the storefront, e.g. http://127.0.0.1:40123 */
    baseUrl: string;
    vendorUsername: string;
    vendorPassword: string;
    /** The production build the server serves (build.test.ts reads it; a test that needs a second build copies it). */
    distDir: string;
  }
}

/**
 * Builds the storefront once (production build, in a temporary folder so a concurrent `npm start`
 * keeps its dist/) and starts the real server on it, on a fresh PGlite folder and a free port.
 * Every e2e file talks to this one server.
 */
export default async function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'bukka-e2e-'));
  const distDir = join(work, 'dist');
  const vite = resolve('node_modules/vite/bin/vite.js');
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) throw new Error(`vite build failed (exit ${build.status})`);

  const vendorUsername = process.env.VENDOR_USERNAME || 'e2e_vendor';
  const vendorPassword = process.env.VENDOR_PASSWORD || 'Vendor#e2e-2026';
  const server: RunningServer = await startServer({
    port: 0,
    host: '127.0.0.1',
    dataDir: join(work, 'data'),
    staticDir: distDir,
    logger: false,
    vendor: { username: vendorUsername, password: vendorPassword },
    // Many logins and signups from one address in a few minutes: not an attack.
    authRateLimit: { max: 10_000, timeWindow: 60_000 },
    loginAddressRateLimit: { max: 10_000, timeWindow: 60_000 },
    orderRateLimit: { max: 10_000, timeWindow: 60_000 },
    newsletterRateLimit: { max: 10_000, timeWindow: 60_000 },
    // The vendor's switches must show at once in the storefront.
    settingsCacheMs: 0,
  });
  project.provide('baseUrl', server.url);
  project.provide('vendorUsername', vendorUsername);
  project.provide('vendorPassword', vendorPassword);
  project.provide('distDir', distDir);

  return async () => {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  };
}
