import { afterEach, describe, expect, it } from 'vitest';
import { demoBooks } from '../../server/db/demo-catalogue';
import {
  appTookOver,
  bookNamed,
  demo,
  holdScripts,
  newPage,
  screenshot,
  scrollThrough,
  shopUrl,
  signIn,
} from './harness';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

async function open(width: number) {
  const browser = await newPage(width);
  close = browser.close;
  return browser.page;
}

describe('storefront in the browser', () => {
  for (const width of [390, 1280]) {
    it(`home page at ${width} px: slider, banner, top books, newsletter, about, reviews`, async () => {
      const page = await open(width);
      await page.goto('/');
      await page.getByText('Literary Haven').first().waitFor();
      await page.getByRole('heading', { name: "Act Before It's Too Late!" }).waitFor();
      await page.getByRole('heading', { name: 'Our Top Books' }).waitFor();
      // The sections below the first screen are built as the shopper scrolls to them.
      await scrollThrough(page);
      const topBooks = page.locator(
        '#top-books a[href^="/books/"], section:has(h2:text("Our Top Books")) a[href^="/books/"]',
      );
      await expect.poll(() => topBooks.count()).toBe(3);
      await page.getByRole('link', { name: 'See More Books' }).waitFor();
      await page.getByRole('heading', { name: "Don't miss out!" }).waitFor();
      await page.getByPlaceholder('Email Address').waitFor();
      await page.getByText('20K+').waitFor();
      await page.getByRole('heading', { name: 'Our Customers Review' }).waitFor();
      await page.getByRole('contentinfo').waitFor();
      // The reviews carousel is built when its section nears the screen.
      await page.locator('#reviews').scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          page
            .locator('#reviews')
            .getByText(/\(\d(\.\d)?\)/)
            .count(),
        )
        .toBeGreaterThan(0);
      // No horizontal scrolling on phones or desktops.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await screenshot(page, `home-${width}`);
    });
  }

  it('opens a new page at the top and Back returns to where the shopper was', async () => {
    const page = await open(390);
    await page.goto('/books');
    await page.getByRole('heading', { name: 'All Of Our Books' }).waitFor();
    await expect.poll(() => page.locator('main a[href^="/books/"]').count()).toBeGreaterThan(0);
    // The page arrives drawn by the server; what is tested here is the shop's own navigation.
    await appTookOver(page);
    // Instantly: the stylesheet scrolls smoothly, and a smooth scroll can still be under way when the page is left.
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    await page.evaluate(() => (document.querySelector('a[href="/aboutus"]') as HTMLAnchorElement).click());
    await page.waitForURL('**/aboutus');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.waitForURL('**/books');
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900);
  });

  it('lists, searches and filters the catalogue, keeping the query in the URL', async () => {
    const page = await open(1280);
    await page.goto('/books');
    await page.getByRole('heading', { name: 'All Of Our Books' }).waitFor();
    await page.getByText(`Showing ${demoBooks.length} Total Results`).waitFor();
    await appTookOver(page);

    await page.getByPlaceholder('Search Books By Title & Category').fill('  GITANJALI ');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await page.getByText('Showing 1 Total Results').waitFor();
    expect(new URL(page.url()).searchParams.get('search')).toBe('gitanjali');

    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByText(`Showing ${demoBooks.length} Total Results`).waitFor();

    await page.getByLabel('Select Book Category').selectOption('Programming');
    const programming = demoBooks.filter((book) => book.category === 'Programming').length;
    await page.getByText(`Showing ${programming} Total Results`).waitFor();
    expect(new URL(page.url()).searchParams.get('category')).toBe('Programming');

    await page.goto('/books?search=zzzz-no-such-book');
    await page.getByText('Showing 0 Total Results').waitFor();
    await screenshot(page, 'books-empty-1280');
  });

  it('asks for sign-in before a book, then shows it with related books and the purchased state', async () => {
    const page = await open(390);
    const book = await bookNamed(demoBooks[0].name);
    await page.goto(`/books/${book._id}`);
    await page.getByRole('heading', { name: 'Account Sign In' }).waitFor();
    await signIn(page, demo.customer.email, demo.customer.password, page.url());
    await page.getByRole('heading', { name: book.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/books/${book._id}`);
    await scrollThrough(page);
    await page.getByText('More Books You Might Like').waitFor();
    await page.getByText('/=').first().waitFor();
    await screenshot(page, 'book-detail-390');

    // The demo customer bought demoBooks[3]: its card is marked and does not open.
    const purchasedName = demoBooks[3].name;
    await page.goto(`/books?search=${encodeURIComponent(purchasedName)}`);
    await page.getByText('Already Purchased').first().waitFor();
  });

  it('keeps a book page whose related books cannot load (a dropped connection): only that section is left out', async () => {
    const page = await open(390);
    const book = await bookNamed(demoBooks[0].name);
    await signIn(page, demo.customer.email, demo.customer.password);
    let blocked = 0;
    await page.route(/\/assets\/RelatedBooks-[\w-]+\.js$/, (route) => (blocked++, route.abort()));
    await page.goto(`/books/${book._id}`);
    await page.getByRole('heading', { name: book.name }).waitFor();
    await scrollThrough(page);
    await page.getByRole('contentinfo').waitFor();
    expect(blocked).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('More Books You Might Like').count()).toBe(0);
    expect(await page.getByText('This page could not be shown').count()).toBe(0);
    await page.getByText('Checkout This Book').waitFor();
  });

  it("a signed-in browser's /books comes with its reads in the page, and a book page with its read preloaded: a read that succeeds is made once", async () => {
    const page = await open(390);
    await signIn(page, demo.customer.email, demo.customer.password);
    // The screen signing in leads to reads its own books: only what the next pages ask for is counted.
    await page.waitForLoadState('networkidle');
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/books'))
        requested.push(new URL(request.url()).pathname + new URL(request.url()).search);
    });
    const drawnByServer = () => page.evaluate(() => Boolean(document.getElementById('server-state')));

    await page.goto('/books');
    await page.getByText(/Showing \d+ Total Results/).waitFor();
    await appTookOver(page);
    await page.getByTestId('navbar-user-name').filter({ hasText: /\S/ }).waitFor();
    expect(await drawnByServer()).toBe(true);
    expect(requested).toEqual([]);

    const book = (await fetch(`${shopUrl()}/api/v1/books?limit=1`).then((response) => response.json())).data.result[0];
    await page.goto(`/books/${book._id}`);
    await page.getByRole('heading', { name: book.name }).waitFor();
    await page.getByText('More Books You Might Like').waitFor();
    // A book's page is behind the login guard: the browser draws it, with the book's read preloaded by the HTML and
    // used by the screen (one request); the related books (below the fold) are read once, by the screen.
    expect(await drawnByServer()).toBe(false);
    expect(requested.filter((url) => url === `/api/v1/books/${book._id}`)).toHaveLength(1);
    expect(requested.filter((url) => url.startsWith(`/api/v1/books/${book._id}/related`))).toHaveLength(1);

    // The read is preloaded by the HTML even when it fails (here no such book): the first fetch() uses that download.
    // The screen then asks once more, as RTK Query does on mount for a read that failed.
    const missing = '00000000-0000-4000-8000-000000000000';
    await page.goto(`/books/${missing}`);
    await page.getByText('Book not found').waitFor();
    expect(await drawnByServer()).toBe(false);
    expect(requested.filter((url) => url === `/api/v1/books/${missing}`)).toHaveLength(2);
    // The second read's timing entry is added when its response has ended, which can come after the page shows.
    const initiators = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/api/v1/books/'))
          .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
      );
    await expect.poll(initiators).toEqual(['link', 'fetch']);
  });

  it('sends a contact message typed before the scripts took over', async () => {
    const page = await open(390);
    // The shop's scripts arrive once the form is filled in.
    const release = await holdScripts(page);
    await page.goto('/contactus', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Feel Free to Contact With US' }).waitFor();
    const form = page.locator('form[aria-labelledby="contact-form-heading"]');
    expect(await form.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);
    await form.locator('#contact-name').fill('Playwright Reader');
    await form.locator('#contact-phone').fill('+8801711000999');
    await form.locator('#contact-email').fill('reader@example.com');
    await form.locator('#contact-address').fill('Road 2, Dhanmondi, Dhaka');
    await form.locator('#contact-message').fill('Do you stock the Bangla translation of Meditations?');
    release();
    // Playwright's click waits for Send to be enabled: the scripts have taken over the form.
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Data Added Successfully').waitFor();
    expect(await form.locator('#contact-name').inputValue()).toBe('');
    await screenshot(page, 'contact-sent-390');
  });
});
