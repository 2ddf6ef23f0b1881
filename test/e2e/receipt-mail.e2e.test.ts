import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { demoBooks } from '../../server/db/demo-catalogue';
import { newPage, screenshot, shopUrl, signUpVerified } from './harness';

/**
 * Issue 25: a new shopper finds a book by its author, buys it, and finds the receipt mail in the local mail catcher
 * (maildev, which `npm start` runs) and the receipt's PDF with the right grand total.
 */

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

const PASSWORD = 'Buyer#2026';
const percent = (paisa: number, rate: number) => Math.floor((paisa * rate) / 100 + 0.5);
const amount = (paisa: number) =>
  `${Math.floor(paisa / 100).toLocaleString('en-US')}.${String(paisa % 100).padStart(2, '0')}`;

async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(250);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${name} at ${width} px scrolls sideways`,
    ).toBe(true);
    await screenshot(page, `${name}-${width}`);
  }
}

interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  to: { address: string }[];
}

async function mailsTo(email: string): Promise<CaughtMail[]> {
  const all = (await (await fetch(inject('shopMailApi'))).json()) as CaughtMail[];
  return all.filter((mail) => mail.to.some((to) => to.address === email));
}

describe('the receipt, by mail and as a PDF', () => {
  it('finds a book by author, buys it, gets one receipt mail and a PDF with the grand total', async () => {
    const browser = await newPage(1280);
    close = browser.close;
    const { page } = browser;
    const demo = demoBooks.find((book) => book.name === 'Gitanjali')!;

    // --- A new shopper (sign up, verify, sign in).
    const email = `receipt-${randomBytes(4).toString('hex')}@example.com`;
    await signUpVerified(page, { name: 'Rafiq Reader', email, phone: '+8801711222555', password: PASSWORD });

    // --- Search by author.
    await page.goto('/books?search=tagore');
    const card = page.getByRole('link', { name: new RegExp(`^${demo.name}, by Rabindranath Tagore,`) });
    await card.waitFor();
    await shots(page, 'authors-search');
    await page.setViewportSize({ width: 1280, height: 900 });
    await card.click();
    await page.getByRole('heading', { name: demo.name, level: 1 }).waitFor();
    await page.getByTestId('detail-authors').getByText('by Rabindranath Tagore').waitFor();
    await page.getByRole('link', { name: 'Checkout This Book' }).click();
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    await page.locator('#checkout-phone').fill('+8801711222555');
    await page.locator('#checkout-address').fill('House 3, Road 9, Uttara, Dhaka 1230');
    await page.getByLabel('I agree to the terms and conditions').check();
    const total = demo.pricePaisa + percent(demo.pricePaisa, 5) + percent(demo.pricePaisa, 3);
    await page.getByRole('button', { name: `Pay ৳ ${amount(total)}` }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/sslcommerz/'));
    await page.getByRole('button', { name: 'Pay with mobile banking' }).click();
    await page.waitForURL((url) => url.pathname === '/ssl-payment-success');
    const tranId = new URL(page.url()).searchParams.get('tran_id')!;
    await page.getByRole('heading', { name: 'Payment Successful', level: 1 }).waitFor();

    // --- The receipt mail arrives in the catcher, once.
    let mails: CaughtMail[] = [];
    for (let i = 0; i < 40 && mails.length === 0; i++) {
      mails = (await mailsTo(email)).filter((mail) => mail.subject.includes(tranId));
      if (mails.length === 0) await page.waitForTimeout(500);
    }
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`Your receipt for ${demo.name} (${tranId})`);
    expect(mails[0].text).toContain(`Grand total: ৳ ${amount(total)}`);
    expect(mails[0].text).toContain(`${shopUrl()}/receipts/`);
    expect(mails[0].html).not.toMatch(/<img/i);

    // --- The receipt page and its PDF.
    await page.getByRole('link', { name: 'View your receipt' }).click();
    await page.getByRole('heading', { name: 'Receipt', level: 1 }).waitFor();
    expect(await page.getByTestId('receipt-total').textContent()).toBe(`৳ ${amount(total)}`);
    expect(await page.getByTestId('receipt-tran-id').textContent()).toBe(tranId);
    await shots(page, 'receipt');
    await page.setViewportSize({ width: 1280, height: 900 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`boipoka-receipt-${tranId}.pdf`);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-pdf-'));
    try {
      const file = path.join(dir, 'receipt.pdf');
      await download.saveAs(file);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', timeout: 20_000 });
      expect(text).toMatch(new RegExp(`Grand total\\s+৳ ${amount(total).replace('.', '\\.')}`));
      expect(text).toContain(tranId);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    // --- My Books shows the order's facts and its timeline.
    await page.goto('/mybooks');
    const timeline = page.getByRole('list', { name: `What happened to your order of ${demo.name}` });
    await timeline.getByText('Payment received').waitFor();
    await shots(page, 'mybooks-timeline');
  });
});
