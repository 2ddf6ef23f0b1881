import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { formatPaisaAsTaka } from '../../domain/format';
import { priceBreakdown } from '../../domain/pricing';
import { demoBooks } from '../../server/db/demo-catalogue';
import { appTookOver, newPage, screenshot, signUpVerified } from './harness';

/**
 * The shop in Bangla on a phone: a new shopper switches the language in the phone's menu, searches a Bangla title by
 * part of it, buys it, and reads the receipt (page, mail and PDF) in Bangla with Bengali digits.
 */

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

const PASSWORD = 'Pathok#2026';
const BENGALI = /[\u0980-\u09ff]/;

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
}

async function noSidewaysScroll(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    `${name} scrolls sideways at 390 px`,
  ).toBe(true);
  await screenshot(page, `bangla-${name}-390`);
}

describe('বইপোকা in Bangla', () => {
  it('switches to Bangla on a phone, finds a Bangla title, buys it and reads the receipt in Bangla', async () => {
    const browser = await newPage(390, 844);
    close = browser.close;
    const { page } = browser;
    const book = demoBooks.find((candidate) => candidate.name === 'পথের পাঁচালী');
    expect(book, 'the seed has Bangla titles').toBeDefined();

    // --- A new shopper signs up and signs in (in English, as the shop opens).
    const email = `pathok-${randomBytes(4).toString('hex')}@example.com`;
    await signUpVerified(page, { name: 'Apu Roy', email, phone: '+8801711222666', password: PASSWORD });

    // --- Bangla, from the phone's menu; remembered across a reload.
    // As a shopper would: once the page has settled (hydrated, its lazy parts arrived), open the menu and choose.
    await page.goto('/');
    await appTookOver(page);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const choice = page.getByRole('button', { name: /Show the shop in Bangla/ });
    await choice.waitFor({ state: 'visible' });
    await page.waitForTimeout(500); // the menu's opening transition
    await choice.click();
    await page.waitForFunction(() => document.documentElement.lang === 'bn-BD', undefined, { timeout: 45_000 });
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('bn-BD');
    await page.getByRole('button', { name: 'মেনু খুলুন' }).waitFor();

    // --- Search by part of the title, typed into the list's search box.
    await page.goto('/books');
    await appTookOver(page);
    await page.locator('input[name="search"]').fill('পাঁচালী');
    await page.locator('input[name="search"]').press('Enter');
    const card = page.getByRole('link', { name: new RegExp(`^${book!.name}`) });
    await card.waitFor();
    await noSidewaysScroll(page, 'search');
    await card.click();
    await page.getByRole('heading', { name: book!.name, level: 1 }).waitFor();
    await noSidewaysScroll(page, 'book');

    // --- Checkout in Bangla: the amount in Bengali digits, the taka sign first.
    await page.locator('a[href^="/checkout/"]').first().click();
    await page.locator('#checkout-phone').waitFor();
    const { totalPaisa } = priceBreakdown(book!.pricePaisa, false);
    const total = formatPaisaAsTaka(totalPaisa, 'bn');
    expect(total).toMatch(/^৳ [০-৯,]+\.[০-৯]{2}$/);
    await page.locator('#checkout-phone').fill('+8801711222666');
    await page.locator('#checkout-address').fill('বাড়ি ৩, রোড ৯, উত্তরা, ঢাকা ১২৩০');
    await page.locator('input[type="checkbox"]').check();
    await noSidewaysScroll(page, 'checkout');
    await page.getByRole('button', { name: new RegExp(total.replace(/[.]/g, '\\.')) }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox/sslcommerz/'));
    await page.getByRole('button', { name: 'Pay with mobile banking' }).click();
    await page.waitForURL((url) => url.pathname === '/ssl-payment-success');
    const tranId = new URL(page.url()).searchParams.get('tran_id')!;
    await page.locator('a[href^="/receipts/"]').first().waitFor();
    expect(await page.locator('h1').first().textContent()).toMatch(BENGALI);

    // --- The receipt page, in Bangla.
    await page.locator('a[href^="/receipts/"]').first().click();
    await page.getByTestId('receipt-total').waitFor();
    expect(await page.getByTestId('receipt-total').textContent()).toBe(total);
    expect(await page.locator('h1').first().textContent()).toMatch(BENGALI);
    await noSidewaysScroll(page, 'receipt');

    // --- The receipt mail, in Bangla (the shopper's language went with the order).
    let mails: CaughtMail[] = [];
    for (let i = 0; i < 40 && mails.length === 0; i++) {
      const all = (await (await fetch(inject('shopMailApi'))).json()) as CaughtMail[];
      mails = all.filter((mail) => mail.to.some((to) => to.address === email) && mail.subject.includes(tranId));
      if (mails.length === 0) await page.waitForTimeout(500);
    }
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe(`আপনার রসিদ: ${book!.name} (${tranId})`);
    expect(mails[0].text).toContain(total);

    // --- The PDF, in the page's language.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'PDF ডাউনলোড করুন' }).click(),
    ]);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-pdf-bn-'));
    try {
      const file = path.join(dir, 'receipt.pdf');
      await download.saveAs(file);
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', timeout: 20_000 });
      expect(text).toContain(tranId);
      expect(text).toMatch(BENGALI);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
