import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { menuDataScript } from '../../src/domain/menu';
import { MENU_SEED } from '../../src/domain/menuSeed';
import { SSR_ENTRY, ssrDirOf } from '../../src/server/ssr-bundle';
import { testApi } from './helpers/testApi';

/**
 * A built storefront as the build leaves it (index.html prerendered with the seed, app.html empty)
 * and, with `renderer`, a renderer in `<dir>-ssr/` standing in for the build's bundle of
 * src/app/prerender.tsx (the real one is tested end to end: tests/e2e/menu.test.ts). It counts its
 * calls and fails for a package named 'Boom'.
 */
function builtStorefront(renderer: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), 'bukka-pages-'));
  const head = `<head><title>Bukka</title>${menuDataScript(MENU_SEED)}</head>`;
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html>${head}<div id="root"><p>built</p></div></html>`,
  );
  writeFileSync(join(dir, 'app.html'), `<!doctype html><html>${head}<div id="root"></div></html>`);
  if (renderer) {
    mkdirSync(ssrDirOf(dir));
    writeFileSync(
      join(ssrDirOf(dir), SSR_ENTRY),
      `export async function renderPage(shell, path, menu) {
        globalThis.bukkaRenders = (globalThis.bukkaRenders ?? 0) + 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (menu.some((item) => item.name === 'Boom')) throw new Error('boom');
        const list = menu.map((item) => item.name + ' ' + item.price).join(', ');
        return shell.replace('<div id="root"></div>', '<div id="root"><p>' + list + '</p></div>');
      }`,
    );
  }
  return dir;
}

const renders = () => (globalThis as { bukkaRenders?: number }).bukkaRenders ?? 0;
const withRenderer = builtStorefront(true);
const withoutRenderer = builtStorefront(false);
afterAll(() => {
  for (const dir of [withRenderer, withoutRenderer]) {
    rmSync(dir, { recursive: true, force: true });
    rmSync(ssrDirOf(dir), { recursive: true, force: true });
  }
});

describe('the home page with the build’s renderer (issue 16)', () => {
  const api = testApi('pglite', { staticDir: withRenderer });
  const patch = (body: unknown) => api.call('PATCH', '/api/vendor/menu/3', { token: api.vendorToken, body });

  it('sends the built page while the menu is the build’s, and renders / once per changed menu', async () => {
    const built = await api.call('GET', '/');
    expect(built.text).toContain('<div id="root"><p>built</p></div>');
    expect(renders()).toBe(0);

    expect((await patch({ price: 1600 })).status).toBe(200);
    const pages = await Promise.all([1, 2, 3].map(() => api.call('GET', '/')));
    for (const page of pages) {
      expect(page.status).toBe(200);
      expect(page.text).toContain('Mega Package 1600');
      expect(page.text).not.toContain('data-menu');
    }
    expect((await api.call('GET', '/')).text).toBe(pages[0]!.text);
    expect(renders()).toBe(1);
    // The other pages' shell only carries the data.
    const shell = await api.call('GET', '/signup');
    expect(shell.text).toContain('"price":1600');
    expect(shell.text).toContain('<div id="root"></div>');
    expect(renders()).toBe(1);

    // Another change renders again; back to the build's menu, the built page as it is.
    expect((await patch({ price: 1650 })).status).toBe(200);
    expect((await api.call('GET', '/')).text).toContain('Mega Package 1650');
    expect(renders()).toBe(2);
    expect((await patch({ price: 1500 })).status).toBe(200);
    expect((await api.call('GET', '/')).text).toBe(built.text);
    expect(renders()).toBe(2);
  });

  it('falls back to the built markup, marked for a fresh render, when the renderer fails', async () => {
    expect((await patch({ name: 'Boom' })).status).toBe(200);
    const page = await api.call('GET', '/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root" data-menu="changed"><p>built</p></div>');
    expect(page.text).toContain('"name":"Boom"');
    expect((await patch({ name: 'Mega Package' })).status).toBe(200);
  });
});

describe('the home page of a build without the renderer', () => {
  const api = testApi('pglite', { staticDir: withoutRenderer });

  it('keeps the built markup, marked for a fresh render, with the stored menu’s data', async () => {
    const patched = await api.call('PATCH', '/api/vendor/menu/3', {
      token: api.vendorToken,
      body: { price: 1700 },
    });
    expect(patched.status).toBe(200);
    const page = await api.call('GET', '/');
    expect(page.text).toContain('<div id="root" data-menu="changed"><p>built</p></div>');
    expect(page.text).toContain('"price":1700');
  });
});
