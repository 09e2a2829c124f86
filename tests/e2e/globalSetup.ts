import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { startServer, type RunningServer } from '../../src/server/server';

/** `template` copied to `dataDir`, which is returned. */
export function copyOf(template: string, dataDir: string): string {
  cpSync(template, dataDir, { recursive: true });
  return dataDir;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * The real servers, one per lane (API + the production build of the storefront, each on a
     * database of its own), e.g. http://127.0.0.1:40123. A test file talks to its lane's: `baseUrl()`.
     */
    baseUrls: string[];
    vendorUsername: string;
    vendorPassword: string;
    /** The production build the server serves (build.test.ts reads it; a test that needs a second build copies it). */
    distDir: string;
    /**
     * Where a test moves its lane's server clock (`serverClock` in helpers.ts): the clock of
     * timed pauses, sold out and unpaid orders' expiry, so a test jumps past a 30-minute pause
     * instead of waiting it out. One per lane, like `baseUrls`.
     */
    clockUrls: string[];
  }
}

/**
 * The lanes' server clocks, set from the tests over HTTP (they run in other processes):
 * `PUT /<lane>` with the offset in ms from the real time as the body.
 */
function startClockControl(offsets: number[]): Promise<Server> {
  const control = createServer((request, response) => {
    const lane = Number(request.url?.slice(1));
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const offset = Number(body);
      if (request.method !== 'PUT' || !(lane in offsets) || !Number.isFinite(offset)) {
        response.writeHead(400).end();
        return;
      }
      offsets[lane] = offset;
      response.writeHead(204).end();
    });
  });
  return new Promise((resolve) => control.listen(0, '127.0.0.1', () => resolve(control)));
}

/**
 * Builds the storefront once (production build, in a temporary folder so a concurrent `npm start`
 * keeps its dist/) and starts the real server on it, on a fresh PGlite folder and a free port:
 * one per lane. As many e2e files run at a time as there are workers (vite.config.ts: 3), each
 * on a server of its own: a file changes its server's shop-wide state (the food and delivery
 * switches, the sold-out list, the menu), so two files never share one, and the files of one lane
 * take turns. The suite's time goes mostly to waiting (throttled networks, a vendor's timers,
 * page loads), not to the CPU: a single lane left a core idle for minutes.
 */
export default async function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'bukka-e2e-'));
  const distDir = join(work, 'dist');
  const vite = resolve('node_modules/vite/bin/vite.js');
  // The build and a migrated PGlite folder at once: a fresh folder costs 3–8 s of CPU (initdb in
  // WebAssembly, then the migrations), a copy of a migrated one a fraction of a second, and each
  // lane's server and each file's own server (flows.ts) starts on a copy.
  const pgliteTemplate = join(work, 'pglite-template');
  const [status] = await Promise.all([
    new Promise<number | null>((done) =>
      spawn(process.execPath, [vite, 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], {
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      }).on('exit', done),
    ),
    openDatabase({ dataDir: pgliteTemplate }).then((database) => database.close()),
  ]);
  if (status !== 0) throw new Error(`vite build failed (exit ${status})`);

  const vendorUsername = process.env.VENDOR_USERNAME || 'e2e_vendor';
  const vendorPassword = process.env.VENDOR_PASSWORD || 'Vendor#e2e-2026';
  const lanes = project.config.maxWorkers;
  const offsets = Array.from({ length: lanes }, () => 0);
  const control = await startClockControl(offsets);
  const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`;
  const startLane = (lane: number): Promise<RunningServer> =>
    startServer({
      now: () => Date.now() + offsets[lane]!,
      port: 0,
      host: '127.0.0.1',
      dataDir: copyOf(pgliteTemplate, join(work, `data-${lane}`)),
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
  const servers = await Promise.all(Array.from({ length: lanes }, (_, lane) => startLane(lane)));
  project.provide(
    'baseUrls',
    servers.map((server) => server.url),
  );
  project.provide('vendorUsername', vendorUsername);
  project.provide('vendorPassword', vendorPassword);
  project.provide('distDir', distDir);
  project.provide('pgliteTemplate', pgliteTemplate);
  project.provide(
    'clockUrls',
    servers.map((_, lane) => `${controlUrl}/${lane}`),
  );

  return async () => {
    await Promise.all(servers.map((server) => server.close()));
    control.close();
    rmSync(work, { recursive: true, force: true });
  };
}
