import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { MENU_DATA_ID, menuDataScript, type MenuItem } from '../domain/menu';
import type { MenuCache } from './menu-cache';
import { ssrEntryOf } from './ssr-bundle';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';

const MENU_DATA = new RegExp(`<script id="${MENU_DATA_ID}" type="application/json">[^<]*</script>`);

/**
 * Sends a page, as Brotli to a browser that takes it (as @fastify/static sends the build's copies).
 * Its ETag (one per menu and encoding) lets a browser that has it revalidate it for a 304: the
 * service worker asks for `/` on every online visit (pwa.config.ts).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page): FastifyReply {
  const br = /\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''));
  const etag = `"${page.hash}${br ? '-br' : ''}"`;
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .header('etag', etag)
    .type('text/html; charset=utf-8');
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return reply.code(304).send();
  if (br) return reply.header('content-encoding', 'br').send(page.br);
  return reply.send(page.html);
}

/** What the build's Node bundle of src/app/prerender.tsx gives (ssr-bundle.ts). */
interface Renderer {
  renderPage(shell: string, path: string, menu: readonly MenuItem[]): Promise<string>;
}

/** A page as text, its Brotli copy and a hash of it (for its ETag). */
type Page = { html: string; br: Buffer; hash: string };

/**
 * The storefront's pages with the menu as it is now (issue 16). The build leaves index.html (the
 * home page, prerendered) and app.html (the other pages' shell) with the menu they were built
 * with in `<script id="bukka-menu">`; each answer carries the stored menu there instead, so a
 * first visit after the vendor's change shows the new names, prices and pictures before any
 * call. When the stored menu is not the build's, `/` is rendered again with it by the build's
 * own renderer (dist-ssr/, ssr-bundle.ts), so its markup shows the new menu and the browser
 * hydrates it. One copy per page and menu is kept: the text changes only when the menu does.
 */
export class StorefrontPages {
  private readonly files: Record<'index' | 'app', string>;
  private cache = new Map<string, Promise<Page>>();
  private renderer: Promise<Renderer | undefined> | undefined;

  constructor(
    private readonly staticDir: string,
    shell: 'index.html' | 'app.html',
    private readonly menu: MenuCache,
    private readonly log?: FastifyBaseLogger,
  ) {
    const index = readFileSync(join(staticDir, 'index.html'), 'utf8');
    this.files = { index, app: readFileSync(join(staticDir, shell), 'utf8') };
    menu.onChange(() => this.cache.clear());
  }

  /** The page as text, and its Brotli copy (made once per menu, like the build's own). */
  async page(name: 'index' | 'app'): Promise<Page> {
    const items = await this.menu.visible();
    const data = menuDataScript(items);
    const key = `${name}\n${data}`;
    let page = this.cache.get(key);
    if (page === undefined) {
      // Another server's change arrives through the menu cache's expiry: keep only the latest.
      if (this.cache.size > 4) this.cache.clear();
      page = this.make(name, data, items);
      this.cache.set(key, page);
      // A failed one is made again by the next request.
      page.catch(() => this.cache.delete(key));
    }
    return page;
  }

  private async make(name: 'index' | 'app', data: string, items: readonly MenuItem[]): Promise<Page> {
    const file = this.files[name];
    const built = MENU_DATA.exec(file)?.[0];
    let html = file;
    if (!built) {
      // A build without the menu's data (an old one) gets it before </head>.
      html = file.replace('</head>', () => `${data}</head>`);
    } else if (built !== data) {
      html = name === 'index' ? await this.renderHome(items) : file.replace(MENU_DATA, () => data);
    }
    return {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      hash: createHash('sha256').update(html).digest('base64url').slice(0, 22),
    };
  }

  /** `/` for a menu that is not the build's: rendered with it, or else marked for a fresh render. */
  private async renderHome(items: readonly MenuItem[]): Promise<string> {
    const renderer = await this.loadRenderer();
    if (renderer) {
      try {
        return await renderer.renderPage(this.files.app, '/', items);
      } catch (error) {
        this.log?.warn({ err: error }, 'the home page could not be rendered with the stored menu');
      }
    }
    // The prerendered markup shows the built menu: the app renders afresh (main.tsx).
    return this.files.index
      .replace(MENU_DATA, () => menuDataScript(items))
      .replace('<div id="root">', '<div id="root" data-menu="changed">');
  }

  /** The build's renderer, read once, when a menu first differs; none in a build from before it. */
  private loadRenderer(): Promise<Renderer | undefined> {
    this.renderer ??= (async () => {
      const entry = ssrEntryOf(this.staticDir);
      if (!existsSync(entry)) return undefined;
      return (await import(pathToFileURL(entry).href)) as Renderer;
    })().catch((error: unknown) => {
      this.log?.warn({ err: error }, 'the home page renderer could not be loaded');
      return undefined;
    });
    return this.renderer;
  }
}
