import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { appTookOver, demo, holdScripts, newPage, scrollThrough, signIn } from './harness';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

declare global {
  interface Window {
    /**
     * The first element the server drew in #root (after emotion's inline styles, which move to <head>) and the first
     * card's "… ago", read when parsing ended, before any script ran.
     */
    serverDrawn?: { element: Element | null; cover: Element | null; timeAgo: string | null };
  }
}

/**
 * A phone (390 px: the server lays the grid out for its widest screen) whose clock is two months past the moment the
 * page was rendered (a kept page can be that old in the card's "… ago"), collecting every error the page reports:
 * React reports a hydration mismatch as an uncaught error (#418) and then draws the page again.
 */
async function openPhone({ clockAhead = true } = {}): Promise<{
  page: Page;
  context: BrowserContext;
  errors: string[];
}> {
  const browser = await newPage(390, 844);
  close = browser.close;
  const { page, context } = browser;
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  if (clockAhead) await page.clock.setFixedTime(Date.now() + 60 * 24 * 3600_000);
  // 'interactive' comes when the HTML is parsed, before the module scripts run.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      const root = document.getElementById('root');
      window.serverDrawn = {
        element: root?.querySelector(':scope > :not(style, link)') ?? null,
        cover: root?.querySelector('main img') ?? null,
        timeAgo: root?.querySelector('time')?.textContent ?? null,
      };
    });
  });
  return { page, context, errors };
}

/** React has claimed the element the server drew (hydration attaches its fiber to the existing node). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const element = window.serverDrawn?.element;
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  });

describe('server-rendered pages in the browser', () => {
  it('/books arrives drawn, and the browser takes over the same elements: no mismatch, the "… ago" corrected, links work', async () => {
    const { page, errors } = await openPhone();
    await page.goto('/books');
    expect(await page.evaluate(() => window.serverDrawn?.element?.tagName)).toBeTruthy();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => window.serverDrawn?.element === document.querySelector('#root > :not(style, link)')),
    ).toBe(true);
    // The cards stay the server's when the purchases become known: the first cover (the largest paint) is still shown.
    expect(await page.evaluate(() => window.serverDrawn?.cover?.isConnected)).toBe(true);
    const serverTimeAgo = await page.evaluate(() => window.serverDrawn?.timeAgo);
    expect(serverTimeAgo).toMatch(/ago/);
    await expect.poll(() => page.locator('main time').first().textContent()).not.toBe(serverTimeAgo);
    expect(errors).toEqual([]);

    // The rest of the grid is built as the shopper scrolls, and a card opens its book (sign-in first) without a reload.
    await scrollThrough(page);
    await page.evaluate(() => document.documentElement.setAttribute('data-same-document', '1'));
    await page.locator('main a[href^="/books/"]').first().click();
    await page.getByRole('heading', { name: 'Account Sign In' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-same-document'))).toBe('1');
    expect(errors).toEqual([]);
  });

  it('/ arrives drawn with its hero and is hydrated without a mismatch', async () => {
    const { page, errors } = await openPhone();
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => window.serverDrawn?.element === document.querySelector('#root > :not(style, link)')),
    ).toBe(true);
    await scrollThrough(page);
    await page.getByRole('heading', { name: 'Our Customers Review' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('/#reviews and /#about, opened directly, are hydrated without a mismatch and scroll to their section', async () => {
    const { page, errors } = await openPhone();
    for (const id of ['reviews', 'about']) {
      await page.goto(`/#${id}`);
      await hydrated(page);
      // useHashScroll brings the section into view and gives it the focus, once the hydration has built it.
      await page.waitForFunction((id) => document.activeElement?.id === id, id);
      expect(await page.evaluate(() => window.scrollY), id).toBeGreaterThan(1000);
      // The section stays under the navbar (its scroll-margin-top, 72 px) while what is below it is built.
      let waited = 0;
      for (const later of [0, 300, 1300]) {
        await page.waitForTimeout(later - waited);
        waited = later;
        const top = await page.evaluate((id) => document.getElementById(id)!.getBoundingClientRect().top, id);
        expect(top, `#${id}, ${later} ms later`).toBeGreaterThan(60);
        expect(top, `#${id}, ${later} ms later`).toBeLessThan(84);
      }
      await page.goto('about:blank');
    }
    expect(errors).toEqual([]);
  });

  it('before its scripts arrive, /books can be scrolled (the place is kept when they take over) and searched', async () => {
    const { page, errors } = await openPhone();
    const release = await holdScripts(page);
    // (Not 'domcontentloaded': that waits for the module scripts, which are deferred.)
    await page.goto('/books', { waitUntil: 'commit' });
    await page.getByTestId('book-card-content').first().waitFor();
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    release();
    await appTookOver(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(900);
    expect(errors).toEqual([]);

    // Without scripts, Go is a plain form: it still searches.
    await page.unrouteAll();
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/books', { waitUntil: 'domcontentloaded' });
    await page.getByPlaceholder('Search Books By Title & Category').fill('gitanjali');
    await page.getByRole('button', { name: 'Go', exact: true }).click();
    await page.waitForURL('**/books?search=gitanjali');
  });

  it('a signed-in browser gets the same /books and hydrates it with its user; a bought book is never offered first', async () => {
    const { page, errors } = await openPhone({ clockAhead: false });
    await signIn(page, demo.customer.email, demo.customer.password);
    const bought = await page.evaluate(async () => {
      const response = await fetch('/api/v1/purchases', {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return ((await response.json()) as { data: { bookIds: string[] } }).data.bookIds;
    });
    expect(bought.length).toBeGreaterThan(0);
    // Every book a link was ever drawn for on the way (a card is a link only once it is known to be available).
    await page.addInitScript(() => {
      const linked = new Set<string>();
      (window as unknown as { linked: Set<string> }).linked = linked;
      new MutationObserver(() =>
        document
          .querySelectorAll<HTMLAnchorElement>('main a[href^="/books/"]')
          .forEach((a) => linked.add(a.pathname.split('/').pop()!)),
      ).observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
      });
    });
    const response = await page.goto('/books');
    const html = await response!.text();
    expect(html).toContain('All Of Our Books');
    expect(html).not.toContain('>SignIn<');
    await hydrated(page);
    await expect.poll(() => page.getByTestId('navbar-user-name').textContent()).toMatch(/^Nusrat/);
    await page.waitForLoadState('networkidle');
    const shown = await page.evaluate(() => Array.from(document.querySelectorAll('main [data-purchased]')).length);
    const linked = await page.evaluate(() => [...(window as unknown as { linked: Set<string> }).linked]);
    expect(linked.length).toBeGreaterThan(0);
    expect(linked.filter((id) => bought.includes(id))).toEqual([]);
    // The list shows the purchased state of what this shopper bought among its cards.
    expect(shown).toBe(await page.locator('main [data-testid="purchased-banner"]').count());
    expect(errors).toEqual([]);
  });

  it("a visitor following a book's link is sent to a drawn sign-in page that says why, then back to the book", async () => {
    const { page, errors } = await openPhone({ clockAhead: false });
    const bookPath = await firstBookPath(page);
    const answer = await page.goto(bookPath);
    // The server redirected before any of the book's page loaded, and drew the sign-in page with its line.
    expect(new URL(answer!.request().redirectedFrom()!.url()).pathname).toBe(bookPath);
    expect(new URL(page.url()).searchParams.get('next')).toBe(bookPath);
    expect(await answer!.text()).toContain('Please sign in to see this book.');
    expect(await page.evaluate(() => window.serverDrawn?.element?.textContent)).toContain('Account Sign In');
    await hydrated(page);
    await page.getByLabel(/^email/i).fill(demo.customer.email);
    await page.getByLabel(/^password/i).fill(demo.customer.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === bookPath);
    await page.locator('main h1, main h2').first().waitFor();
    expect(errors).toEqual([]);

    // Signed in, the browser has its session cookie: the book's page is served, not a redirect.
    const again = await page.goto(bookPath);
    expect(again!.request().redirectedFrom()).toBeNull();
    expect(errors).toEqual([]);
  });

  it('a signed-in browser without its session cookie takes one hop through /signin and lands on the book', async () => {
    const { page, context, errors } = await openPhone({ clockAhead: false });
    await signIn(page, demo.customer.email, demo.customer.password);
    const bookPath = await firstBookPath(page);
    await context.clearCookies({ name: 'session' });
    await page.goto(bookPath);
    await page.waitForURL((url) => url.pathname === bookPath);
    await page.locator('main h1, main h2').first().waitFor();
    expect(errors).toEqual([]);
  });
});

/** The address of the catalogue's first book, as a card links to it. */
async function firstBookPath(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/books?limit=1');
  const { data } = (await response.json()) as { data: { result: { _id: string }[] } };
  return `/books/${data.result[0]._id}`;
}
