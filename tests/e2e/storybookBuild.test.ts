import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserForFile } from './helpers';

/**
 * The published Storybook (issue 27 item 1): what `npm run build-storybook` writes and
 * `npm run chromatic` uploads. Its build once failed on the shop's service worker, and then drew
 * every story as 'A network error occurred' for want of the fonts, with nothing in the suite
 * looking: here it is built, served as static files and opened.
 */

const browser = browserForFile();
const outDir = mkdtempSync(join(tmpdir(), 'bukka-storybook-'));
let server: FastifyInstance | undefined;
let url = '';

beforeAll(async () => {
  // Not spawnSync: the worker's event loop stays free while Storybook builds (~30 s).
  await promisify(execFile)(
    process.execPath,
    [resolve('node_modules/storybook/dist/bin/dispatcher.js'), 'build', '--quiet', '-o', outDir],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  server = Fastify();
  await server.register(fastifyStatic, { root: outDir });
  url = await server.listen({ port: 0, host: '127.0.0.1' });
}, 180_000);

afterAll(async () => {
  await server?.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe('the static Storybook', () => {
  it('draws a story, its docs page, the design tokens and a screen through MSW with every file found and no error', async () => {
    const index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8')) as {
      entries: Record<string, { type: string }>;
    };
    expect(Object.keys(index.entries).length).toBeGreaterThan(100);
    expect(index.entries['vendor-ordercard--pending-delivery']?.type).toBe('story');

    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(`${url}/iframe.html?id=vendor-ordercard--pending-delivery&viewMode=story`);
    await page.getByRole('article', { name: '#1042' }).waitFor();
    // The app's own fonts, not the machine's: what the screenshots were taken with.
    expect(await page.evaluate(() => document.fonts.check('700 16px Fredoka'))).toBe(true);

    await page.goto(`${url}/?path=/docs/vendor-ordercard--docs`);
    await page
      .frameLocator('#storybook-preview-iframe')
      .getByRole('heading', { name: 'OrderCard', level: 1 })
      .waitFor();
    // The tokens page is drawn from the theme object: the brand's yellow as the code holds it.
    await page.goto(`${url}/iframe.html?id=design-tokens--docs&viewMode=docs`);
    await page.getByRole('heading', { name: 'Design tokens', level: 1 }).waitFor();
    await page.getByText('#FFC107').first().waitFor();
    // A screen story (issue 27 item 3): the app itself, its API answered by MSW's worker, which
    // the build serves from .storybook/msw: the rush's first order comes from the handlers.
    await page.goto(`${url}/iframe.html?id=screens-console--queue-rush-desktop&viewMode=story`);
    await page.getByRole('article', { name: '#500001' }).waitFor();
    expect(problems).toEqual([]);
    await page.close();
  });
});
