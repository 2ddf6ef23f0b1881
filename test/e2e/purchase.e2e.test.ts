import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { demoBooks } from '../../server/db/demo-catalogue';
import { bookNamed, newPage, screenshot, shopUrl, signUpVerified, type ApiBook } from './harness';

/**
 * Issue 9, "Browser": a new customer buys a book through the local SSLCommerz sandbox page that `npm start` serves,
 * lands on Payment Successful, finds it in My Books and as 'Already Purchased', reviews it and gets the 15% review
 * discount on the next checkout; a cancelled payment leaves no paid order and returns the reserved copy.
 */

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

const PASSWORD = 'Buyer#2026';
const fresh = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** '৳ 1,234.50' from integer paisa, written out here rather than borrowed from the SPA. */
const amount = (paisa: number) =>
  `${Math.floor(paisa / 100).toLocaleString('en-US')}.${String(paisa % 100).padStart(2, '0')}`;
const taka = (paisa: number) => `৳ ${amount(paisa)}`;
/** How the sandbox gateway page writes it. */
const bdt = (paisa: number) => `BDT ${amount(paisa)}`;
/** rate% of a price in paisa, rounded half up to the paisa (all prices here are positive). */
const percent = (paisa: number, rate: number) => Math.floor((paisa * rate) / 100 + 0.5);

async function stockOf(id: string): Promise<number> {
  const response = await fetch(`${shopUrl()}/api/v1/books/${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ApiBook }).data.stock;
}

async function api<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const response = await fetch(`${shopUrl()}/api/v1/${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status, path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

interface ApiOrder {
  _id: string;
  bookId: string;
  tran_id: string;
  paymentStatus: string;
  total_amount: number;
}
const allOrders = async (page: Page) => (await api<{ result: ApiOrder[] }>(page, 'orders?limit=50')).result;
const paidOrders = async (page: Page) => (await api<{ result: ApiOrder[] }>(page, 'orders/mine')).result;

/** The whole page at a phone's and a desktop's width; the page is left at 1280 px. */
async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(250); // MUI's breakpoints re-render on resize
    await page.evaluate(() => document.fonts.ready.then(() => undefined)); // the Bengali web font, not its empty boxes
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${name} at ${width} px scrolls sideways`,
    ).toBe(true);
    await screenshot(page, `${name}-${width}`);
  }
}

/** A new verified, signed-in shopper (harness's signUpVerified); returns the e-mail. */
async function newCustomer(page: Page, name: string, prefix: string): Promise<string> {
  const email = fresh(prefix);
  await signUpVerified(page, { name, email, phone: '+8801711222444', password: PASSWORD });
  return email;
}

/**
 * A page the gateway sent the browser back to opens at its top, heading in sight (React Router's scroll restoration
 * once "restored" another page's position there).
 */
async function expectAtTop(page: Page, heading: string) {
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await page.waitForTimeout(600); // restoration runs in an effect right after the first render
  expect(await page.evaluate(() => window.scrollY), `${heading} opens scrolled down`).toBe(0);
  await expect(page.getByRole('heading', { name: heading, level: 1 }).isVisible()).resolves.toBe(true);
}

/** The checkout form: phone, address, terms. */
async function fillCheckout(page: Page) {
  await page.locator('#checkout-phone').fill('+8801711222444');
  await page.locator('#checkout-address').fill('House 7, Road 12, Dhanmondi, Dhaka 1209');
  await page.getByLabel('I agree to the terms and conditions').check();
}

/** The summary's rows as label → shown amount. */
async function summaryLines(page: Page): Promise<Record<string, string>> {
  const summary = page.getByRole('region', { name: 'Buying Summary' });
  await summary.getByText('Grand Total').waitFor();
  const rows = await summary
    .locator('tr')
    .evaluateAll((trs) =>
      trs.map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']),
    );
  return Object.fromEntries(rows);
}

/** The sandbox gateway page (served by the shop itself): its banner and the amount it is about to charge. */
async function onGateway(page: Page, bookName: string): Promise<string> {
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox/sslcommerz/'));
  expect(new URL(page.url()).origin).toBe(new URL(shopUrl()).origin);
  await page.getByRole('note').filter({ hasText: 'SANDBOX' }).waitFor();
  await page.getByRole('heading', { name: /^Pay / }).waitFor();
  const field = (label: string) => page.locator(`dt:text-is("${label}") + dd`);
  expect(await field('Book').textContent()).toBe(bookName);
  return (await field('Amount').textContent())!;
}

describe('buying a book through the sandbox gateway', () => {
  it('buys, lands on Payment Successful, owns and reviews the book, and gets 15% off the next checkout', async () => {
    const browser = await newPage(1280);
    close = browser.close;
    const { page } = browser;

    const first = demoBooks[0]; // Pride and Prejudice, ৳ 350.00
    const next = demoBooks[1]; // Great Expectations, ৳ 420.50: every percentage ends in half a paisa
    const book = await bookNamed(first.name);
    const nextBook = await bookNamed(next.name);
    expect(book.stock).toBeGreaterThan(0);
    expect(nextBook.stock).toBeGreaterThan(0);

    await newCustomer(page, 'Nusrat Buyer', 'buyer');

    // --- Opens the book from the catalogue and checks it out.
    await page.goto(`/books?search=${encodeURIComponent(first.name)}`);
    await page.getByRole('link', { name: new RegExp(`^${first.name},`) }).click();
    await page.getByRole('heading', { name: first.name, level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Checkout This Book' }).click();
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/checkout/${book._id}`);

    const price = first.pricePaisa;
    const total = price + percent(price, 5) + percent(price, 3);
    const lines = await summaryLines(page);
    expect(lines).toEqual({
      Price: taka(price),
      'Tax (5%)': taka(percent(price, 5)),
      'Service Charge (3%)': taka(percent(price, 3)),
      'Grand Total': taka(total),
    });
    await page.getByRole('region', { name: 'Discount offer' }).waitFor({ state: 'detached' });
    await fillCheckout(page);
    await shots(page, 'purchase-checkout');

    const stockBefore = await stockOf(book._id);
    await page.getByRole('button', { name: `Pay ${taka(total)}` }).click();

    // --- The sandbox gateway page: same shop, SANDBOX banner, the checkout's grand total.
    expect(await onGateway(page, first.name)).toBe(bdt(total));
    expect(await stockOf(book._id)).toBe(stockBefore - 1); // the copy is reserved while the customer pays
    await shots(page, 'purchase-gateway');
    await page.getByRole('button', { name: 'Pay with card' }).click();

    // --- Back at the shop: Payment Successful with the book and the amount.
    await page.waitForURL((url) => url.pathname === '/ssl-payment-success');
    const tranId = new URL(page.url()).searchParams.get('tran_id');
    expect(tranId).toBeTruthy();
    await expectAtTop(page, 'Payment Successful');
    const order = page.getByRole('region', { name: 'Your order' });
    await order.getByRole('heading', { name: first.name }).waitFor();
    expect(await order.getByTestId('paid-amount').textContent()).toBe(taka(total));
    await order.getByText(`Transaction ID: ${tranId}`).waitFor();
    await shots(page, 'purchase-success');

    const paid = await paidOrders(page);
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({
      bookId: book._id,
      tran_id: tranId,
      paymentStatus: 'paid',
      total_amount: total / 100,
    });
    expect(await stockOf(book._id)).toBe(stockBefore - 1); // sold, not returned

    // --- My Books has it, with Add Review.
    await page.getByRole('link', { name: 'Go to My Books' }).click();
    await page.getByRole('heading', { name: 'My Books - 1', level: 1 }).waitFor();
    const card = page.getByRole('article', { name: new RegExp(first.name) });
    await card.getByText('paid', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Add Review' }).waitFor();
    await shots(page, 'purchase-mybooks');

    // --- 'Already Purchased' on its card (no link) and on its page (no checkout).
    await page.goto(`/books?search=${encodeURIComponent(first.name)}`);
    const bookCard = page
      .locator('article[data-purchased="true"]')
      .filter({ has: page.getByAltText(`Cover of ${first.name}`) });
    await bookCard.getByText('Already Purchased').waitFor();
    expect(await bookCard.locator('a').count()).toBe(0);
    await page.goto(`/books/${book._id}`);
    await page.getByRole('heading', { name: first.name, level: 1 }).waitFor();
    const bought = page.getByRole('button', { name: 'Already Purchased' });
    await bought.waitFor();
    expect(await bought.isDisabled()).toBe(true);
    expect(await page.getByRole('link', { name: 'Checkout This Book' }).count()).toBe(0);

    // --- Reviews it on My Books.
    await page.goto('/mybooks');
    await page.getByRole('heading', { name: 'My Books - 1', level: 1 }).waitFor();
    await page
      .getByRole('article', { name: new RegExp(first.name) })
      .getByRole('button', { name: 'Add Review' })
      .click();
    const dialog = page.getByRole('dialog', { name: `Add Review for ${first.name}` });
    await dialog.getByLabel(/^rating/i).fill('4.5');
    await dialog.getByLabel(/^review/i).fill('Bought it through the sandbox, read it in a weekend. Lovely edition.');
    await dialog.getByRole('button', { name: 'Add Review' }).click();
    await page.getByText('Review Added Successfully').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page
      .getByRole('article', { name: new RegExp(first.name) })
      .getByRole('button', { name: 'View Your Review' })
      .waitFor();
    await shots(page, 'purchase-mybooks-reviewed');

    // --- The next checkout carries the 15% review discount, to the paisa, and the gateway asks for exactly that.
    await page.goto(`/books/${nextBook._id}`);
    await page.getByRole('link', { name: 'Checkout This Book' }).click();
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    const p2 = next.pricePaisa;
    const grand = p2 + percent(p2, 5) + percent(p2, 3) - percent(p2, 15);
    expect(grand).toBe(39107); // 420.50 + 21.03 + 12.62 − 63.08, worked out by hand
    expect(await summaryLines(page)).toEqual({
      Price: taka(p2),
      'Tax (5%)': taka(percent(p2, 5)),
      'Service Charge (3%)': taka(percent(p2, 3)),
      'Review Discount (15%)': `− ${taka(percent(p2, 15))}`,
      'Grand Total': taka(grand),
    });
    const quote = await api<{ discountPaisa: number; grandTotalPaisa: number; reviewPrompt: unknown }>(
      page,
      `checkout/${nextBook._id}`,
    );
    expect(quote).toMatchObject({ discountPaisa: percent(p2, 15), grandTotalPaisa: grand, reviewPrompt: null });
    await fillCheckout(page);
    await shots(page, 'purchase-checkout-discount');
    await page.getByRole('button', { name: `Pay ${taka(grand)}` }).click();
    expect(await onGateway(page, next.name)).toBe(bdt(grand));
    const pending = (await allOrders(page)).find((o) => o.bookId === nextBook._id);
    expect(pending).toMatchObject({ paymentStatus: 'pending', total_amount: grand / 100 });
    // Not bought after all: cancelling closes the order (the cancel itself is the next test's subject).
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/payment/cancelled');
    expect(await paidOrders(page)).toHaveLength(1);
  });

  it('cancels on the gateway page: Payment Cancelled, no paid order, and the copy back in stock', async () => {
    const browser = await newPage(390);
    close = browser.close;
    const { page } = browser;

    const wanted = demoBooks[2]; // Moby-Dick
    const book = await bookNamed(wanted.name);
    await newCustomer(page, 'Tanvir Canceller', 'canceller');

    await page.goto(`/books/${book._id}`);
    await page.getByRole('link', { name: 'Checkout This Book' }).click();
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await fillCheckout(page);
    const stockBefore = await stockOf(book._id);
    await page.getByRole('button', { name: /^Pay ৳/ }).click();

    await onGateway(page, wanted.name);
    expect(await stockOf(book._id)).toBe(stockBefore - 1); // reserved while the gateway page is open
    const [started] = await allOrders(page);
    expect(started).toMatchObject({ bookId: book._id, paymentStatus: 'pending' });

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.pathname === '/payment/cancelled');
    expect(new URL(page.url()).searchParams.get('tran_id')).toBe(started.tran_id);
    await expectAtTop(page, 'Payment Cancelled');
    await page.getByText(`Book: ${wanted.name}`).waitFor();
    await page.getByRole('link', { name: 'Try Again' }).waitFor();
    expect(await page.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe(`/checkout/${book._id}`);
    await shots(page, 'purchase-cancelled');

    // The gateway confirmed the cancel through its transaction query: the order is closed and the copy is back.
    const [after] = await allOrders(page);
    expect(after).toMatchObject({ _id: started._id, paymentStatus: 'cancelled' });
    expect(await paidOrders(page)).toHaveLength(0);
    expect(await stockOf(book._id)).toBe(stockBefore);

    await page.goto('/mybooks');
    await page.getByRole('heading', { name: 'My Books - 0', level: 1 }).waitFor();
    await page.goto(`/books/${book._id}`);
    await page.getByRole('link', { name: 'Checkout This Book' }).waitFor(); // buyable again
  });
});
