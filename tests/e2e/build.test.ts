import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import subsetFont from 'subset-font';
import { describe, expect, inject, it } from 'vitest';
import { firstLoadFiles, firstLoadKb } from '../../scripts/lib/firstLoad';
import { fontUnicodeRange, robotoUnicodeRange } from '../../scripts/lib/fontSubset';
import { baseUrl } from './helpers';

// The build's tricks, checked on the production build globalSetup made: each of them stops
// working silently (a renamed file, a renamed chunk, a changed marker) unless something looks.
const distDir = inject('distDir');
const assets = join(distDir, 'assets');
const scripts = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => ({ name, code: readFileSync(join(assets, name), 'utf8') }));
const allCode = scripts.map((s) => s.code).join('\n');

describe('the production build', () => {
  it('keeps the first load within 150 KB of gzip JavaScript', () => {
    const kb = firstLoadKb(firstLoadFiles(distDir));
    expect(kb).toBeGreaterThan(50);
    expect(kb).toBeLessThanOrEqual(150);
  });

  it('ships Zod Mini to the browser, not the classic API (87 KB of the first visit, issue 12)', () => {
    // Each zod schema class is built under its name: the classic API's object is `ZodObject`,
    // Zod Mini's `ZodMiniObject` (src/domain/zod.ts).
    expect(allCode).toMatch(/[`'"]ZodMiniObject[`'"]/);
    expect(
      scripts.filter((s) => /[`'"]Zod(Object|String|Number)[`'"]/.test(s.code)).map((s) => s.name),
    ).toEqual([]);
  });

  it('keeps libphonenumber-js out of the API client, which a first visit loads with the menu', () => {
    // The chunks a script brings with it: its static imports and theirs (not its import()s).
    const staticImports = (name: string, seen = new Set<string>()): Set<string> => {
      const code = scripts.find((script) => script.name === name)?.code ?? '';
      for (const [, next] of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) {
        if (!seen.has(next!)) staticImports(next!, seen.add(next!));
      }
      return seen;
    };
    const client = scripts.find((script) => /^client-[\w-]+\.js$/.test(script.name))!.name;
    const brought = [...staticImports(client)];
    expect(brought.length).toBeGreaterThan(1);
    // The phone rule is the checkout's and the address panel's, loaded when they open.
    expect(brought.filter((name) => name.startsWith('phone-'))).toEqual([]);
    expect(allCode).toMatch(/import\{[^}]*\}from["']\.\/phone-[\w-]+\.js["']/);
  });

  it("leaves Jotai's atom labels out of the scripts (scripts/vite-strip-debug-labels.ts)", () => {
    expect(allCode).not.toContain('debugLabel');
  });

  it("puts the stand-in for MUI's CSS-variables engine in place of the real one (the alias matched)", () => {
    // src/theme/withoutCssVariables.ts is reachable only through the alias in vite.config.ts: if
    // MUI renames createThemeWithVars, the alias matches nothing and this text is gone.
    const standIn = allCode.includes('Bukka builds its MUI theme without CSS variables');
    expect(standIn, 'src/theme/withoutCssVariables.ts is in the bundle').toBe(true);
  });

  it('gives modulepreload dependencies to the chunks someone waits on, and none to the lazy home sections', () => {
    const withDeps = (chunk: string) =>
      // A chunk that also exports to another lazy chunk (the console's, shared with Reports) is
      // reached through the re-export's name: `import(…).then(e=>e.t)`.
      new RegExp(
        `import\\(\`\\./${chunk}-[\\w-]+\\.js\`\\)(\\.then\\(\\w+=>\\w+\\.\\w+\\))?,__vite__mapDeps\\(\\[\\d`,
      ).test(allCode);
    const withoutDeps = (chunk: string) =>
      new RegExp(`import\\(\`\\./${chunk}-[\\w-]+\\.js\`\\),\\[\\]\\)`).test(allCode);
    for (const waitedOn of ['CartFeature', 'AuthFeature', 'PaymentFeature', 'SignupPage', 'VendorPage']) {
      expect(withDeps(waitedOn), waitedOn).toBe(true);
    }
    for (const byItself of ['ServicesFeature', 'NewsletterFeature', 'AppStatusFeature']) {
      expect(withoutDeps(byItself), byItself).toBe(true);
    }
  });

  it("puts the app's code and the cart drawer's first view in a file each, the drawer's asked for after the app's (issue 30)", () => {
    // Over HTTP/1.1's six connections at 300 ms a round trip, each file on the path costs a turn:
    // Rolldown alone made ~45 files of the app's code and ~20 of the drawer's, most under 1 KB
    // (scripts/vite-path-chunks.ts).
    const home = readFileSync(join(distDir, 'index.html'), 'utf8');
    const hrefs = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
    const template = (id: string) =>
      new RegExp(`<template id="${id}">(.*?)</template>`).exec(home)?.[1] ?? '';
    const appFiles = hrefs(home.replace(/<template[^>]*>.*?<\/template>/g, ''));
    expect(appFiles.filter((href) => !/^\/assets\/(main|rolldown-runtime)-/.test(href))).toEqual([]);
    // The drawer's first view: not beside the app's code (src/app/hooks/cartCode.ts asks for it).
    expect(hrefs(template('bukka-cart-code'))).toEqual([
      expect.stringMatching(/^\/assets\/CartFeature-[\w-]+\.js$/),
    ]);
    expect(hrefs(template('bukka-checkout-code'))).toContainEqual(
      expect.stringMatching(/^\/assets\/CartCheckout-/),
    );
  });

  it('prerenders the home page, whole, into index.html and leaves app.html empty for the other routes', () => {
    const home = readFileSync(join(distDir, 'index.html'), 'utf8');
    const root = home.slice(home.indexOf('<div id="root">'));
    expect(root).not.toMatch(/^<div id="root"><\/div>/);
    expect(root).toContain('id="menu"');
    // The lazy services section is rendered in place by the prerender's second pass.
    expect(root).toContain('id="services"');
    expect(home).toContain('<style data-emotion=');
    expect(readFileSync(join(distDir, 'app.html'), 'utf8')).toContain('<div id="root"></div>');
  });

  it('prerenders each part below the menu as a Suspense boundary of its own, so React hydrates it apart', () => {
    const home = readFileSync(join(distDir, 'index.html'), 'utf8');
    const root = home.slice(home.indexOf('<div id="root">'));
    // React writes <!--$--> before a completed boundary's markup (<!--$!--> is one left to the client).
    for (const part of [
      '<section id="about"',
      '<section id="services"',
      '<section id="career"',
      '<section id="contact"',
      '<footer',
    ])
      expect(root, part).toContain(`<!--$-->${part}`);
    // The header, the hero and the menu are the shell, hydrated first: the paused banner is portalled
    // into the menu once the app runs (features/pwa/PauseBanners.tsx), after the shell's hydration.
    expect(root).not.toContain('<!--$--><section class="Bukka-hero');
    expect(root).not.toContain('<!--$--><section id="menu"');
  });

  it('sizes the pictures: hero first and eager, menu cards lazy, each with the stored widths in srcset', () => {
    const home = readFileSync(join(distDir, 'index.html'), 'utf8');
    const section = (id: string) =>
      home.slice(home.indexOf(`id="${id}"`), home.indexOf('</section>', home.indexOf(`id="${id}"`)));
    const imgs = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
    const attr = (img: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(img)?.[1];
    const stored = (img: string) =>
      (attr(img, 'srcSet') ?? attr(img, 'srcset') ?? '')
        .split(', ')
        .filter(Boolean)
        .map((entry) => entry.split(' ')[0]!);

    const [hero, ...extra] = imgs(section('home'));
    expect(extra).toEqual([]);
    expect(attr(hero!, 'fetchpriority') ?? attr(hero!, 'fetchPriority')).toBe('high');
    expect(attr(hero!, 'loading')).toBe('eager');
    expect(attr(hero!, 'sizes')).toBeTruthy();
    expect(stored(hero!)).toHaveLength(4);

    const cards = imgs(section('menu'));
    expect(cards).toHaveLength(9);
    for (const card of cards) {
      expect(attr(card, 'loading'), card).toBe('lazy');
      expect(attr(card, 'sizes'), card).toMatch(/100vw/);
      expect(stored(card).map((url) => /-(\d+)w\.webp$/.exec(url)?.[1])).toEqual([
        '360',
        '480',
        '720',
        '960',
      ]);
    }
    const missing = [hero!, ...cards]
      .flatMap((img) => [attr(img, 'src')!, ...stored(img)])
      .filter((url) => !existsSync(join(distDir, url)));
    expect(missing, 'every picture the home page names is in the build').toEqual([]);
  });

  it('fetches the entry script, which holds early taps, at high priority on every page', () => {
    for (const page of ['index.html', 'app.html']) {
      const html = readFileSync(join(distDir, page), 'utf8');
      const entry = /<script\b[^>]*src="\/assets\/index-[^"]+\.js"[^>]*>/.exec(html)?.[0];
      expect(entry, page).toMatch(/\sasync\b/);
      expect(entry, page).toMatch(/\sfetchpriority="high"/);
    }
  });

  it('runs the early event contract from a classic, parser-blocking script in <head>, before any button', () => {
    const html = readFileSync(join(distDir, 'index.html'), 'utf8');
    const tag = /<script\b[^>]*src="\/assets\/early-taps-[^"]+\.js"[^>]*>/.exec(html);
    expect(tag?.[0]).toBeDefined();
    // Neither async, defer nor a module: the parser waits for it, so nothing below can be tapped first.
    expect(tag![0]).not.toMatch(/\s(async|defer|type=)/);
    expect(tag!.index).toBeLessThan(html.indexOf('</head>'));
    const code = readFileSync(join(distDir, tag![0].match(/src="\/([^"]+)"/)![1]!), 'utf8');
    expect(code).toContain('bukkaEarlyTaps');
    // No module syntax: a classic script with an import or export would not run at all.
    expect(code).not.toMatch(/^\s*(import|export)\b|\bexport\s*\{/m);
  });

  it('precaches the shell and the code the offline storefront opens, not the online-only parts, icons, fonts, pictures or the console', () => {
    const worker = readFileSync(join(distDir, 'sw.js'), 'utf8');
    const precached = [...worker.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
    // `/` is the copy the page downloaded itself (keepOffline.ts): precaching index.html
    // downloaded the same 12 KB again on every first visit. app.html stands in before that copy.
    expect(precached).not.toContain('index.html');
    expect(precached).toContain('app.html');
    // Nor the favicon: the page's copy goes into the worker's `favicon` cache (keepOffline.ts).
    expect(precached).not.toContain('favicon.svg');
    expect(precached.some((url) => /^assets\/main-.*\.js$/.test(url))).toBe(true);
    expect(precached.filter((url) => /\.(woff2?|png|webp|jpe?g)$/.test(url))).toEqual([]);
    expect(precached.filter((url) => /Vendor/.test(url))).toEqual([]);
    // What the offline storefront opens (cart, wishlist, addresses, their forms, and the app-status
    // chunk that stands in for a page whose code is not on the phone) is precached;
    // the pages that need the network anyway are not (pwa.config.ts, ONLINE_ONLY), nor the chunks
    // only they use, and they are kept at run time once used; nor is the early-taps script left out.
    for (const offline of [
      'CartFeature',
      'CartCheckout',
      'AppStatusFeature',
      'WishlistFeature',
      'AddressesFeature',
      'MobileMenu',
      'useZodForm',
      'phone',
    ]) {
      expect(
        precached.some((url) => url.startsWith(`assets/${offline}-`)),
        offline,
      ).toBe(true);
    }
    // The order's shape: a checkout loads it, and only goes on online.
    const onlineOnly = ['SignupPage', 'OrdersPage', 'systemNotifications', 'paystackReturn', 'order'];
    expect(precached.filter((url) => onlineOnly.some((part) => url.startsWith(`assets/${part}-`)))).toEqual(
      [],
    );
    expect(precached.some((url) => /^assets\/early-taps-.*\.js$/.test(url))).toBe(true);
    expect(worker).toContain('"lazy-code"');
    // Pictures and fonts are kept cache-first at run time instead (keepOffline.ts).
    expect(worker).toContain('"menu-pictures"');
    expect(worker).toContain('"fonts"');
  });

  it('serves the Brotli copies the build wrote: the script, the prerendered home page, the shell', async () => {
    const main = readdirSync(assets).find((name) => /^main-.*\.js$/.test(name))!;
    const script = await rawGet(`/assets/${main}`, 'gzip, deflate, br');
    expect(script.encoding).toBe('br');
    expect(script.body.equals(readFileSync(join(assets, `${main}.br`)))).toBe(true);

    const home = await rawGet('/', 'gzip, deflate, br');
    expect(home.encoding).toBe('br');
    expect(brotliDecompressSync(home.body).toString()).toContain('id="menu"');
    const signup = await rawGet('/signup', 'gzip, deflate, br');
    expect(signup.encoding).toBe('br');
    expect(brotliDecompressSync(signup.body).toString()).toContain('<div id="root"></div>');

    // A browser without Brotli still gets a compressed answer.
    expect((await rawGet(`/assets/${main}`, 'gzip')).encoding).toBe('gzip');
  });

  it("asks for the fonts cut down to the storefront's letters, Roboto's with its ₦, Roboto from the phone first", async () => {
    const home = readFileSync(join(distDir, 'index.html'), 'utf8');
    const faces = [...home.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!);
    const files = faces.flatMap((face) => [...face.matchAll(/url\(['"]?([^'")]+)/g)].map((m) => m[1]!));
    // Roboto 400 and 700, Fredoka 600 and 700, cut by scripts/build-fonts.ts. Roboto's ₦ is in
    // its files, not two more (3.7 KB each on a first visit for a 0.2 KB glyph).
    expect(files).toHaveLength(4);
    expect(files.filter((url) => /latin|naira/.test(url))).toEqual([]);
    // Each face declares exactly the letters its file holds (Roboto's: the subset and ₦), and is
    // ~40% under @fontsource's whole Latin files (16–22 KB).
    for (const face of faces) {
      const roboto = /font-family:\s*['"]?Roboto\b/.test(face);
      const range = roboto ? robotoUnicodeRange() : fontUnicodeRange();
      expect(unicodeRange(face), face).toEqual(unicodeRange(`unicode-range: ${range};`));
      const file = /url\(['"]?([^'")]+)/.exec(face)![1]!;
      expect(statSync(join(distDir, file)).size, file).toBeLessThan(14 * 1024);
    }
    const roboto = faces.filter((face) => /font-family:\s*['"]?Roboto\b/.test(face));
    expect(roboto).toHaveLength(2);
    for (const face of roboto) {
      // The file draws ₦: cut to '₦' alone it keeps a glyph more than cut to nothing.
      const font = readFileSync(join(distDir, /url\(['"]?([^'")]+)/.exec(face)![1]!));
      const naira = await subsetFont(font, '₦', { targetFormat: 'sfnt' });
      const none = await subsetFont(font, '', { targetFormat: 'sfnt' });
      expect(naira.length, face).toBeGreaterThan(none.length);
      expect(face.indexOf('local('), face).toBeGreaterThan(-1);
      expect(face.indexOf('local('), face).toBeLessThan(face.indexOf('url('));
    }
  });
});

/** A face's unicode-range as code point pairs (the build's CSS minifier writes `U+20-7E`). */
function unicodeRange(face: string): number[][] {
  const value = /unicode-range:\s*([^;}]+)/.exec(face)?.[1] ?? '';
  return value.split(',').map((token) =>
    token
      .trim()
      .replace(/^U\+/i, '')
      .split('-')
      .map((hex) => parseInt(hex, 16)),
  );
}

/** One GET as it goes over the wire (fetch would decompress it). */
function rawGet(path: string, acceptEncoding: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((done, fail) => {
    get(new URL(path, baseUrl()), { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        done({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    }).on('error', fail);
  });
}
