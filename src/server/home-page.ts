import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { MENU_DATA_ID, menuDataScript } from '../domain/menu';
import type { MenuCache } from './menu-cache';
import type { FastifyReply, FastifyRequest } from 'fastify';

const MENU_DATA = new RegExp(`<script id="${MENU_DATA_ID}" type="application/json">[^<]*</script>`);

/** Sends a page, as Brotli to a browser that takes it (as @fastify/static sends the build's copies). */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { html: string; br: Buffer },
): FastifyReply {
  reply
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  if (/\bbr\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    return reply.header('content-encoding', 'br').send(page.br);
  }
  return reply.send(page.html);
}

/**
 * The storefront's pages with the menu as it is now (issue 16). The build leaves index.html (the
 * home page, prerendered) and app.html (the other pages' shell) with the menu they were built
 * with in `<script id="bukka-menu">`; each answer carries the stored menu there instead, so a
 * first visit after the vendor's change shows the new names, prices and pictures before any
 * call. One copy per page and menu is kept: the text changes only when the menu does.
 */
export class StorefrontPages {
  private readonly files: Record<'index' | 'app', string>;
  private cache = new Map<string, { html: string; br: Buffer }>();

  constructor(
    staticDir: string,
    shell: 'index.html' | 'app.html',
    private readonly menu: MenuCache,
  ) {
    const index = readFileSync(join(staticDir, 'index.html'), 'utf8');
    this.files = { index, app: readFileSync(join(staticDir, shell), 'utf8') };
    menu.onChange(() => this.cache.clear());
  }

  /** The page as text, and its Brotli copy (made once per menu, like the build's own). */
  async page(name: 'index' | 'app'): Promise<{ html: string; br: Buffer }> {
    const data = menuDataScript(await this.menu.visible());
    const key = `${name}\n${data}`;
    let page = this.cache.get(key);
    if (page === undefined) {
      const file = this.files[name];
      const built = MENU_DATA.exec(file)?.[0];
      let html = file;
      if (!built) {
        // A build without the menu's data (an old one) gets it before </head>.
        html = file.replace('</head>', () => `${data}</head>`);
      } else if (built !== data) {
        html = file.replace(MENU_DATA, () => data);
        // The prerendered markup shows the built menu: the app renders afresh (main.tsx).
        if (name === 'index') html = html.replace('<div id="root">', '<div id="root" data-menu="changed">');
      }
      // Another server's change arrives through the menu cache's expiry: keep only the latest.
      if (this.cache.size > 4) this.cache.clear();
      page = {
        html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      };
      this.cache.set(key, page);
    }
    return page;
  }
}
