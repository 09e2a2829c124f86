import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '../../src/domain/api';
import { DataDirLockedError, LOCK_FILE } from '../../src/server/db/lock';
import { startServer } from '../../src/server/server';
import { openEvents } from '../../scripts/lib/eventStream';
import { client, logIn, PASSWORD, testOptions, uniqueName, VENDOR, serverEntry } from './helpers/server';
import { spawnServer } from '../../scripts/lib/serverProcess';

const ROOT = resolve(import.meta.dirname, '../..');

/** Runs the CLI entry (src/server/main.ts) as its own process, as `npm start` would. */
function runMain(env: Record<string, string>) {
  return spawnServer(serverEntry('main'), {
    cwd: ROOT,
    env: { HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    timeoutMs: 60_000,
  });
}

function deadPid(): Promise<number> {
  return new Promise((done) => {
    const child: ChildProcess = spawn(process.execPath, ['-e', '']);
    child.on('exit', () => done(child.pid!));
  });
}

describe('the server as a process on its PGlite folder', () => {
  let dataDir: string;
  let staticDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'bukka-life-'));
    staticDir = mkdtempSync(join(tmpdir(), 'bukka-static-'));
    // As the build leaves them: the home page prerendered, and the empty page for the other paths.
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><title>Bukka</title><div id="root"><h1>Our Menu</h1></div>',
    );
    writeFileSync(join(staticDir, 'app.html'), '<!doctype html><title>Bukka</title><div id="root"></div>');
    mkdirSync(join(staticDir, 'assets'));
    writeFileSync(
      join(staticDir, 'assets', 'app-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(5000))});`,
    );
  });

  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('refuses a second server on a folder in use, and leaves the first one working', async () => {
    const first = await startServer(testOptions({ dataDir }));
    try {
      const second = startServer(testOptions({ dataDir }));
      await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
      await expect(second).rejects.toThrow(/in use by another Bukka server/);
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      const call = client(first.url);
      expect((await call('GET', '/api/payments/config')).status).toBe(200);
      expect(await logIn(call, VENDOR.username, VENDOR.password)).toEqual(expect.any(String));
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('refuses to start as another process while the folder is in use, with a clear message', async () => {
    const first = await startServer(testOptions({ dataDir }));
    try {
      const other = runMain({
        DATA_DIR: dataDir,
        VENDOR_USERNAME: VENDOR.username,
        VENDOR_PASSWORD: VENDOR.password,
      });
      expect(await other.exited).toBe(1);
      expect(other.output()).toContain(
        `The data folder ${dataDir} is in use by another Bukka server (pid ${process.pid})`,
      );
      expect(other.output()).not.toContain('serving on');
    } finally {
      await first.close();
    }
  });

  it('takes over the folder of a server that died without releasing it', async () => {
    writeFileSync(join(dataDir, LOCK_FILE), `${await deadPid()}\n`);
    const server = await startServer(testOptions({ dataDir }));
    try {
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      expect(await logIn(client(server.url), VENDOR.username, VENDOR.password)).toEqual(expect.any(String));
    } finally {
      await server.close();
    }
  });

  it('stops cleanly on SIGTERM, releasing the folder, and never logs a token', async () => {
    const run = runMain({
      DATA_DIR: dataDir,
      VENDOR_USERNAME: VENDOR.username,
      VENDOR_PASSWORD: VENDOR.password,
    });
    const url = await run.url;
    const call = client(url);
    const token = await logIn(call, VENDOR.username, VENDOR.password);
    expect((await call('GET', '/api/account/me', { token })).status).toBe(200);
    const events = await fetch(`${url}/api/vendor/events?token=${token}`);
    expect(events.status).toBe(200);
    await events.body?.cancel();

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    const logs = run.output();
    expect(logs).toContain('"msg":"incoming request"');
    expect(logs).toContain('token=[redacted]');
    expect(logs).not.toContain(token);
  });

  it('creates a vendor from the command line, and refuses while a server holds the folder', async () => {
    const runCli = (args: string[]) =>
      new Promise<{ code: number | null; output: string }>((done) => {
        const child = spawn(process.execPath, [...serverEntry('cli'), ...args], {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: dataDir },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', (code) => done({ code, output }));
      });

    const made = await runCli(['grillmaster']);
    expect(made.code).toBe(0);
    const password = /Password \(shown once\): (\S+)/.exec(made.output)?.[1];
    expect(password).toEqual(expect.any(String));

    const server = await startServer(testOptions({ dataDir }));
    try {
      const call = client(server.url);
      const token = await logIn(call, 'grillmaster', password!);
      expect((await call('GET', '/api/account/me', { token })).body).toMatchObject({ role: 'vendor' });
      const refused = await runCli(['another', '--password', 'Another#chef1']);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain('in use by another Bukka server');
      expect(
        (await call('POST', '/api/login', { body: { username: 'another', password: 'Another#chef1' } }))
          .status,
      ).toBe(400);
    } finally {
      await server.close();
    }
  });

  describe('serving the storefront and guarding the API', () => {
    let server: Awaited<ReturnType<typeof startServer>>;
    let call: ReturnType<typeof client>;

    beforeAll(async () => {
      server = await startServer(
        testOptions({
          dataDir,
          staticDir,
          authRateLimit: { max: 3, timeWindow: 60_000 },
          newsletterRateLimit: { max: 2, timeWindow: 60_000 },
          sseHeartbeatMs: 100,
        }),
      );
      call = client(server.url);
    });

    afterAll(async () => {
      await server?.close();
    });

    it.each([
      ['/', '<div id="root"><h1>Our Menu</h1></div>'],
      ['/signup', '<div id="root"></div>'],
      ['/vendor', '<div id="root"></div>'],
      ['/vendor/orders?status=pending', '<div id="root"></div>'],
    ])(
      'answers GET %s with its page: the prerendered home for /, the empty one elsewhere',
      async (path, root) => {
        const page = await call('GET', path);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toMatch(/^text\/html/);
        expect(page.text).toContain(root);
      },
    );

    it('serves hashed assets compressed and cacheable, and 404s a missing one instead of the page', async () => {
      const asset = await fetch(`${server.url}/assets/app-abc123.js`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-encoding')).toBe('gzip');
      expect(asset.headers.get('cache-control')).toContain('immutable');
      const missing = await call('GET', '/assets/gone-123.js');
      expect(missing.status).toBe(404);
      expect(missing.text).not.toContain('<div id="root">');
      const api = await call('GET', '/api/nothing-here');
      expect(api.status).toBe(404);
      expect(apiErrorSchema.safeParse(api.body).success).toBe(true);
      expect((await call('POST', '/signup')).status).toBe(404);
    });

    it('sends security headers with a CSP that lets the built SPA run', async () => {
      for (const path of ['/', '/api/payments/config']) {
        const answer = await call('GET', path);
        const csp = answer.headers.get('content-security-policy') ?? '';
        expect(csp).toContain("default-src 'self'");
        expect(csp).toContain("script-src 'self'");
        expect(csp).toContain("style-src 'self' 'unsafe-inline'");
        expect(csp).toContain("img-src 'self' data:");
        expect(csp).not.toContain('unsafe-eval');
        expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
        expect(answer.headers.get('x-frame-options')).toBe('DENY');
      }
    });

    it("keeps a page's own headers and needless ones off the build's files, not nosniff or CORP", async () => {
      const asset = await call('GET', '/assets/app-abc123.js');
      expect(asset.status).toBe(200);
      expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
      expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'referrer-policy',
        'x-xss-protection',
      ]) {
        expect(asset.headers.get(name), name).toBeNull();
      }
      // Revalidated by its ETag alone.
      expect(asset.headers.get('etag')).toBeTruthy();
      expect(asset.headers.get('last-modified')).toBeNull();
      expect(asset.headers.get('accept-ranges')).toBeNull();
      // The page itself keeps them all.
      expect((await call('GET', '/')).headers.get('content-security-policy')).toContain("script-src 'self'");
    });

    it('keeps the vendor event stream alive with heartbeat comments', async () => {
      const token = await logIn(call, VENDOR.username, VENDOR.password);
      const stream = await openEvents(`${server.url}/api/vendor/events`, { authorization: `Token ${token}` });
      try {
        expect(stream.status).toBe(200);
        // Two heartbeats, however long a loaded machine takes to send them (a fixed 350 ms wait
        // saw one in a full run). The poll gives up after 10 s: a server on its 15 s default
        // instead of this one's 100 ms still fails.
        await expect
          .poll(() => stream.received().match(/: heartbeat\n\n/g)?.length ?? 0)
          .toBeGreaterThanOrEqual(2);
        expect(stream.received()).not.toContain('event: order');
      } finally {
        stream.close();
      }
    });

    it('rate limits login tries per name with 429 and a JSON detail', async () => {
      const username = uniqueName('brute');
      const tries = [];
      for (let i = 0; i < 4; i++)
        tries.push(await call('POST', '/api/login', { body: { username, password: `x${i}` } }));
      expect(tries.map((t) => t.status)).toEqual([400, 400, 400, 429]);
      expect(apiErrorSchema.parse(tries[3]!.body).detail).toMatch(/Too many/i);
      expect(tries[3]!.headers.get('retry-after')).toEqual(expect.any(String));
      // Another name from the same address still gets its tries.
      const vendor = await call('POST', '/api/login', { body: VENDOR });
      expect(vendor.status).toBe(200);
    });

    it('rate limits sign-ups and newsletter subscriptions per address with 429', async () => {
      const signups = [];
      for (let i = 0; i < 4; i++) {
        const username = uniqueName('bulk');
        signups.push(
          await call('POST', '/api/signup', {
            body: { username, email: `${username}@example.com`, password: PASSWORD },
          }),
        );
      }
      expect(signups.map((s) => s.status)).toEqual([201, 201, 201, 429]);
      const last = signups[3]!.body as { username?: string };
      expect(last.username).toBeUndefined();

      const news = [];
      for (let i = 0; i < 3; i++)
        news.push(await call('POST', '/api/newsletter', { body: { email: `n${i}@example.com` } }));
      expect(news.map((n) => n.status)).toEqual([201, 201, 429]);
    });
  });
});
