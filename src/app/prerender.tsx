import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { createStore } from 'jotai';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { MENU_DATA_ID, menuDataScript, type MenuItem } from '../domain/menu';
import { MENU_SEED } from '../domain/menuSeed';
import { AppProviders } from './AppProviders';
import { loadHomeSections } from './routes/HomePage';
import { Root } from './routes/Root';
import { setMenuAtom } from './state/menu';

export interface Prerendered {
  /** The page's markup, for #root. */
  html: string;
  /** Emotion's styles for that markup, as <style data-emotion> tags for <head>. */
  styles: string;
  /** The menu it was rendered with, as the `<script type="application/json">` the app reads. */
  menuData: string;
}

/**
 * The home page as static HTML, made at build time (vite.config.ts, build.rolldownOptions) and
 * put into dist/index.html: the first paint needs no JavaScript (First and Largest Contentful
 * Paint). The build also bundles this file for Node (scripts/vite-prerender-home.ts): the server
 * renders `/` again with the vendor's menu when it is not the build's (src/server/home-page.ts),
 * with the same code, so the browser hydrates that page too. Emotion's styles go to <head> as the few tags MUI's server-rendering guide makes
 * (not one <style> beside each element, which has the browser recompute styles again and again
 * while it parses); in the browser, Emotion's cache adopts them by their ids instead of inserting
 * the same rules again. It is a guest's view with an empty cart: the browser's own state (cart,
 * session) shows when the app takes over.
 */
export async function render(path = '/', menu: readonly MenuItem[] = MENU_SEED): Promise<Prerendered> {
  const renderOnce = () => {
    const store = createStore();
    store.set(setMenuAtom, menu);
    // The key is the browser's default cache's ('css'), so that cache finds and adopts these.
    const cache = createCache({ key: 'css' });
    const server = createEmotionServer(cache);
    const html = renderToString(
      <CacheProvider value={cache}>
        <AppProviders store={store}>
          <StaticRouter location={path}>
            <Root />
          </StaticRouter>
        </AppProviders>
      </CacheProvider>,
    );
    return { html, styles: server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)) };
  };
  // The first render asks for the lazy services section and gets its placeholder; once its
  // module is in, the second renders it in place. The page arrives whole, and the browser
  // hydrates the section when its chunk arrives. (The newsletter form stays a placeholder: NoSsr.)
  renderOnce();
  await loadHomeSections();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const page = renderOnce();
  if (page.html.includes('<!--$!-->')) throw new Error(`The prerender of ${path} left a section unrendered`);
  return { ...page, menuData: menuDataScript(menu) };
}

const EMPTY_ROOT = '<div id="root"></div>';
const MENU_DATA = new RegExp(`<script id="${MENU_DATA_ID}" type="application/json">[^<]*</script>`);

/** `shell` carrying `menu` as its data: in place of the menu it has, or before </head>. */
export function withMenuData(shell: string, menu: readonly MenuItem[] = MENU_SEED): string {
  const data = menuDataScript(menu);
  return MENU_DATA.test(shell)
    ? shell.replace(MENU_DATA, () => data)
    : shell.replace('</head>', () => `${data}</head>`);
}

/**
 * `shell` (the built page with an empty #root: dist/app.html) with `path` rendered into it for
 * `menu`: the menu's data, Emotion's styles at the end of <head>, the markup in #root. The build
 * writes dist/index.html with it and the server its `/` for a changed menu: one way to make the
 * page, byte for byte.
 */
export async function renderPage(
  shell: string,
  path = '/',
  menu: readonly MenuItem[] = MENU_SEED,
): Promise<string> {
  if (!shell.includes(EMPTY_ROOT)) throw new Error('The page has no empty #root');
  const { html, styles } = await render(path, menu);
  return withMenuData(shell, menu)
    .replace('</head>', () => `${styles}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${html}</div>`);
}
