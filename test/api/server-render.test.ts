import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_HINT_COOKIE, SERVER_STATE_ELEMENT_ID } from '../../domain/screens';
import { generateBooks } from '../../server/db/large-catalogue';
import { serverRenderer, type RenderPage } from '../../server/spa/server-render';
import { renderPage } from '../../src/entry-server';
import { insertBooks, type BookRecord } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

// A built SPA's index.html (the server's hints go before </head>, the rendered screen into #root).
const indexHtml = `<!doctype html><html><head><title>Boipoka</title><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/shell-abc.js"><link rel="stylesheet" crossorigin href="/assets/shell-abc.css"></head><body><noscript>Boipoka needs JavaScript to run.</noscript><div id="root"></div></body></html>`;

const SHELL_CSS = 'html{scroll-behavior:smooth}';
const STYLESHEET_LINK = '<link rel="stylesheet" crossorigin href="/assets/shell-abc.css">';

let ctx: TestContext;
let spaDir: string;
let books: BookRecord[];
/** The real render (src/entry-server.tsx), counted; `failNext` makes the next call throw. */
const renders = { count: 0, failNext: false };
const countedRender: RenderPage = (url, fetch, renderedFor) => {
  renders.count++;
  if (renders.failNext) {
    renders.failNext = false;
    return Promise.reject(new Error('render failed'));
  }
  return renderPage(url, fetch, renderedFor);
};

beforeAll(async () => {
  spaDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-render-'));
  mkdirSync(path.join(spaDir, 'assets'));
  writeFileSync(path.join(spaDir, 'index.html'), indexHtml);
  writeFileSync(path.join(spaDir, 'assets', 'shell-abc.css'), SHELL_CSS);
  ctx = await createTestContext({ SPA_DIR: spaDir }, { renderPage: countedRender });
  books = await insertBooks(ctx.db, generateBooks(3, { seed: 11, skuTag: 'RENDER' }));
});
afterAll(async () => {
  await ctx.close();
  rmSync(spaDir, { recursive: true, force: true });
});

const get = (url: string, cookie?: string) => ctx.request({ method: 'GET', url, headers: cookie ? { cookie } : {} });
/** What the page holds inside #root, and the state it was rendered with (null when the browser draws it alone). */
function parts(html: string) {
  const root = /<div id="root">([\s\S]*?)<\/div>(?:<script type="application\/json" id="([\w-]+)">([^<]*)<\/script>)?((?:<script[^>]*>[^<]*<\/script>)*)<\/body>/.exec(html);
  if (!root) throw new Error('no #root');
  return {
    head: html.slice(0, html.indexOf('</head>')),
    root: root[1],
    stateId: root[2],
    state: root[3] ? (JSON.parse(root[3]) as { api: { queries: Record<string, { endpointName: string; data: unknown }> } }) : null,
    /** What follows the page: a rendered page's script loader. */
    after: root[4],
  };
}

describe('server-rendered landing screens', () => {
  it('/books comes with its cards and the api reads it was drawn with, for a visitor who is not signed in', async () => {
    const response = await get('/books');
    expect(response.statusCode).toBe(200);
    expect(String(response.headers.vary)).toMatch(/cookie/i);
    const { head, root, stateId, state } = parts(response.body);
    for (const book of books) expect(root).toContain(book.name.slice(0, 10));
    expect(root).toContain('All Of Our Books');
    // emotion's styles come inline (main.tsx's style cache moves them into <head>); React's own preloads go to <head>.
    expect(root).toMatch(/<style data-emotion="css /);
    expect(root.startsWith('<link')).toBe(false);
    // The brand's mark is drawn inline (components/BrandMark.tsx): the tab's icon is the page's only request for it.
    expect(root).not.toContain('favicon.svg');
    // It paints without waiting for another request: the shell's small stylesheet is inline.
    expect(head).toContain(`<style>${SHELL_CSS}</style>`);
    expect(head).not.toContain(STYLESHEET_LINK);
    // Its scripts only make it interactive: they are loaded after the first paint, by an inline loader that the
    // Content-Security-Policy allows by its hash.
    expect(head).not.toContain('/assets/index-abc.js');
    expect(head).not.toContain('modulepreload');
    const loader = /^<script type="application\/json" id="page-scripts">([^<]*)<\/script><script type="module">([^<]*)<\/script>$/.exec(parts(response.body).after);
    expect(JSON.parse(loader![1])).toEqual({ entry: '/assets/index-abc.js', preloads: ['/assets/shell-abc.js'] });
    const loaderHash = `'sha256-${createHash('sha256').update(loader![2]).digest('base64')}'`;
    expect(String(response.headers['content-security-policy'])).toMatch(new RegExp(`script-src [^;]*${loaderHash.replace(/[+/]/g, '\\$&')}`));
    // The data is in the page: it is not preloaded again.
    expect(head).not.toContain('as="fetch"');
    expect(stateId).toBe(SERVER_STATE_ELEMENT_ID);
    const endpoints = Object.values(state!.api.queries).map((query) => query.endpointName);
    expect(endpoints.sort()).toEqual(['bookCategories', 'listBooks']);
    // It reads without JavaScript: index.html's line for a browser without it is left out.
    expect(response.body).not.toContain('<noscript>');
  });

  it('/ comes rendered with its hero, reading nothing below the fold', async () => {
    const { root, state } = parts((await get('/')).body);
    expect(root).toContain('Literary Haven');
    expect(root).toContain('Act Before It');
    expect(state!.api.queries).toEqual({});
  });

  it('/books comes rendered for a browser holding a session too, without whose it is', async () => {
    const { root, state } = parts((await get('/books', `theme=dark; ${SESSION_HINT_COOKIE}=1`)).body);
    for (const book of books) expect(root).toContain(book.name.slice(0, 10));
    expect(root).not.toContain('SignIn');
    expect(root).toMatch(/<span[^>]*data-testid="navbar-user-name"[^>]*><\/span>/);
    expect(state).toMatchObject({ renderedFor: 'session' });
    // The visitor's page is another one: it has the sign-in link.
    expect(parts((await get('/books')).body).root).toContain('SignIn');
  });

  it("an address with a query, a book's page for a visitor and the other screens get the shell to draw", async () => {
    const shells = [
      await get('/books?page=3', `${SESSION_HINT_COOKIE}=1`),
      await get('/books?search=sylhet'),
      await get('/books?page=2'),
      await get(`/books/${books[0].id}`),
      await get('/signin'),
      await get('/cpanel'),
    ];
    for (const response of shells) {
      expect(response.statusCode).toBe(200);
      expect(parts(response.body)).toMatchObject({ root: '', state: null });
    }
    // The shell for a book's page preloads the book, and links the stylesheet (it paints after the scripts).
    expect(parts(shells[3].body).head).toContain(`<link rel="preload" as="fetch" href="/api/v1/books/${books[0].id}" crossorigin>`);
    for (const response of shells) {
      expect(parts(response.body).head).toContain(STYLESHEET_LINK);
      expect(parts(response.body).head).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
      expect(parts(response.body).after).toBe('');
      expect(response.body).toContain('<noscript>Boipoka needs JavaScript to run.</noscript>');
    }
  });

  it("a book's page comes rendered for a browser holding a session, without whose it is", async () => {
    const [book] = books;
    const response = await get(`/books/${book.id}`, `${SESSION_HINT_COOKIE}=1`);
    expect(response.statusCode).toBe(200);
    const { head, root, state } = parts(response.body);
    expect(root).toContain(`>${book.name}</h1>`);
    expect(root).toContain('Checkout This Book');
    expect(root).toContain(`href="/checkout/${book.id}"`);
    // The guard let the screen through, and the navbar draws a neutral account button (no sign-in link, no name).
    expect(root).not.toContain('SignIn');
    expect(root).toMatch(/<span[^>]*data-testid="navbar-user-name"[^>]*><\/span>/);
    expect(root).toContain('src="/default-avatar.svg"');
    // Its cover is preloaded; the related books are below the fold (read by the browser), the purchases need the token.
    expect(head).toContain(`<link rel="preload" as="image" href="${book.image}" fetchpriority="high">`);
    expect(Object.values(state!.api.queries).map((query) => query.endpointName)).toEqual(['bookById']);
    expect(state).toMatchObject({ renderedFor: 'session' });
    expect(response.body).not.toContain('<noscript>');
  });

  it('a page whose read fails (no such book, an id that is not one) is left to the browser', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await get(`/books/${id}`, `${SESSION_HINT_COOKIE}=1`);
      expect(response.statusCode).toBe(200);
      expect(parts(response.body)).toMatchObject({ root: '', state: null });
    }
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
    await vi.waitFor(async () => expect(parts((await get('/books')).body).root).toContain(added.name.slice(0, 10)), { timeout: 10_000, interval: 100 });
  });

  it('a render that fails leaves the page to the browser (never a 500), and the next request renders again', async () => {
    const admin = await ctx.userWithRole('admin');
    await ctx.request({ method: 'DELETE', url: `/api/v1/books/${books[1].id}`, token: admin.token });
    renders.failNext = true;
    const failed = await get('/books');
    expect(failed.statusCode).toBe(200);
    expect(parts(failed.body)).toMatchObject({ root: '', state: null });
    // The browser draws it with the list's reads already under way (preloaded by the HTML).
    expect(parts(failed.body).head).toContain('<link rel="preload" as="fetch" href="/api/v1/books?page=1&#38;limit=12" crossorigin>');
    expect(parts((await get('/books')).body).root).toContain('All Of Our Books');
  });
});

describe('serverRenderer', () => {
  /** An app whose catalogue generation the test sets; its inject is never reached (the render below reads nothing). */
  function setup() {
    const app = { generation: 1 as number | null, catalogueGeneration: () => app.generation, inject: () => Promise.reject(new Error('not reached')) };
    const calls: string[] = [];
    let fail = false;
    const render: RenderPage = (url, _fetch, renderedFor) => {
      calls.push(renderedFor === 'visitor' ? url : `${renderedFor} ${url}`);
      if (fail) return Promise.reject(new Error('render failed'));
      return new Promise((resolve) => setTimeout(() => resolve({ html: `<p>${url} ${calls.length}</p>`, state: { api: {} } } as never), 5));
    };
    const renderer = serverRenderer(app as never, render, { maxPages: 2 });
    return { app, calls, renderer, failNext: () => (fail = true), succeed: () => (fail = false) };
  }

  it('shares one render between concurrent requests and keeps it for the generation', async () => {
    const { app, calls, renderer } = setup();
    const [a, b] = await Promise.all([renderer('/books', 'visitor'), renderer('/books', 'visitor')]);
    expect(a).toBe(b);
    expect(await renderer('/books', 'visitor')).toBe(a);
    expect(calls).toEqual(['/books']);
    app.generation = 2;
    expect(await renderer('/books', 'visitor')).not.toBe(a);
    expect(calls).toEqual(['/books', '/books']);
    // A page rendered for a browser holding a session is another page.
    const forSession = await renderer('/books', 'session');
    expect(forSession).not.toBe(await renderer('/books', 'visitor'));
    expect(await renderer('/books', 'session')).toBe(forSession);
    expect(calls).toEqual(['/books', '/books', 'session /books']);
  });

  it('keeps nothing while changes are not heard, drops a failed render, and keeps at most maxPages', async () => {
    const { app, calls, renderer, failNext, succeed } = setup();
    app.generation = null;
    await renderer('/', 'visitor');
    await renderer('/', 'visitor');
    expect(calls).toEqual(['/', '/']);

    app.generation = 3;
    failNext();
    await expect(renderer('/', 'visitor')).rejects.toThrow('render failed');
    succeed();
    const page = await renderer('/', 'visitor');
    expect(await renderer('/', 'visitor')).toBe(page);
    expect(calls).toEqual(['/', '/', '/', '/']);

    await renderer('/a', 'visitor');
    await renderer('/b', 'visitor');
    await renderer('/', 'visitor');
    expect(calls.at(-1)).toBe('/');
  });
});
