import { afterEach, describe, expect, it } from 'vitest';
import { demo, newPage, screenshot, scrollThrough, shopUrl, signIn } from './harness';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

describe('smoke: the shop as npm start serves it', () => {
  it('serves the SPA and the seeded catalogue', async () => {
    const books = await fetch(`${shopUrl()}/api/v1/books?limit=100`).then((r) => r.json());
    expect(books.data.totalBooks).toBeGreaterThanOrEqual(48);
    const html = await fetch(`${shopUrl()}/books/some-deep-link`, { headers: { accept: 'text/html' } }).then((r) =>
      r.text(),
    );
    expect(html).toContain('<div id="root">');
  });

  it('signs the demo customer in through the emulator and shows the name in the navbar', async () => {
    const browser = await newPage(1280);
    close = browser.close;
    await signIn(browser.page, demo.customer.email, demo.customer.password);
    await expect(browser.page.getByTestId('navbar-user-name').textContent()).resolves.toBe(
      `${demo.customer.displayName.slice(0, 10)}…`,
    );
    expect(await browser.page.evaluate(() => localStorage.getItem('accessToken'))).toMatch(/^ey/);
    await screenshot(browser.page, 'smoke-signed-in-1280');
  });

  it('shows the not-found page for an unknown path, with header and footer', async () => {
    const browser = await newPage(390);
    close = browser.close;
    await browser.page.goto('/no/such/page');
    await browser.page.getByText('OOPS!').waitFor();
    // The footer is a lazy chunk built when it is scrolled to (issue 11).
    await scrollThrough(browser.page);
    await browser.page.getByRole('contentinfo').waitFor();
    await expect(browser.page.getByRole('contentinfo').count()).resolves.toBe(1);
    await screenshot(browser.page, 'not-found-390');
  });
});
