import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { demo, newPage, screenshot, shopUrl, signIn } from './harness';

/**
 * Issue 26, "Browser": a customer pays for a book through the sandbox gateway; an admin refunds it from Manage Orders
 * (the refund dialog); the gateway processes it and the periodic pass settles it; the shopper sees "Refunded ৳ x" and
 * the admin finds the refund in Activity and in Payments.
 */

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('accessToken')))!;
}

async function call<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${shopUrl()}/api/v1/${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
  });
  expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

async function shots(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(250);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `${name} at ${width} px scrolls sideways`,
    ).toBe(true);
    await screenshot(page, `${name}-${width}`);
  }
}

describe('refunds in the browser', () => {
  it('an admin refunds a paid order and the shopper sees it', async () => {
    const admin = await newPage();
    closers.push(admin.close);
    await signIn(admin.page, demo.admin.email, demo.admin.password);
    const adminToken = await tokenOf(admin.page);
    const name = `Refund Test ${randomBytes(3).toString('hex')}`;
    // A cover the shop has (a missing one would be a 404 in every later page's console).
    const cover = (await call<{ data: { result: { image: string }[] } }>(adminToken, 'books?limit=1')).data.result[0]
      .image;
    const book = (
      await call<{ data: { _id: string } }>(adminToken, 'books', {
        method: 'POST',
        body: JSON.stringify({
          name,
          category: 'Novel',
          price: 500,
          stock: 3,
          description: 'A book to refund.',
          image: cover,
        }),
      })
    ).data;

    // The customer pays for it at the sandbox gateway (its IPN marks the order paid).
    const shopper = await newPage();
    closers.push(shopper.close);
    await signIn(shopper.page, demo.customer.email, demo.customer.password);
    const shopperToken = await tokenOf(shopper.page);
    const { url, tran_id: tranId } = await call<{ url: string; tran_id: string }>(shopperToken, 'ssl/init', {
      method: 'POST',
      body: JSON.stringify({ book_id: book._id, cus_phone: '+8801711000000', cus_add1: 'House 1, Road 2, Dhaka' }),
    });
    const paid = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'choice=card',
    });
    expect(paid.status).toBe(200);

    // The admin finds the order and refunds it in full through the dialog.
    const { page } = admin;
    await page.goto('/cpanel/morders');
    await page.getByLabel(/search by transaction id/i).fill(tranId);
    await page.keyboard.press('Enter');
    const refundButton = page.getByRole('button', { name: `Refund ${tranId}` });
    await refundButton.click();
    const dialog = page.getByRole('dialog', { name: 'Refund order' });
    await expect.poll(() => dialog.getByTestId('refund-amount').inputValue()).toBe('540.00');
    await dialog.getByTestId('refund-reason').fill('দুঃখিত — the copy arrived damaged');
    await shots(page, 'refund-dialog');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await page.getByText(/^Refund of ৳ 540\.00 for “.+” \(.+\) sent: the gateway is processing it\.$/).waitFor();
    await page.getByText('Refund processing ৳ 540.00').waitFor();

    // The periodic pass (every 5 s) asks the gateway again; the sandbox finishes after 2 s.
    const deadline = Date.now() + 40_000;
    let status = '';
    while (Date.now() < deadline) {
      const list = await call<{ data: { result: { paymentStatus: string }[] } }>(adminToken, `orders?search=${tranId}`);
      status = list.data.result[0].paymentStatus;
      if (status === 'refunded') break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(status).toBe('refunded');
    await page.reload();
    await page.getByLabel(/search by transaction id/i).fill(tranId);
    await page.keyboard.press('Enter');
    await page.getByText('Refunded ৳ 540.00').first().waitFor();
    await shots(page, 'refund-manage-orders');

    // The shopper: the book left My Books; the Refunds section says how much came back.
    await shopper.page.goto('/mybooks');
    const refunded = shopper.page.getByTestId('refunded-order').filter({ hasText: name });
    await refunded.getByText('Refunded ৳ 540.00').waitFor();
    await shots(shopper.page, 'refund-mybooks');

    // The admin's Activity and Payments pages show it.
    await page.goto('/cpanel/activity');
    await page.getByTestId('audit-row').filter({ hasText: 'order.refund' }).first().waitFor();
    await shots(page, 'refund-activity');
    await page.goto('/cpanel/payments');
    await page.getByTestId('finding-row').filter({ hasText: tranId }).first().waitFor();
    await shots(page, 'refund-payments');
  }, 150_000);
});
