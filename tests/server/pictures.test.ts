import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_TYPES_MESSAGE } from '../../src/domain/uploadedPicture';
import { vendorMenuItemSchema } from '../../src/domain/vendorMenuApi';
import { spawnServer, stopProcess, type ServerProcess } from '../../scripts/lib/serverProcess';
import { testPicture, uploadPicture } from './menu';
import {
  createTestDatabase,
  logIn,
  startTestServer,
  VENDOR,
  type TestDatabase,
  type TestServer,
  serverEntry,
} from './helpers/server';

const ROOT = resolve(import.meta.dirname, '../..');
const MB = 1024 * 1024;

/** A 16-bit PNG of one colour: a few hundred KB on the wire, width × height × 6 bytes decoded. */
function bigPng(width: number, height: number, shade: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: shade, g: 90, b: 30 } } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** Debian's jemalloc (libjemalloc2, installed by .ci/run), which the production image preloads. */
const JEMALLOC = `/usr/lib/${process.arch === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/libjemalloc.so.2`;

/** The server process's resident memory now, and its peak since the last reset, in bytes. */
function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)![1]) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}
/** Linux: writing 5 to clear_refs sets the peak (VmHWM) back to the current RSS. */
const resetPeak = (pid: number) => writeFileSync(`/proc/${pid}/clear_refs`, '5');

/**
 * Issue 26, finding 5: four 7070×7070 16-bit PNG uploads at once took +465 MB (one alone +304 MB)
 * on a server the README says fits a 1 GB VPS. Measured on the real server process through its
 * kernel-kept peak RSS. On PostgreSQL, so that the figure is the server's own: with PGlite the
 * database's cache lives in the same process and grows with every write, pictures or not.
 */
describe('picture uploads have a memory bound (issue 26)', () => {
  let postgres: TestDatabase;
  let server: ServerProcess;
  let url: string;
  let token: string;

  beforeAll(async () => {
    // Without it the process would silently run on glibc's malloc and measure something else.
    expect(existsSync(JEMALLOC), `${JEMALLOC} (apt-get install libjemalloc2)`).toBe(true);
    postgres = await createTestDatabase('postgres');
    server = spawnServer(serverEntry('main'), {
      cwd: ROOT,
      env: {
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: postgres.options.databaseUrl!,
        LOG_LEVEL: 'warn',
        // As the image runs it (Dockerfile): with glibc's malloc the peak swung 82-210 MB run
        // to run, as each libuv thread's arena kept what one decoding freed from the next.
        LD_PRELOAD: JEMALLOC,
        VENDOR_USERNAME: VENDOR.username,
        VENDOR_PASSWORD: VENDOR.password,
      },
    });
    url = await server.url;
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(VENDOR),
    });
    token = ((await login.json()) as { token: string }).token;
  });

  afterAll(async () => {
    if (server) await stopProcess(server.child);
    postgres?.dispose();
  });

  it('keeps four worst-case uploads at once under 220 MB above idle, and refuses a canvas over 40 MP', async () => {
    const pid = server.child.pid!;
    // sharp and libvips loaded, the menu read: what a running server has in memory anyway.
    expect((await uploadPicture(url, 1, await testPicture('png'), { token })).status).toBe(200);
    // The attack's files (50 MP each) and the largest canvas still taken (just under 40 MP).
    const bombs = await Promise.all([0, 1, 2, 3].map((n) => bigPng(7070, 7070, 100 + n)));
    const largest = await Promise.all([0, 1, 2, 3].map((n) => bigPng(6320, 6320, 150 + n)));
    for (const file of [...bombs, ...largest]) expect(file.length).toBeLessThan(5 * MB);

    // One of the largest pictures taken, alone first: a server that has processed a picture has
    // its heap and libvips' pools grown to that size, and "idle" is measured after it. Measured
    // from a cold server instead, the same attack read 73-159 MB above idle: the spread was where
    // V8's heap and glibc's arenas stood at the idle reading, not the uploads.
    const warm = await uploadPicture(url, 6, await bigPng(6320, 6320, 149), {
      token,
      type: 'image/png',
      filename: 'big.png',
    });
    expect(warm.status).toBe(200);
    const idle = memory(pid).rss;
    resetPeak(pid);
    const answers = await Promise.all([
      ...bombs.map((file, n) =>
        uploadPicture(url, 2 + n, file, { token, type: 'image/png', filename: 'big.png' }),
      ),
      ...largest.map((file, n) =>
        uploadPicture(url, 6 + n, file, { token, type: 'image/png', filename: 'big.png' }),
      ),
    ]);
    const above = memory(pid).peak - idle;
    console.log(
      `pictures: idle RSS ${(idle / MB).toFixed(0)} MB, peak ${(above / MB).toFixed(0)} MB above idle`,
    );

    expect(answers.slice(0, 4).map((answer) => [answer.status, answer.body.detail])).toEqual(
      Array(4).fill([415, UPLOAD_TYPES_MESSAGE]),
    );
    // The other four waited their turn: each was processed.
    for (const answer of answers.slice(4)) {
      expect(answer.status).toBe(200);
      expect(vendorMenuItemSchema.parse(answer.body).imgUrl).toMatch(/^\/media\/[0-9a-f]{64}\.webp$/);
    }
    // The bound is the design's, not a reading: one decoding at a time (a 16-bit 40 MP PNG
    // decodes in ~72 MB), the one before it still handing its pages back when the CPU is busy,
    // and the eight bodies (5 MB at most each): under 220 MB. Read alone on an idle machine:
    // 123-133 MB; inside a whole clean-clone run: 174 MB. Decoded all at once, as before issue
    // 26, the same uploads took +465 MB; four decodings at once would need ~290 MB.
    expect(above).toBeLessThan(220 * MB);
  });
});

describe('a replaced picture is deleted once nothing shows it (issue 26)', () => {
  let database: TestDatabase;
  let running: TestServer;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    running = await startTestServer(database);
    token = await logIn(running.call, VENDOR.username, VENDOR.password);
  });

  afterAll(async () => {
    await running?.stop();
    database?.dispose();
  });

  async function upload(id: number, shade: number) {
    const file = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: shade, g: 1, b: 2 } },
    })
      .png()
      .toBuffer();
    const answer = await uploadPicture(running.server.url, id, file, { token, type: 'image/png' });
    expect(answer.status).toBe(200);
    return vendorMenuItemSchema.parse(answer.body).imgUrl;
  }
  const served = async (imgUrl: string) =>
    (await fetch(running.server.url + imgUrl.replace('.webp', '-360w.webp'))).status;

  it('keeps a picture another package still shows, and deletes it with the last one', async () => {
    const shared = await upload(1, 10);
    expect(await upload(2, 10)).toBe(shared);
    const other = await upload(3, 20);

    // Package 1 gets a new picture: package 2 still shows the old one.
    const fresh = await upload(1, 30);
    expect(await served(shared)).toBe(200);
    // Package 2 too: now nothing shows it, and every width of it is gone.
    await upload(2, 20);
    expect(await served(shared)).toBe(404);
    const sha = /([0-9a-f]{64})/.exec(shared)![1]!;
    expect(await running.server.app.store.pictureWidths(sha)).toEqual([]);
    // The pictures still shown stay.
    expect(await served(other)).toBe(200);
    expect(await served(fresh)).toBe(200);
  });
});
