import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_STATE_ELEMENT_ID } from '../../domain/screens';
import { signInAddress } from '../../domain/sign-in';
import { generateBooks } from '../../server/db/large-catalogue';
import { serverRenderer, type RenderPage } from '../../server/spa/server-render';
import { render } from '../../src/entry-server';
import { insertBooks, type BookRecord } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

// A built SPA's index.html with Vite's SSR placeholders (the hints and styles go to <!--app-head-->, the screen to
// <!--app-html-->).
const ENTRY_SCRIPT = '<script type="module" crossorigin src="/assets/index-abc.js"></script>';
const indexHtml = `<!doctype html><html lang="<!--app-lang-->"><head><!--app-head-->${ENTRY_SCRIPT}</head><body><noscript>Boipoka needs JavaScript to run.</noscript><div id="root"><!--app-html--></div></body></html>`;

let ctx: TestContext;
let spaDir: string;
let books: BookRecord[];
/** src/entry-server.tsx's render as the server calls it (with the page's language). */
const renderPage: RenderPage = render;
/** The real render (src/entry-server.tsx), counted; `failNext` makes the next call throw. */
const renders = { count: 0, failNext: false };
const countedRender: RenderPage = (url, fetch, options) => {
  renders.count++;
  if (renders.failNext) {
    renders.failNext = false;
    return Promise.reject(new Error('render failed'));
  }
  return renderPage(url, fetch, options);
};

beforeAll(async () => {
  spaDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-render-'));
  mkdirSync(path.join(spaDir, 'assets'));
  writeFileSync(path.join(spaDir, 'index.html'), indexHtml);
  ctx = await createTestContext({ SPA_DIR: spaDir }, { renderPage: countedRender });
  books = await insertBooks(ctx.db, generateBooks(3, { seed: 11, skuTag: 'RENDER' }));
});
afterAll(async () => {
  await ctx.close();
  rmSync(spaDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => ctx.request({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const STATE_OPEN = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">`;
/**
 * What the page holds in <head> and inside #root, and the state it was rendered with (null when the browser draws it).
 */
function parts(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const root = html.slice(
    html.indexOf('<div id="root">') + '<div id="root">'.length,
    html.lastIndexOf('</div></body>'),
  );
  const stateAt = head.indexOf(STATE_OPEN);
  const state =
    stateAt < 0
      ? null
      : (JSON.parse(head.slice(stateAt + STATE_OPEN.length, head.indexOf('</script>', stateAt))) as {
          api: { queries: Record<string, { endpointName: string; data: unknown }> };
        });
  return { head, root, state };
}

describe('server-rendered landing screens', () => {
  it('/books comes with its cards, its styles and the api reads it was drawn with', async () => {
    const response = await get('/books');
    expect(response.statusCode).toBe(200);
    // One page per language, which the `lang` cookie may choose.
    expect(String(response.headers.vary)).toMatch(/cookie/i);
    const { head, root, state } = parts(response.body);
    for (const book of books) expect(root).toContain(book.name.slice(0, 10));
    expect(root).toContain('All Of Our Books');
    // emotion's extracted styles are in <head> (emotion's documented SSR), none inline in the markup.
    expect(head).toMatch(/<style data-emotion="css [^"]+">/);
    expect(head).toMatch(/<style data-emotion="css-global [^"]+">[^<]*Noto Sans Bengali/);
    expect(root).not.toContain('<style');
    // Also the styles of composed components whose own class never reaches the markup (MUI's Button over ButtonBase):
    // the browser's emotion then knows them and does not insert them again while hydrating.
    const shippedIds = [...head.matchAll(/<style data-emotion="css ([^"]+)">/g)].flatMap((match) =>
      match[1].split(' '),
    );
    const unreferenced = shippedIds.filter((id) => !root.includes(`css-${id}`));
    expect(unreferenced.length).toBeGreaterThan(0);
    // The brand's mark is drawn inline (components/BrandMark.tsx): the tab's icon is the page's only request for it.
    expect(root).not.toContain('favicon.svg');
    // The navbar's account and the cards' purchased state are neutral: no sign-in link, no name, no card link yet.
    expect(root).not.toContain('SignIn');
    expect(root).not.toContain('href="/books/');
    // The scripts load as built; the data is in the page and not preloaded again.
    expect(head).toContain(ENTRY_SCRIPT);
    expect(head).not.toContain('as="fetch"');
    const endpoints = Object.values(state!.api.queries).map((query) => query.endpointName);
    expect(endpoints.sort()).toEqual(['bookCategories', 'listBooks']);
  });

  it('/ comes rendered with its hero, reading nothing below the fold; /aboutus and /contactus come rendered', async () => {
    const { root, state } = parts((await get('/')).body);
    expect(root).toContain('Literary Haven');
    expect(root).toContain('Act Before It');
    expect(state!.api.queries).toEqual({});
    expect(parts((await get('/aboutus')).body).root).toContain('<h1');
    expect(parts((await get('/contactus')).body).root).toContain('<form');
  });

  it('is the same page whatever other cookie the browser sends', async () => {
    const plain = parts((await get('/books')).body).root;
    expect(parts((await get('/books', 'boipoka_session=1; theme=dark')).body).root).toBe(plain);
    expect(parts((await get('/books', 'boipoka_session=1; lang=en')).body).root).toBe(plain);
  });

  it("an address with a query, a book's page and the other screens get the shell to draw, and no render is made", async () => {
    const signedIn = await ctx.sessionCookie();
    const before = renders.count;
    const shells = [
      await get('/books?page=3', 'boipoka_session=1'),
      await get('/books?search=sylhet'),
      await get('/books?page=2'),
      // A signed-in browser's book page (a visitor's is a redirect to /signin: page-session.test.ts), sign-in page
      // (its SPA goes on from there at once) and control panel.
      await get(`/books/${books[0].id}`, signedIn),
      await get('/signin', signedIn),
      await get('/cpanel', signedIn),
      await get('/signup'),
    ];
    expect(renders.count).toBe(before);
    for (const response of shells) {
      expect(response.statusCode).toBe(200);
      expect(parts(response.body)).toMatchObject({ root: '', state: null });
      expect(parts(response.body).head).toContain(ENTRY_SCRIPT);
      expect(response.body).not.toContain('<!--app-');
    }
    // The shell for a book's page preloads the book and its cover.
    expect(parts(shells[3].body).head).toContain(
      `<link rel="preload" as="fetch" href="/api/v1/books/${books[0].id}" crossorigin>`,
    );
    expect(parts(shells[3].body).head).toContain(
      `<link rel="preload" as="image" href="${books[0].image}" fetchpriority="high">`,
    );
  });

  it("draws a visitor's sign-in page with the line that says why, rendering each line once", async () => {
    const before = renders.count;
    const book = await get(signInAddress(`/books/${books[0].id}`));
    expect(book.statusCode).toBe(200);
    expect(parts(book.body).root).toContain('Please sign in to see this book.');
    expect(parts(book.body).root).toContain('Account Sign In');
    expect(parts(book.body).state).not.toBeNull();
    expect(renders.count).toBe(before + 1);
    // Another book's link is the same page, already drawn; another page's is the other line.
    expect(parts((await get(signInAddress(`/books/${books[1].id}`))).body).root).toBe(parts(book.body).root);
    expect(renders.count).toBe(before + 1);
    const profile = parts((await get(signInAddress('/profile'))).body).root;
    expect(profile).toContain('Account Sign In');
    expect(profile).not.toContain('Please sign in to see this book.');
    expect(renders.count).toBe(before + 2);
    // An address the server does not draw gets the shell.
    expect(parts((await get('/signin?utm=x')).body)).toMatchObject({ root: '', state: null });
  });

  it('keeps a rendered page while the catalogue is unchanged, and renders it again after a change', async () => {
    const admin = await ctx.userWithRole('admin');
    // This process's own write drops what was kept before its answer leaves: the next page is already without the book.
    const deleted = await ctx.request({ method: 'DELETE', url: `/api/v1/books/${books[2].id}`, token: admin.token });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(parts((await get('/books')).body).root).not.toContain(books[2].name.slice(0, 10));
    // Its NOTIFY arrives later (on PostgreSQL, after the answer) and drops it once more; after that the page is kept.
    await vi.waitFor(
      async () => {
        const before = renders.count;
        await get('/books');
        await get('/books');
        expect(renders.count).toBe(before);
      },
      { timeout: 10_000, interval: 100 },
    );

    // A change made elsewhere (here, straight in the database) arrives by NOTIFY.
    const [added] = await insertBooks(ctx.db, generateBooks(1, { seed: 12, skuTag: 'RENDER-NEW' }));
    await vi.waitFor(async () => expect(parts((await get('/books')).body).root).toContain(added.name.slice(0, 10)), {
      timeout: 10_000,
      interval: 100,
    });
  });

  it('a render that fails leaves the page to the browser (never a 500), and the next request renders again', async () => {
    const admin = await ctx.userWithRole('admin');
    await ctx.request({ method: 'DELETE', url: `/api/v1/books/${books[1].id}`, token: admin.token });
    renders.failNext = true;
    const failed = await get('/books');
    expect(failed.statusCode).toBe(200);
    expect(parts(failed.body)).toMatchObject({ root: '', state: null });
    // The browser draws it with the list's reads already under way (preloaded by the HTML).
    expect(parts(failed.body).head).toContain(
      '<link rel="preload" as="fetch" href="/api/v1/books?page=1&#38;limit=12" crossorigin>',
    );
    expect(parts((await get('/books')).body).root).toContain('All Of Our Books');
  });
});

describe('serverRenderer', () => {
  /** An app whose catalogue generation the test sets; its inject is never reached (the render below reads nothing). */
  function setup() {
    const app = {
      generation: 1 as number | null,
      catalogueGeneration: () => app.generation,
      inject: () => Promise.reject(new Error('not reached')),
    };
    const calls: string[] = [];
    let fail = false;
    const render: RenderPage = (url) => {
      calls.push(url);
      if (fail) return Promise.reject(new Error('render failed'));
      return new Promise((resolve) =>
        setTimeout(() => resolve({ html: `<p>${url} ${calls.length}</p>`, state: { api: {} } } as never), 5),
      );
    };
    const renderer = serverRenderer(app as never, render, { maxPages: 2 });
    return { app, calls, renderer, failNext: () => (fail = true), succeed: () => (fail = false) };
  }

  const EN = { language: 'en' } as const;

  it('shares one render between concurrent requests and keeps it for the generation', async () => {
    const { app, calls, renderer } = setup();
    const [a, b] = await Promise.all([renderer('/books', EN), renderer('/books', EN)]);
    expect(a).toBe(b);
    expect(await renderer('/books', EN)).toBe(a);
    expect(calls).toEqual(['/books']);
    app.generation = 2;
    expect(await renderer('/books', EN)).not.toBe(a);
    expect(calls).toEqual(['/books', '/books']);
  });

  it('keeps nothing while changes are not heard, drops a failed render, and keeps at most maxPages', async () => {
    const { app, calls, renderer, failNext, succeed } = setup();
    app.generation = null;
    await renderer('/', EN);
    await renderer('/', EN);
    expect(calls).toEqual(['/', '/']);

    app.generation = 3;
    failNext();
    await expect(renderer('/', EN)).rejects.toThrow('render failed');
    succeed();
    const page = await renderer('/', EN);
    expect(await renderer('/', EN)).toBe(page);
    expect(calls).toEqual(['/', '/', '/', '/']);

    await renderer('/a', EN);
    await renderer('/b', EN);
    await renderer('/', EN);
    expect(calls.at(-1)).toBe('/');
  });
});

describe('pages are rate limited per client', () => {
  it('answers 429 past PAGE_RATE_LIMIT a minute, drawn pages and the shell alike, and nothing is rendered for it', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-render-limit-'));
    writeFileSync(path.join(dir, 'index.html'), indexHtml);
    let rendered = 0;
    const limited = await createTestContext(
      { SPA_DIR: dir, PAGE_RATE_LIMIT: '3' },
      { renderPage: (url, fetch, options) => (rendered++, renderPage(url, fetch, options)) },
    );
    try {
      const page = (url: string, remoteAddress: string) => limited.request({ method: 'GET', url, remoteAddress });
      const statuses = [];
      for (const url of ['/books', '/signup', '/', '/aboutus', '/books?page=2'])
        statuses.push((await page(url, '198.51.100.7')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      expect(rendered).toBe(2);
      // Another client has its own budget; the API's own routes are not counted against pages.
      expect((await page('/aboutus', '198.51.100.8')).statusCode).toBe(200);
      expect(
        (await limited.request({ method: 'GET', url: '/api/v1/books?limit=1', remoteAddress: '198.51.100.7' }))
          .statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
