import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCategoriesPath, firstBooksPagePath } from '../../domain/catalogue-requests';
import { generateBooks } from '../../server/db/large-catalogue';
import { FIRST_PAINT_FONTS, loadShellPages, pickEncoding } from '../../server/spa/shell-html';
import type { RenderedPage } from '../../src/entry-server';
import { insertBooks } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

// A built SPA as `npm run build` leaves it: hashed assets with their .br and .gz copies beside them.
const script = `console.log(${JSON.stringify('boipoka '.repeat(400))});`;
// With Vite's SSR placeholders (server/spa/shell-html.ts): the shell served for an address has them filled or emptied.
const indexHtml = `<!doctype html><html lang="<!--app-lang-->"><head><!--app-head--></head><body><div id="root"><!--app-html--></div>${'<!-- padding -->'.repeat(80)}</body></html>`;
// The control panel's: English, a generic title and noindex, no hints.
const bareShell = indexHtml
  .replace('<!--app-lang-->', 'en')
  .replace('<!--app-head-->', '<title>Boipoka — Online Book Shop</title><meta name="robots" content="noindex">')
  .replace('<!--app-html-->', '');

// The part of Vite's manifest the shell's hints come from: the entry's static imports are preloaded by index.html
// already; a screen's own chunks are not.
const manifest = {
  'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_card-2.js': { file: 'assets/card-2.js' },
  'src/features/home/HomePage.tsx': {
    file: 'assets/HomePage-h1.js',
    isDynamicEntry: true,
    imports: ['_shared-1.js', '_card-2.js'],
  },
  'src/features/books/BookDetailPage.tsx': {
    file: 'assets/BookDetailPage-d1.js',
    isDynamicEntry: true,
    imports: ['_card-2.js'],
  },
  'src/assets/fonts/bengali-brand.woff2': { file: 'assets/bengali-brand-b1.woff2' },
  'node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2': {
    file: 'assets/noto-sans-bengali-n1.woff2',
  },
  // The message catalogues, each a chunk of its own (src/lib/i18n/catalogues.ts).
  ...Object.fromEntries(
    ['en', 'bn'].flatMap((language) =>
      ['common', 'home', 'books'].map((namespace) => [
        `src/locales/${language}/${namespace}.json?lingui`,
        { file: `assets/${namespace}-${language}.js`, isDynamicEntry: true },
      ]),
    ),
  ),
};
const modulepreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

let ctx: TestContext;
let spaDir: string;
/** A signed-in browser's session cookie: guarded screens' shells are served with it (visitors are sent to sign in). */
let signedIn: string;

beforeAll(async () => {
  spaDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-delivery-'));
  mkdirSync(path.join(spaDir, 'assets'));
  mkdirSync(path.join(spaDir, '.vite'));
  writeFileSync(path.join(spaDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, text] of [
    ['assets/index-abc123.js', script],
    ['index.html', indexHtml],
  ]) {
    writeFileSync(path.join(spaDir, file), text);
    writeFileSync(path.join(spaDir, `${file}.gz`), gzipSync(text));
    writeFileSync(path.join(spaDir, `${file}.br`), brotliCompressSync(text));
  }
  ctx = await createTestContext({ SPA_DIR: spaDir });
  await insertBooks(ctx.db, generateBooks(12, { seed: 3, skuTag: 'DELIVERY' }));
  signedIn = await ctx.sessionCookie();
});
afterAll(async () => {
  await ctx.close();
  rmSync(spaDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.request({
    method: 'GET',
    url,
    headers: { cookie: signedIn, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('built assets', () => {
  it('are served precompressed for the client’s Accept-Encoding, with an immutable cache lifetime', async () => {
    const brotli = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serve the shell with no-cache, compressed too, also as the history fallback', async () => {
    for (const url of ['/index.html', '/', '/books/some-book', '/cpanel/musers']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      const html = brotliDecompressSync(response.rawPayload).toString();
      if (url === '/index.html') expect(html).toBe(indexHtml);
      else if (url === '/cpanel/musers') expect(html).toBe(bareShell);
      else expect(html).toContain('<div id="root"></div>');
    }
  });

  it("name each screen's own chunks and its largest image in the shell served for its address", async () => {
    const home = (await get('/')).body;
    const head = home.slice(0, home.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/hero/literary-haven.svg" fetchpriority="high">');
    expect(head).toContain(modulepreload('assets/HomePage-h1.js'));
    expect(head).toContain(modulepreload('assets/card-2.js'));
    expect(head).not.toContain('shared-1.js'); // the shell's own import: index.html preloads it already

    const bookPage = (await get('/books/0b6b1f0e-9f7c-4f7e-9a51-1c1f1b1f1b1f?ref=home')).body;
    expect(bookPage).toContain(modulepreload('assets/BookDetailPage-d1.js'));
    expect(bookPage).toContain(modulepreload('assets/card-2.js'));
    expect(bookPage).not.toContain('HomePage-h1.js');
    expect(bookPage).not.toContain('/hero/');

    // A screen the manifest does not know (here /aboutus) gets no hints.
    expect((await get('/aboutus')).body).not.toContain('modulepreload');
  });

  it("leave a drawn page's chunks and messages to the shell: they only hydrate what is already shown", () => {
    const shellPage = loadShellPages(spaDir);
    // Only the markup matters to the hints; the state is main.tsx's business.
    const drawn = { html: '<main>drawn</main>', head: '', state: {} } as unknown as RenderedPage;
    const page = (rendered?: RenderedPage) => shellPage({ pathname: '/', language: 'en', seoHead: '', rendered }).html;
    for (const file of ['assets/HomePage-h1.js', 'assets/card-2.js', 'assets/common-en.js', 'assets/home-en.js']) {
      expect(page(drawn)).not.toContain(file);
      expect(page()).toContain(modulepreload(file));
    }
    // Asked by the service worker, which holds them, a drawn page names them too (the preload helper adds none then).
    const fromServiceWorker = shellPage({
      pathname: '/',
      language: 'en',
      seoHead: '',
      rendered: drawn,
      fromServiceWorker: true,
    }).html;
    expect(fromServiceWorker).toContain('<main>drawn</main>');
    for (const file of ['assets/HomePage-h1.js', 'assets/card-2.js', 'assets/common-en.js', 'assets/home-en.js'])
      expect(fromServiceWorker).toContain(modulepreload(file));
    // The largest image and the fonts are preloaded either way.
    for (const rendered of [drawn, undefined]) {
      expect(page(rendered)).toContain(
        '<link rel="preload" as="image" href="/hero/literary-haven.svg" fetchpriority="high">',
      );
      expect(page(rendered)).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin');
    }
  });

  it("name a drawn page's chunks when its navigation comes from the shop's service worker, and vary on it", async () => {
    const drawn = { html: '<main>drawn</main>', head: '', state: {} } as unknown as RenderedPage;
    const drawing = await createTestContext({ SPA_DIR: spaDir }, { renderPage: () => Promise.resolve(drawn) });
    try {
      const home = (headers: Record<string, string> = {}) => drawing.request({ method: 'GET', url: '/', headers });
      const plain = await home();
      // Chromium's header for a navigation preload (Workbox's navigationPreload).
      const preloaded = await home({ 'service-worker-navigation-preload': 'true' });
      for (const response of [plain, preloaded]) {
        expect(response.body).toContain('<main>drawn</main>');
        expect(String(response.headers.vary)).toMatch(/\bservice-worker-navigation-preload\b/i);
      }
      expect(plain.body).not.toContain('modulepreload');
      expect(preloaded.body).toContain(modulepreload('assets/HomePage-h1.js'));
      expect(preloaded.headers.etag).not.toBe(plain.headers.etag);
    } finally {
      await drawing.close();
    }
  });

  it('preload the fonts of the first paint, in the language of the page', () => {
    const shellPage = loadShellPages(spaDir);
    const drawn = { html: '<main>drawn</main>', head: '', state: {} } as unknown as RenderedPage;
    const page = (language: 'en' | 'bn', rendered?: RenderedPage) =>
      shellPage({ pathname: '/books/0b6b1f0e-9f7c-4f7e-9a51-1c1f1b1f1b1f', language, seoHead: '', rendered }).html;
    const fontPreload = (file: string) =>
      `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`;
    for (const rendered of [undefined, drawn]) {
      expect(page('en', rendered)).toContain(fontPreload('assets/bengali-brand-b1.woff2'));
      expect(page('en', rendered)).not.toContain('noto-sans-bengali');
      expect(page('bn', rendered)).toContain(fontPreload('assets/bengali-brand-b1.woff2'));
      expect(page('bn', rendered)).toContain(fontPreload('assets/noto-sans-bengali-n1.woff2'));
    }
    expect(shellPage({ pathname: '/cpanel/musers', language: 'bn', seoHead: '' }).html).not.toContain('as="font"');
  });

  it('preload the very font files the global styles draw with', () => {
    const styles = readFileSync(new URL('../../src/app/globalStyles.tsx', import.meta.url), 'utf8');
    for (const key of new Set(Object.values(FIRST_PAINT_FONTS).flat()))
      expect(styles).toContain(key.replace(/^src\//, '../').replace(/^node_modules\//, ''));
  });

  it('name the messages the first render waits for, in the language of the page', async () => {
    const home = (await get('/')).body;
    expect(home).toContain(modulepreload('assets/common-en.js'));
    expect(home).toContain(modulepreload('assets/home-en.js'));
    expect(home).not.toContain('books-en.js');
    expect(home).not.toContain('-bn.js');

    const bookPage = (await get('/books/0b6b1f0e-9f7c-4f7e-9a51-1c1f1b1f1b1f?lang=bn')).body;
    expect(bookPage).toContain(modulepreload('assets/common-bn.js'));
    expect(bookPage).toContain(modulepreload('assets/books-bn.js'));
    expect(bookPage).not.toContain('-en.js');

    expect((await get('/cpanel/musers')).body).not.toContain('modulepreload');
  });

  it("preload the book cover that is the screen's largest paint, looked up for the address, and the data it needs", async () => {
    const imagePreload = (href: string) => `<link rel="preload" as="image" href="${href}" fetchpriority="high">`;
    // Written escaped (& as &#38;): the browser reads back the very URL the screen requests.
    const dataPreload = (href: string) =>
      `<link rel="preload" as="fetch" href="${href.replaceAll('&', '&#38;')}" crossorigin>`;
    const listed = (await get('/api/v1/books?limit=3')).json<{ data: { result: { _id: string; image: string }[] } }>()
      .data.result;

    // /books: the first card of the unfiltered catalogue and the first page with it, which starts with that card;
    // a search, a category or a page shows other cards first.
    const books = (await get('/books')).body;
    expect(books).toContain(imagePreload(listed[0].image));
    expect(books).toContain(dataPreload(`/api/v1/${firstBooksPagePath()}`));
    expect(books).toContain(dataPreload(`/api/v1/${bookCategoriesPath()}`));
    const firstPage = await get(`/api/v1/${firstBooksPagePath()}`);
    expect(firstPage.json<{ data: { result: { _id: string }[] } }>().data.result[0]._id).toBe(listed[0]._id);
    for (const url of ['/books?category=Fiction', '/books?page=2', '/books?search=the']) {
      const body = (await get(url)).body;
      expect(body).not.toContain('as="image"');
      expect(body).not.toContain('as="fetch"');
    }

    // A book page: that book's cover and the book, with the screen's chunks as before.
    const bookPage = (await get(`/books/${listed[2]._id}`)).body;
    expect(bookPage).toContain(imagePreload(listed[2].image));
    expect(bookPage).toContain(dataPreload(`/api/v1/books/${listed[2]._id}`));
    expect(bookPage).not.toContain(imagePreload(listed[0].image));
    expect(bookPage).toContain(modulepreload('assets/BookDetailPage-d1.js'));
    // The cover is requested before the screen's chunks (preloads start in document order).
    expect(bookPage.indexOf(imagePreload(listed[2].image))).toBeLessThan(
      bookPage.indexOf(modulepreload('assets/BookDetailPage-d1.js')),
    );
    // No such book: no cover, but the screen still asks for the book (to show that it is missing). Not an id: nothing.
    const missing = await get('/books/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(200);
    expect(missing.body).not.toContain('as="image"');
    expect(missing.body).toContain(dataPreload('/api/v1/books/00000000-0000-4000-8000-000000000000'));
    expect((await get('/books/not-an-id')).body).not.toMatch(/rel="preload" as="(image|fetch)"/);

    // The address comes from the database, not the request, but is still written into HTML escaped.
    const [odd] = await insertBooks(
      ctx.db,
      generateBooks(1, { seed: 4, skuTag: 'DELIVERY-ODD' }).map((book) => ({
        ...book,
        image: '/uploads/x"><script>alert(1)</script>.png',
      })),
    );
    const oddPage = (await get(`/books/${odd.id}`, 'identity')).body;
    expect(oddPage).not.toContain('<script>alert(1)');
    expect(oddPage).toContain('href="/uploads/x&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;.png"');
  });

  it('go out in the encoding the client accepts', async () => {
    const gzip = await get('/books', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<div id="root"></div>');
    const plain = await get('/books', 'br;q=0, identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root"></div>');
    expect(pickEncoding('gzip;q=1.0, br;q=0.5')).toBe('br');
    expect(pickEncoding('GZIP')).toBe('gzip');
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('answer 304 to a shell the browser already has', async () => {
    const first = await get('/books/x');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/); // weak: one tag for the br, gzip and plain copies
    const again = await ctx.request({
      method: 'GET',
      url: '/books/y',
      headers: { cookie: signedIn, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const home = await ctx.request({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(home.statusCode).toBe(200); // another screen, other hints, another ETag
  });
});

describe('API answers', () => {
  it('are compressed above a small size when the client accepts it', async () => {
    const brotli = await get('/api/v1/books?limit=12', 'br, gzip');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(brotli.rawPayload).toString());
    expect(json.data.result).toHaveLength(12);

    const gzip = await get('/api/v1/books?limit=12', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).data.result).toHaveLength(12);

    const plain = await get('/api/v1/books?limit=12');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.result).toHaveLength(12);
  });

  it('are sent as they are when small', async () => {
    const health = await get('/api/v1/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
