import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import english from '../../src/locales/en/common.json';
import englishSeo from '../../src/locales/en/seo.json';
import { demo, newPage, shopUrl, signIn, waitForSession } from './harness';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

/** A browser with the shop's service worker allowed, once it controls the page. */
async function openControlled(path = '/') {
  const browser = await newPage(390, 844, { serviceWorkers: 'allow' });
  close = browser.close;
  const { page } = browser;
  const firstResponse = await page.goto(path);
  // Registered once the page has loaded and is idle; the first version takes the page at once (clientsClaim).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
  return { ...browser, firstResponse };
}

type ListedBook = { _id: string; name: string; stock: number; description: string };

async function catalogue(): Promise<ListedBook[]> {
  const response = await fetch(`${shopUrl()}/api/v1/books?limit=50`);
  return ((await response.json()) as { data: { result: ListedBook[] } }).data.result;
}

/** A book the signed-in shopper can check out (in stock, not bought by them in an earlier test), opened. */
async function openBuyableBook(page: Page): Promise<ListedBook> {
  for (const book of (await catalogue()).filter(({ stock }) => stock > 0)) {
    await page.goto(`/books/${book._id}`);
    await page.getByRole('heading', { name: book.name }).first().waitFor();
    const checkout = page.getByRole('link', { name: 'Checkout This Book' });
    const bought = page.getByRole('button', { name: /Already Purchased/ });
    await checkout.or(bought).first().waitFor();
    if (await checkout.isVisible()) return book;
  }
  throw new Error('no book left that the demo customer can buy');
}

const progressbars = (page: Page) => page.getByRole('progressbar').count();

describe('offline, with the service worker', () => {
  it('reopens seen pages and a seen book offline, says so plainly for checkout, and recovers online', async () => {
    const { page, context } = await openControlled('/');
    await page.goto('/books');
    await page.getByRole('heading', { name: 'All Of Our Books' }).waitFor();
    await expect.poll(() => page.locator('main a[href^="/books/"]').count()).toBeGreaterThan(0);
    await signIn(page, demo.customer.email, demo.customer.password);
    const book = await openBuyableBook(page);
    // Seen online: the list again, so its reads are stored as the signed-in shopper sees them.
    await page.goto('/books');
    await expect.poll(() => page.locator('main a[href^="/books/"]').count()).toBeGreaterThan(0);

    await context.setOffline(true);
    await expect(page.evaluate(() => navigator.onLine)).resolves.toBe(false);
    await page.getByTestId('offline-banner').waitFor();
    expect(await page.getByTestId('offline-banner').textContent()).toBe(english['common.offline.banner']);

    // A page seen before opens from the worker's copy: the heading and the books, not Chromium's offline page.
    await page.goto('/books');
    await page.getByRole('heading', { name: 'All Of Our Books' }).waitFor();
    await expect.poll(() => page.locator('main a[href^="/books/"]').count()).toBeGreaterThan(0);
    await page.getByTestId('offline-banner').waitFor();

    // The book seen before: its details from the stored catalogue read, the shopper still signed in.
    await page.goto(`/books/${book._id}`);
    await page.getByRole('heading', { name: book.name }).first().waitFor();
    await page.getByTestId('navbar-user-name').waitFor();

    // Checkout needs the network: the message, not a spinner.
    await page.getByRole('link', { name: 'Checkout This Book' }).click();
    await page.waitForURL(`**/checkout/${book._id}`);
    await page.getByRole('alert').filter({ hasText: english['common.offline.message'] }).waitFor();
    expect(await progressbars(page)).toBe(0);

    // Back online: the banner goes and the checkout reads its quote by itself (refetch on reconnect).
    await context.setOffline(false);
    await page.getByTestId('offline-banner').waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Checkout' }).first().waitFor();
    await page.getByLabel(/phone/i).first().waitFor();
    expect(await page.getByText(english['common.offline.message']).count()).toBe(0);
  });

  it("online, a controlled browser gets the server's drawn page for every address, `/` included", async () => {
    const { page, firstResponse } = await openControlled('/');
    const modulePreloads = (html: string) => html.split('rel="modulepreload"').length - 1;
    // Not yet controlled: a drawn page names only the shell's own chunk, and leaves the screen's to the shell.
    const shellOnly = modulePreloads((await firstResponse?.text()) ?? '');
    for (const path of ['/', '/books']) {
      const response = await page.goto(path);
      expect(response?.fromServiceWorker()).toBe(true);
      const html = (await response?.text()) ?? '';
      expect(html).not.toContain('<!--app-');
      expect(html).toMatch(/<html lang="en"/);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      // Asked through the worker's navigation preload: the worker holds the chunks, and the page names them.
      expect(modulePreloads(html)).toBeGreaterThan(shellOnly);
    }
    // Every other same-origin navigation is answered through the worker too, with its navigation preload.
    const api = await page.goto('/api/v1/books/categories');
    expect(api?.fromServiceWorker()).toBe(true);
    expect(api?.status()).toBe(200);
    expect(await api?.json()).toHaveProperty('data');
  });

  it('opens a page never seen offline in the shell, whose router draws the screen', async () => {
    const { page, context } = await openControlled('/');
    await context.setOffline(true);
    await page.goto('/aboutus?never-seen');
    await page.getByTestId('offline-banner').waitFor();
    await expect.poll(() => page.locator('main').innerText()).toMatch(/\S/);
    // The shell came with neither: the page's language and the address's title are written in.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await expect.poll(() => page.title()).toBe(englishSeo['seo.about.title']);
    await page.goto('/signin');
    await page.getByLabel(/email/i).first().fill(demo.customer.email);
    await page
      .getByLabel(/password/i)
      .first()
      .fill(demo.customer.password);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    // Refused at once in words, not a spinner waiting for a connection that is not there.
    await page.getByText(english['common.offline.message'], { exact: true }).waitFor();
    await context.setOffline(false);
  });

  it('never hands a stale catalogue read to someone who has just changed the book', async () => {
    const { page } = await openControlled('/');
    await signIn(page, demo.admin.email, demo.admin.password);
    await waitForSession(page);
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const [book] = await catalogue();
    const url = `/api/v1/books/${book._id}`;
    const read = (headers: Record<string, string> = {}) =>
      page.evaluate(
        async ({ url, headers }) => ((await (await fetch(url, { headers })).json()) as { data: ListedBook }).data,
        { url, headers },
      );
    const stored = () =>
      page.evaluate(async (url) => Boolean(await (await caches.open('boipoka-catalogue')).match(url)), url);
    const patch = async (description: string, through: 'page' | 'node') => {
      const init = {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ description }),
      };
      const status =
        through === 'node'
          ? (await fetch(`${shopUrl()}${url}`, init)).status
          : await page.evaluate(async ({ url, init }) => (await fetch(url, init)).status, { url, init });
      expect(status).toBe(200);
    };

    try {
      // The public read is stored by the worker (stale-while-revalidate)…
      expect((await read()).description).toBe(book.description);
      await expect.poll(stored).toBe(true);
      // …so a change made elsewhere (another admin, straight to the server) shows one read late: the cache works.
      await patch(`${book.description} (elsewhere)`, 'node');
      expect((await read()).description).toBe(book.description);
      // A read that carries the access token (the control panel's) goes to the server and is not stored.
      await patch(`${book.description} (elsewhere again)`, 'node');
      expect((await read({ authorization: `Bearer ${token}` })).description).toBe(
        `${book.description} (elsewhere again)`,
      );
      // An edit made in this browser drops the stored reads: the refetch that follows sees the edit at once.
      await patch(`${book.description} (here)`, 'page');
      expect(await stored()).toBe(false);
      expect((await read()).description).toBe(`${book.description} (here)`);

      // Signing out empties the stored catalogue reads.
      await expect.poll(stored).toBe(true);
      await page.getByTestId('navbar-user-name').click();
      await page.getByRole('menuitem', { name: /sign out/i }).click();
      await expect.poll(stored).toBe(false);
    } finally {
      await patch(book.description, 'node');
    }
  });

  it('is installable: Chromium reports no installability errors for the home page', async () => {
    const { page, context } = await openControlled('/');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors).toEqual([]);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
    expect(manifest.url).toBe(`${shopUrl()}/manifest.webmanifest`);
    expect(manifest.errors).toEqual([]);
    expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({ short_name: 'বইপোকা', theme_color: '#1b4965' });
  });
});
