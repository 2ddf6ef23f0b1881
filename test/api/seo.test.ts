import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_IMAGE } from '../../server/seo/head';
import type { RenderPage } from '../../server/spa/server-render';
import { render } from '../../src/entry-server';
import en from '../../src/locales/en/seo.json';
import bn from '../../src/locales/bn/seo.json';
import { bookFixture, insertBooks, type BookRecord } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

// A built SPA's index.html with the placeholders the server fills: the language, <head>, and #root.
const indexHtml =
  '<!doctype html><html lang="<!--app-lang-->"><head><meta charset="UTF-8"><!--app-head-->' +
  '<script type="module" crossorigin src="/assets/index-abc.js"></script></head>' +
  '<body><div id="root"><!--app-html--></div></body></html>';

/** src/entry-server.tsx's render as the server calls it, counted per address and language. */
const renderPage: RenderPage = render;
const renders: string[] = [];
const countedRender: RenderPage = (url, fetch, options) => {
  renders.push(`${options.language} ${url}`);
  return renderPage(url, fetch, options);
};

// What the shop's own categories are called here: one in Bangla, one that needs escaping everywhere.
const POETRY = 'কবিতা';
const ODD = 'Tom & "Jerry" <b>';

let ctx: TestContext;
let spaDir: string;
let books: BookRecord[];
/** The origin the pages name when PUBLIC_URL is unset: the address the request was made to. */
const ORIGIN = 'http://shop.test:8080';

beforeAll(async () => {
  spaDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-seo-'));
  mkdirSync(path.join(spaDir, 'assets'));
  writeFileSync(path.join(spaDir, 'index.html'), indexHtml);
  ctx = await createTestContext({ SPA_DIR: spaDir }, { renderPage: countedRender });
  books = await insertBooks(ctx.db, [
    bookFixture({ name: 'Rupsi Bangla', category: POETRY, minutesAgo: 3 }),
    bookFixture({ name: 'Sea Of Stories', category: 'Fiction', minutesAgo: 2 }),
    bookFixture({ name: 'A Cat And A Mouse', category: ODD, minutesAgo: 1 }),
  ]);
});
afterAll(async () => {
  await ctx.close();
  rmSync(spaDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.request({ method: 'GET', url, headers: { host: 'shop.test:8080', ...headers } });

/** The page as a browser reads it. */
async function page(url: string, headers: Record<string, string> = {}) {
  const response = await get(url, headers);
  expect(response.statusCode, url).toBe(200);
  const { document } = new JSDOM(response.body).window;
  const attribute = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
  const meta = (key: string) =>
    attribute(`meta[name="${key}"]`, 'content') ?? attribute(`meta[property="${key}"]`, 'content');
  const alternates = Object.fromEntries(
    [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  );
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as { '@graph': Record<string, unknown>[] },
  );
  return {
    response,
    document,
    lang: document.documentElement.getAttribute('lang'),
    title: document.title,
    titles: document.querySelectorAll('title').length,
    description: meta('description'),
    robots: meta('robots'),
    canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href')),
    alternates,
    meta,
    jsonLd,
    root: document.getElementById('root')!.innerHTML,
  };
}

describe('the language of a page', () => {
  it('is English by default, Bangla for ?lang=bn, and the `lang` cookie when the address names none', async () => {
    const english = await page('/books');
    expect(english.lang).toBe('en');
    expect(english.title).toBe(en['seo.books.title']);
    expect(english.response.headers['set-cookie']).toBeUndefined();

    const bangla = await page('/books?lang=bn');
    expect(bangla.lang).toBe('bn-BD');
    expect(bangla.title).toBe(bn['seo.books.title']);
    expect(bangla.description).toBe(bn['seo.books.description']);
    // The address named it: the browser remembers it for the addresses that do not.
    expect(bangla.response.headers['set-cookie']).toBe('lang=bn; Path=/; Max-Age=31536000; SameSite=Lax');

    const remembered = await page('/aboutus', { cookie: 'theme=dark; lang=bn' });
    expect(remembered.lang).toBe('bn-BD');
    expect(remembered.title).toBe(bn['seo.about.title']);
    // The address wins over the cookie; a language the shop does not have is English.
    expect((await page('/aboutus?lang=en', { cookie: 'lang=bn' })).lang).toBe('en');
    expect((await page('/aboutus', { cookie: 'lang=fr' })).lang).toBe('en');
    expect((await page('/aboutus?lang=fr', { cookie: 'lang=bn' })).lang).toBe('bn-BD');
    // Guarded pages and the shell of any other address are in the page's language too.
    expect((await page('/profile?lang=bn', { cookie: await ctx.sessionCookie() })).lang).toBe('bn-BD');
    expect((await page('/nowhere', { cookie: 'lang=bn' })).title).toBe(bn['seo.notFound.title']);
  });

  it('varies on Cookie, with one ETag per language: a kept English page is not the Bangla one', async () => {
    const english = await get('/books');
    const bangla = await get('/books', { cookie: 'lang=bn' });
    for (const response of [english, bangla]) {
      expect(String(response.headers.vary)).toMatch(/\bcookie\b/i);
      expect(String(response.headers.vary)).toMatch(/\baccept-encoding\b/i);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    expect(english.headers.etag).not.toBe(bangla.headers.etag);
    expect((await get('/books?lang=bn')).headers.etag).toBe(bangla.headers.etag);
    const stale = await get('/books', { cookie: 'lang=bn', 'if-none-match': String(english.headers.etag) });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('lang="bn-BD"');
    const fresh = await get('/books', { cookie: 'lang=bn', 'if-none-match': String(bangla.headers.etag) });
    expect(fresh.statusCode).toBe(304);
    // The shell of a page the browser draws, too.
    const shells = [await get('/signin'), await get('/signin', { cookie: 'lang=bn' })];
    expect(shells[0].headers.etag).not.toBe(shells[1].headers.etag);
    expect(String(shells[1].headers.vary)).toMatch(/\bcookie\b/i);
  });

  it('renders each page once per language and keeps it, the language handed to the render', async () => {
    await get('/contactus');
    await get('/contactus?lang=bn');
    const before = renders.length;
    await get('/contactus');
    await get('/contactus', { cookie: 'lang=bn' });
    await get('/contactus?lang=bn');
    await get('/contactus?lang=en');
    expect(renders.slice(before)).toEqual([]);
    expect(renders).toContain('en /contactus');
    expect(renders).toContain('bn /contactus');
  });
});

describe('head tags of the public pages', () => {
  it('/: title, description, canonical, the hreflang pair and Open Graph, in English', async () => {
    const home = await page('/');
    expect(home.titles).toBe(1);
    expect(home.title).toBe(en['seo.home.title']);
    expect(home.description).toBe(en['seo.home.description']);
    expect(home.robots).toBeNull();
    expect(home.canonical).toEqual([`${ORIGIN}/`]);
    expect(home.alternates).toEqual({
      en: `${ORIGIN}/`,
      bn: `${ORIGIN}/?lang=bn`,
      'x-default': `${ORIGIN}/`,
    });
    expect(home.meta('og:title')).toBe(en['seo.home.title']);
    expect(home.meta('og:description')).toBe(en['seo.home.description']);
    expect(home.meta('og:url')).toBe(`${ORIGIN}/`);
    expect(home.meta('og:type')).toBe('website');
    expect(home.meta('og:site_name')).toBe('Boipoka');
    expect(home.meta('og:image')).toBe(`${ORIGIN}/og-image.png`);
    expect(home.meta('og:locale')).toBe('en_US');
    expect(home.meta('og:locale:alternate')).toBe('bn_BD');
  });

  it('shares the picture the build serves, at the size the tags say', async () => {
    const { width, height, format } = await sharp(
      path.join(import.meta.dirname, '../../public', SHARE_IMAGE.path),
    ).metadata();
    expect({ width, height, format }).toEqual({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, format: 'png' });
    const home = await page('/');
    expect(home.meta('og:image:width')).toBe(String(width));
    expect(home.meta('og:image:height')).toBe(String(height));
    expect(home.meta('og:image:alt')).toBe(en['seo.image.alt']);
  });

  it('the Bangla version names itself canonical, with the same pair', async () => {
    const books = await page('/books?lang=bn');
    expect(books.canonical).toEqual([`${ORIGIN}/books?lang=bn`]);
    expect(books.alternates).toEqual({
      en: `${ORIGIN}/books`,
      bn: `${ORIGIN}/books?lang=bn`,
      'x-default': `${ORIGIN}/books`,
    });
    expect(books.meta('og:url')).toBe(`${ORIGIN}/books?lang=bn`);
    expect(books.meta('og:locale')).toBe('bn_BD');
    expect(books.meta('og:locale:alternate')).toBe('en_US');
    expect(books.meta('og:site_name')).toBe('বইপোকা');
    // Chosen by the cookie, the page is still the Bangla version.
    expect((await page('/books', { cookie: 'lang=bn' })).canonical).toEqual([`${ORIGIN}/books?lang=bn`]);
  });

  it('every public page has its own title and description in both languages', async () => {
    const seen = new Set<string>();
    for (const path of ['/', '/books', '/aboutus', '/contactus', '/terms']) {
      for (const language of ['en', 'bn']) {
        const url = language === 'en' ? path : `${path}?lang=bn`;
        const { title, description, canonical } = await page(url);
        expect(title, url).toBeTruthy();
        expect(description, url).toBeTruthy();
        expect(canonical, url).toEqual([`${ORIGIN}${url}`]);
        seen.add(title);
      }
    }
    expect(seen.size).toBe(10);
  });

  it("a category's list page is drawn with that category's books, its own title and its own pair", async () => {
    const fiction = await page('/books?category=Fiction');
    expect(fiction.root).toContain('Sea Of Stories');
    expect(fiction.root).not.toContain('Rupsi Bangla');
    expect(fiction.title).toBe('Fiction Books | Boipoka');
    expect(fiction.canonical).toEqual([`${ORIGIN}/books?category=Fiction`]);
    expect(fiction.alternates).toEqual({
      en: `${ORIGIN}/books?category=Fiction`,
      bn: `${ORIGIN}/books?category=Fiction&lang=bn`,
      'x-default': `${ORIGIN}/books?category=Fiction`,
    });

    const poetry = await page(`/books?category=${encodeURIComponent(POETRY)}&lang=bn`);
    expect(poetry.lang).toBe('bn-BD');
    expect(poetry.root).toContain('Rupsi Bangla');
    expect(poetry.title).toBe(`${POETRY} বিভাগের বই | বইপোকা`);
    expect(poetry.canonical).toEqual([`${ORIGIN}/books?category=${encodeURIComponent(POETRY)}&lang=bn`]);
    expect(new URL(poetry.canonical[0]!).searchParams.get('category')).toBe(POETRY);
  });

  it('writes a category name into HTML escaped, and into addresses percent-encoded', async () => {
    const response = await get(`/books?category=${encodeURIComponent(ODD)}`);
    expect(response.body).not.toContain('<b>');
    expect(response.body).not.toContain('"Jerry"');
    const odd = await page(`/books?category=${encodeURIComponent(ODD)}`);
    expect(odd.title).toBe(`${ODD} Books | Boipoka`);
    expect(odd.meta('og:title')).toBe(`${ODD} Books | Boipoka`);
    expect(new URL(odd.canonical[0]!).searchParams.get('category')).toBe(ODD);
    expect(odd.root).toContain('A Cat And A Mouse');
  });

  it('an address the server does not draw names the public page it shows as canonical; a search is not indexed', async () => {
    const before = renders.length;
    const unknown = await page('/books?category=Nonexistent');
    expect(unknown.root).toBe('');
    expect(unknown.canonical).toEqual([`${ORIGIN}/books`]);
    const paged = await page('/books?category=Fiction&page=2&lang=bn');
    expect(paged.root).toBe('');
    expect(paged.canonical).toEqual([`${ORIGIN}/books?category=Fiction&lang=bn`]);
    expect((await page('/?utm_source=newsletter')).canonical).toEqual([`${ORIGIN}/`]);
    expect(renders.length).toBe(before);

    const search = await page('/books?search=sea&lang=bn');
    expect(search.robots).toBe('noindex, follow');
    expect(search.title).toBe(bn['seo.search.title']);
    expect(search.canonical).toEqual([]);
  });

  it('guarded and private pages get a generic title and noindex, and nothing for link previews', async () => {
    // A signed-in browser's: a visitor is sent to /signin from the guarded ones (page-session.test.ts).
    const cookie = await ctx.sessionCookie();
    for (const url of [
      `/books/${books[0].id}`,
      `/checkout/${books[0].id}`,
      '/profile',
      '/mybooks',
      '/receipts/00000000-0000-4000-8000-000000000000',
      '/ssl-payment-success',
      '/signin',
      '/signup',
      '/cpanel',
      '/cpanel/musers',
    ]) {
      const guarded = await page(url, { cookie });
      expect(guarded.title, url).toBe(en['seo.private.title']);
      expect(guarded.robots, url).toBe('noindex');
      expect(guarded.canonical, url).toEqual([]);
      expect(guarded.alternates, url).toEqual({});
      expect(guarded.meta('og:title'), url).toBeNull();
      expect(guarded.meta('description'), url).toBeNull();
    }
    const missing = await page('/no/such/page');
    expect(missing.title).toBe(en['seo.notFound.title']);
    expect(missing.robots).toBe('noindex');
  });

  it("the home page's JSON-LD parses: the Organization, and the WebSite whose SearchAction is the list page's search", async () => {
    for (const [url, language] of [
      ['/', 'en'],
      ['/?lang=bn', 'bn'],
    ] as const) {
      const { jsonLd } = await page(url);
      expect(jsonLd).toHaveLength(1);
      const graph = jsonLd[0]['@graph'];
      const organization = graph.find((node) => node['@type'] === 'Organization')!;
      expect(organization).toMatchObject({ url: `${ORIGIN}/`, name: language === 'en' ? 'Boipoka' : 'বইপোকা' });
      expect(organization.logo).toBe(`${ORIGIN}/favicon.svg`);
      const site = graph.find((node) => node['@type'] === 'WebSite')!;
      expect(site).toMatchObject({
        url: language === 'en' ? `${ORIGIN}/` : `${ORIGIN}/?lang=bn`,
        publisher: { '@id': organization['@id'] },
        potentialAction: {
          '@type': 'SearchAction',
          'query-input': 'required name=search_term_string',
          target: {
            '@type': 'EntryPoint',
            urlTemplate:
              language === 'en'
                ? `${ORIGIN}/books?search={search_term_string}`
                : `${ORIGIN}/books?search={search_term_string}&lang=bn`,
          },
        },
      });
    }
    // The template's parameter is the one the list page's own search form sends (a plain GET before its script runs).
    const list = await page('/books');
    const form = list.document.querySelector('form[role="search"]')!;
    expect(form.getAttribute('action')).toBe('/books');
    expect(form.querySelector('input[name="search"]')).not.toBeNull();
    // Only the home page carries it.
    expect(list.jsonLd).toEqual([]);
  });

  it('names the PUBLIC_URL origin when set, whatever Host the request carries; a Host unfit for an address is not used', async () => {
    const forged = await page('/', { host: 'evil.test"><script>' });
    expect(forged.canonical).toEqual([`${ctx.config.publicUrl}/`]);
    expect(forged.response.body).not.toContain('evil.test');

    const dir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-seo-public-'));
    writeFileSync(path.join(dir, 'index.html'), indexHtml);
    const configured = await createTestContext({ SPA_DIR: dir, PUBLIC_URL: 'https://boipoka.example/' });
    try {
      const response = await configured.request({ method: 'GET', url: '/books', headers: { host: 'other.test' } });
      expect(response.body).toContain('<link rel="canonical" href="https://boipoka.example/books">');
      expect(response.body).not.toContain('other.test');
      const robots = await configured.request({ method: 'GET', url: '/robots.txt', headers: { host: 'other.test' } });
      expect(robots.body).toContain('Sitemap: https://boipoka.example/sitemap.xml');
      // The render's reads still go in-process, whatever PUBLIC_URL says.
    } finally {
      await configured.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('/robots.txt', () => {
  it('lets crawlers read the public pages, keeps them out of the API, the control panel and the private pages, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    const disallowed = lines.filter((line) => line.startsWith('Disallow: ')).map((line) => line.slice(10));
    for (const path of ['/api/', '/cpanel', '/books/', '/checkout/', '/profile', '/mybooks', '/receipts/'])
      expect(disallowed).toContain(path);
    // Robots rules are path prefixes: no public page, in either language, starts with one.
    const blocked = (url: string) => disallowed.some((prefix) => url.startsWith(prefix));
    for (const url of ['/', '/?lang=bn', '/books', '/books?lang=bn', '/books?category=Fiction', '/aboutus', '/terms'])
      expect(blocked(url), url).toBe(false);
    for (const url of [`/books/${books[0].id}`, '/cpanel/musers', '/api/v1/orders', '/checkout/x'])
      expect(blocked(url), url).toBe(true);
    const again = await get('/robots.txt', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('/sitemap.xml', () => {
  async function sitemap() {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const { window } = new JSDOM('');
    const xml = new window.DOMParser().parseFromString(response.body, 'application/xml');
    expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(xml.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const urls = [...xml.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'url')].map((url) => ({
      loc: url.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc')[0].textContent!,
      links: Object.fromEntries(
        [...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')].map((link) => [
          link.getAttribute('hreflang'),
          link.getAttribute('href'),
        ]),
      ),
    }));
    return { response, urls, locs: urls.map((url) => url.loc) };
  }

  it('is valid XML listing every public page and each category list, in both languages, each with its alternates', async () => {
    const { urls, locs, response } = await sitemap();
    for (const path of ['/', '/books', '/aboutus', '/contactus', '/terms']) {
      expect(locs).toContain(`${ORIGIN}${path}`);
      expect(locs).toContain(`${ORIGIN}${path}?lang=bn`);
    }
    for (const category of [POETRY, 'Fiction', ODD]) {
      const address = `${ORIGIN}/books?category=${encodeURIComponent(category)}`;
      expect(locs).toContain(address);
      expect(locs).toContain(`${address}&lang=bn`);
    }
    expect(locs).toHaveLength(2 * (5 + 3));
    expect(new Set(locs).size).toBe(locs.length);
    for (const { loc, links } of urls) {
      expect(Object.keys(links).sort()).toEqual(['bn', 'en', 'x-default']);
      expect([links.en, links.bn]).toContain(loc);
      expect(links['x-default']).toBe(links.en);
    }
    // Book pages are behind the login guard: not listed.
    expect(locs.filter((loc) => new URL(loc).pathname.startsWith('/books/'))).toEqual([]);
    expect(response.body).not.toContain(books[0].id);
    // Each listed page is one the server draws, with the same address as its canonical.
    const listed = await page('/books?category=Fiction&lang=bn');
    expect(listed.root).toContain('Sea Of Stories');
    expect(locs).toContain(listed.canonical[0]);
  });

  it('follows the catalogue: a new category is listed once it has a book, and is drawn', async () => {
    const first = await sitemap();
    await insertBooks(ctx.db, [bookFixture({ name: 'Stars Above', category: 'Astronomy' })]);
    // The change arrives by the database's NOTIFY.
    await expect
      .poll(async () => (await sitemap()).locs, { timeout: 10_000, interval: 100 })
      .toContain(`${ORIGIN}/books?category=Astronomy`);
    expect((await sitemap()).response.headers.etag).not.toBe(first.response.headers.etag);
    expect((await page('/books?category=Astronomy')).root).toContain('Stars Above');
  });

  it('is cached: an hour for crawlers, and 304 for one already read', async () => {
    const { response } = await sitemap();
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const again = await get('/sitemap.xml', { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });
});

describe('the seo catalogues', () => {
  const catalogues = { en: en as Record<string, string>, bn: bn as Record<string, string> };
  const placeholders = (message: string) => [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();

  it('have the same keys, sorted, each in the seo namespace, with the same placeholders', () => {
    expect(Object.keys(catalogues.bn)).toEqual(Object.keys(catalogues.en));
    for (const catalogue of Object.values(catalogues)) {
      const keys = Object.keys(catalogue);
      expect(keys).toEqual([...keys].sort());
      for (const key of keys) {
        expect(key).toMatch(/^seo\./);
        expect(catalogue[key].trim(), key).not.toBe('');
      }
    }
    for (const key of Object.keys(catalogues.en))
      expect(placeholders(catalogues.bn[key]), key).toEqual(placeholders(catalogues.en[key]));
  });

  it('write Bangla in Bengali script and digits, and the brand as বইপোকা', () => {
    for (const [key, message] of Object.entries(catalogues.bn)) {
      expect(message, key).toMatch(/[\u0980-\u09ff]/);
      expect(message, key).not.toMatch(/[0-9]/);
      expect(message, key).not.toMatch(/Boipoka/);
    }
    expect(catalogues.bn['seo.siteName']).toBe('বইপোকা');
  });

  it('keep descriptions to what a result page shows (about 160 characters)', () => {
    for (const catalogue of Object.values(catalogues))
      for (const [key, message] of Object.entries(catalogue))
        if (key.endsWith('.description')) expect(message.length, key).toBeLessThanOrEqual(160);
  });
});
