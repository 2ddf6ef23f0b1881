import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demo, newPage, screenshot, shopUrl, signIn } from './harness';
import { en } from './messages';

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

const api = (pathname: string, token?: string, init: RequestInit = {}) =>
  fetch(`${shopUrl()}/api/v1/${pathname}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });

const accessToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken') ?? '');

interface Summary {
  totalUsers: number;
  totalBooks: number;
  totalOrders: number;
  totalContacts: number;
  revenuePaisa: number;
  awaitingConfirmation: number;
}

async function summaryOf(token: string): Promise<Summary> {
  const response = await api('admin/summary', token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Summary }).data;
}

/** The number shown on one of the dashboard's cards. */
const stat = async (page: Page, title: string) =>
  Number((await page.getByTestId(`stat-${title}`).innerText()).replace(/[^\d.]/g, ''));

/** The dashboard's four totals (and the two extra figures) equal the API's. */
async function expectDashboardEquals(page: Page, token: string) {
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  const summary = await summaryOf(token);
  await expect.poll(() => stat(page, 'Total Users')).toBe(summary.totalUsers);
  await expect.poll(() => stat(page, 'Total Books')).toBe(summary.totalBooks);
  await expect.poll(() => stat(page, 'Total Orders')).toBe(summary.totalOrders);
  await expect.poll(() => stat(page, 'Total Contacts')).toBe(summary.totalContacts);
  await expect.poll(() => stat(page, 'Awaiting Confirmation')).toBe(summary.awaitingConfirmation);
  await expect.poll(() => stat(page, 'Revenue')).toBe(summary.revenuePaisa / 100);
  return summary;
}

/** A screenshot once the web fonts (the taka sign's) are in and the dialogs' and the chart's animations are over. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(1000);
  await screenshot(page, name);
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Control panel' });
const goTo = (page: Page, item: string) => sidebar(page).getByRole('link', { name: item }).click();
const dialog = (page: Page, title: string) =>
  page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: title }) });

/** The marker set on window at the start of the walk: still there means the page was never reloaded. */
const MARKER = '__controlPanelWalk';
const markerPresent = (page: Page) =>
  page.evaluate((key) => (window as unknown as Record<string, unknown>)[key] === true, MARKER);

/** Back through the SPA's history (same document, no reload) until the panel page is shown again. */
async function backTo(page: Page, pathname: string) {
  for (let step = 0; step < 10 && new URL(page.url()).pathname !== pathname; step++) await page.goBack();
  expect(new URL(page.url()).pathname).toBe(pathname);
}

/** The storefront's /books page, reached through the panel's 'Back to Homepage' and the navbar (no reload). */
async function storefrontCard(page: Page, name: string): Promise<Locator> {
  await goTo(page, 'Back to Homepage');
  await page.getByRole('banner').getByRole('link', { name: 'Books', exact: true }).click();
  await page.getByRole('heading', { name: 'All Of Our Books' }).waitFor();
  await page.getByPlaceholder('Search Books By Title & Category').fill(name);
  await page.getByRole('button', { name: 'Go', exact: true }).click();
  await page.getByText('Showing 1 Total Results').waitFor();
  // The card is one link named 'name, category, price'.
  return page.getByRole('link', { name: new RegExp(`^${name}, `) });
}

/** The price a card shows: its link is laid over the card, beside the text. */
function priceOn(page: Page, card: Locator): Locator {
  return page.locator('article').filter({ has: card }).getByTestId('book-price');
}

async function searchPanel(page: Page, label: string, text: string) {
  await page.getByLabel(label).fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

const workDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-cpanel-'));
const coverPath = path.join(workDir, 'walk-cover.png');
const stamp = Date.now().toString(36);
const bookName = `Panel Walk ${stamp}`;
const contactName = `Panel Walker ${stamp}`;
let adminToken = '';

beforeAll(async () => {
  await sharp({ create: { width: 60, height: 90, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .png()
    .toFile(coverPath);
  // A contact message of this test's own, to delete in the panel (the demo contacts stay for others).
  const response = await api('contacts', undefined, {
    method: 'POST',
    body: JSON.stringify({
      name: contactName,
      phone: '+8801711000888',
      email: 'walker@example.com',
      address: 'Road 7, Banani, Dhaka',
      message: 'Please delete me.',
    }),
  });
  expect(response.status).toBe(201);
});

afterAll(async () => {
  rmSync(workDir, { recursive: true, force: true });
  if (!adminToken) return;
  // Leave the shop as the other browser tests expect it, even when the walk failed half-way.
  await api(`users/admin/remove/${encodeURIComponent(demo.customer.email)}`, adminToken, { method: 'PUT' });
  const books = (await (await api(`books?search=${encodeURIComponent(bookName)}`)).json()) as {
    data: { result: { _id: string }[] };
  };
  for (const book of books.data.result) await api(`books/${book._id}`, adminToken, { method: 'DELETE' });
});

describe('control panel in the browser', () => {
  it(
    'the demo admin walks the panel at 1280 px: each list updates without a reload',
    { timeout: 240_000 },
    async () => {
      const page = await open(1280);
      await signIn(page, demo.admin.email, demo.admin.password);

      // The navbar's Control Panel link (a full page load by design) opens the dashboard.
      await page.getByTestId('navbar-user-name').click();
      await page.getByRole('menuitem', { name: 'Control Panel' }).click();
      await page.waitForURL(/\/cpanel$/);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await expect.poll(() => page.getByTestId('role-badge').innerText()).toBe('Admin');
      expect(await page.getByRole('banner').count()).toBe(0); // the shop's header is hidden in the panel
      await page.evaluate((key) => ((window as unknown as Record<string, unknown>)[key] = true), MARKER);
      adminToken = await accessToken(page);
      const before = await expectDashboardEquals(page, adminToken);
      await page.getByText('Paid orders and revenue, last 30 days').waitFor();
      await shot(page, 'cpanel-dashboard-1280');

      // Manage Books → Add Books with a cover: the upload (with its progress bar) first, then the book.
      await goTo(page, 'Manage Books');
      await page.getByRole('heading', { name: `Total Books: ${before.totalBooks}` }).waitFor();
      await page.getByRole('button', { name: 'Add Books' }).click();
      const form = dialog(page, 'Add Books');
      await form.getByLabel('Name').fill(bookName);
      await form.getByLabel('Category').fill('Programming');
      await form.getByLabel('Price (৳)').fill('123.45');
      await form.getByLabel('Stock').fill('7');
      await form.getByLabel('Description').fill('A book the control panel walk adds, edits and deletes.');
      await form.locator('input[type=file]').setInputFiles(coverPath);
      await form.getByText('walk-cover.png').waitFor();
      await shot(page, 'cpanel-books-form-1280');
      // Hold the upload's answer a moment so the progress bar can be seen; the book is posted only after the upload
      // answered.
      const events: string[] = [];
      await page.route('**/api/v1/images', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      const note = (kind: string, request: { method(): string; url(): string }) => {
        const { pathname } = new URL(request.url());
        if (request.method() === 'POST' && (pathname === '/api/v1/images' || pathname === '/api/v1/books'))
          events.push(`${kind} ${pathname}`);
      };
      page.on('request', (request) => note('request', request));
      page.on('response', (response) => note('response', response.request()));
      await form.getByRole('button', { name: 'Add Book' }).click();
      await form.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
      await page.getByText('Book Added Successfully').waitFor();
      await form.waitFor({ state: 'detached' });
      await page.unroute('**/api/v1/images');
      expect(events.slice(0, 3)).toEqual([
        'request /api/v1/images',
        'response /api/v1/images',
        'request /api/v1/books',
      ]);
      // The form was reset: 'Add Books' opens empty again.
      await page.getByRole('button', { name: 'Add Books' }).click();
      expect(await form.getByLabel('Name').inputValue()).toBe('');
      expect(await form.getByText('walk-cover.png').count()).toBe(0);
      await form.getByRole('button', { name: 'Cancel' }).click();
      await form.waitFor({ state: 'detached' });
      await page.getByRole('heading', { name: `Total Books: ${before.totalBooks + 1}` }).waitFor();
      await searchPanel(page, 'Search books by name', bookName);
      const bookRow = page.getByTestId('book-row').filter({ hasText: bookName });
      await bookRow.waitFor();
      await expect.poll(() => bookRow.innerText()).toContain('৳ 123.45');
      const cover = await bookRow.locator('img').getAttribute('src');
      expect(cover).toMatch(/^\/uploads\/images\/.+\.webp$/);
      expect((await fetch(`${shopUrl()}${cover}`)).status).toBe(200);

      // ... and in the storefront, reached inside the same page.
      let card = await storefrontCard(page, bookName);
      await expect.poll(() => card.getAttribute('aria-label')).toBe(`${bookName}, Programming, ৳ 123.45`);
      expect(await priceOn(page, card).innerText()).toBe('৳ 123.45');
      await backTo(page, '/cpanel/mbooks');

      // Edit its price: the list and the storefront show the new one.
      await page.getByRole('heading', { name: `Total Books: ${before.totalBooks + 1}` }).waitFor();
      await searchPanel(page, 'Search books by name', bookName);
      await page.getByRole('button', { name: `Edit ${bookName}` }).click();
      const edit = dialog(page, `Edit ${bookName}`);
      await expect.poll(() => edit.getByLabel('Price (৳)').inputValue()).toBe('123.45');
      await edit.getByLabel('Price (৳)').fill('234.5');
      await edit.getByRole('button', { name: 'Save Book' }).click();
      await page.getByText('Book Updated Successfully').waitFor();
      await edit.waitFor({ state: 'detached' });
      await expect.poll(() => bookRow.innerText()).toContain('৳ 234.50');
      card = await storefrontCard(page, bookName);
      await expect.poll(() => card.getAttribute('aria-label')).toBe(`${bookName}, Programming, ৳ 234.50`);
      expect(await priceOn(page, card).innerText()).toBe('৳ 234.50');
      await backTo(page, '/cpanel/mbooks');

      // Manage Orders → Confirm a paid order whose delivery is pending.
      await goTo(page, 'Manage Orders');
      await page.getByRole('heading', { name: `Total Orders: ${before.totalOrders}` }).waitFor();
      const rows = page.getByTestId('order-row');
      await rows.first().waitFor();
      const count = await rows.count();
      let target = -1;
      for (let index = 0; index < count && target < 0; index++) {
        if ((await rows.nth(index).getByRole('button', { name: 'Confirm Order' }).count()) > 0) target = index;
      }
      expect(target, 'a paid order awaiting confirmation in the demo data').toBeGreaterThanOrEqual(0);
      const confirmable = await page.getByRole('button', { name: 'Confirm Order' }).count();
      await rows.nth(target).getByRole('button', { name: 'Confirm Order' }).click();
      const history = dialog(page, 'Order History');
      for (const field of [
        'Product',
        'Product Category',
        'Total Payment',
        'Payment Status',
        'Transaction Id',
        'Customer Name',
        'Email',
        'Phone',
        'State',
        'Delivery Status',
      ]) {
        await history.getByText(`${field}:`, { exact: true }).waitFor();
      }
      await shot(page, 'cpanel-orders-modal-1280');
      await history.getByRole('button', { name: 'Confirm', exact: true }).click();
      await page.getByText(/has been Confirmed\./).waitFor();
      await history.waitFor({ state: 'detached' });
      await rows.nth(target).getByText('Order Confirmed').waitFor();
      await expect.poll(() => page.getByRole('button', { name: 'Confirm Order' }).count()).toBe(confirmable - 1);

      // Manage Contacts → delete this test's contact: the total drops by one.
      await goTo(page, 'Manage Contacts');
      await page.getByRole('heading', { name: `Total Contacts Data: ${before.totalContacts}` }).waitFor();
      await shot(page, 'cpanel-contacts-1280');
      const seeMore = page.getByRole('button', { name: 'See More Contacts' });
      if (await seeMore.count()) await seeMore.click();
      await page.getByRole('button', { name: `Delete the message from ${contactName}` }).click();
      const doomed = dialog(page, 'Delete Contact Data');
      await doomed.getByText(contactName).waitFor();
      await doomed.getByText('Please delete me.').waitFor();
      await doomed.getByRole('button', { name: 'Delete', exact: true }).click();
      await page.getByText('Contact Data has been deleted.').waitFor();
      await page.getByRole('heading', { name: `Total Contacts Data: ${before.totalContacts - 1}` }).waitFor();
      expect(await page.getByTestId('contact-card').filter({ hasText: contactName }).count()).toBe(0);

      // Manage Users → Make Admin on the demo customer, then Remove Admin: the Status column follows.
      await goTo(page, 'Manage Users');
      await page.getByRole('heading', { name: `Total Users: ${before.totalUsers}` }).waitFor();
      await searchPanel(page, 'Search users by e-mail', demo.customer.email);
      const customerRow = page.getByTestId('user-row').filter({ hasText: demo.customer.email });
      await customerRow.getByText('User', { exact: true }).waitFor();
      await shot(page, 'cpanel-users-1280');
      await customerRow.getByRole('button', { name: 'Make Admin' }).click();
      const promote = dialog(page, 'Make Admin');
      await promote.getByText(demo.customer.email).waitFor();
      await promote.getByRole('button', { name: 'Make Admin' }).click();
      await page.getByText('Successfully Made an Admin').waitFor();
      await customerRow.getByText('Admin', { exact: true }).waitFor();
      await customerRow.getByRole('button', { name: 'Remove Admin' }).click();
      const demote = dialog(page, 'Remove Admin');
      await demote.getByRole('button', { name: 'Remove Admin' }).click();
      await page.getByText('Successfully Removed an Admin').waitFor();
      await customerRow.getByText('User', { exact: true }).waitFor();
      await customerRow.getByRole('button', { name: 'Make Admin' }).waitFor();

      // Delete the added book again (no orders: erased), with the confirmation listing its fields.
      await goTo(page, 'Manage Books');
      await searchPanel(page, 'Search books by name', bookName);
      await page.getByRole('button', { name: `Delete ${bookName}` }).click();
      const deletion = dialog(page, 'Delete Book');
      for (const field of ['Name', 'Category', 'Price', 'SKU', 'Stock'])
        await deletion.getByText(`${field}:`, { exact: true }).waitFor();
      await deletion.getByText(/^SKU: SKU-\S+/).waitFor();
      await deletion.getByText(`Name: ${bookName}`).waitFor();
      await deletion.getByRole('button', { name: 'Delete', exact: true }).click();
      await deletion.waitFor({ state: 'detached' });
      await page.getByText(en('admin.books.noneFound')).waitFor();
      await page.getByRole('button', { name: 'Clear search' }).click();
      await page.getByRole('heading', { name: `Total Books: ${before.totalBooks}` }).waitFor();

      // The dashboard followed every change, and the page was never reloaded.
      await goTo(page, 'Dashboard');
      const after = await expectDashboardEquals(page, adminToken);
      expect(after.totalContacts).toBe(before.totalContacts - 1);
      expect(after.awaitingConfirmation).toBe(before.awaitingConfirmation - 1);
      expect(after.totalBooks).toBe(before.totalBooks);
      expect(await markerPresent(page)).toBe(true);
    },
  );

  it('the superadmin sees the panel too; they are never listed among the users', async () => {
    const page = await open(1280);
    await signIn(page, demo.superadmin.email, demo.superadmin.password);
    await page.goto('/cpanel');
    await expect.poll(() => page.getByTestId('role-badge').innerText()).toBe('SuperAdmin');
    const summary = await expectDashboardEquals(page, await accessToken(page));
    await goTo(page, 'Manage Users');
    // SPEC.md: the superadmin is hidden from user counts and lists (so the disabled row never shows).
    await page.getByRole('heading', { name: `Total Users: ${summary.totalUsers}` }).waitFor();
    await page.getByTestId('user-row').first().waitFor();
    expect(await page.getByTestId('user-row').filter({ hasText: demo.superadmin.email }).count()).toBe(0);
    await shot(page, 'cpanel-users-superadmin-1280');
    // The superadmin may demote the demo admin (the button is offered, not pressed).
    await searchPanel(page, 'Search users by e-mail', demo.admin.email);
    const adminRow = page.getByTestId('user-row').filter({ hasText: demo.admin.email });
    await adminRow.getByText('Admin', { exact: true }).waitFor();
    expect(await adminRow.getByRole('button', { name: 'Remove Admin' }).isEnabled()).toBe(true);
    await searchPanel(page, 'Search users by e-mail', demo.superadmin.email);
    await page.getByText('No users match this e-mail.').waitFor();
  });

  it('at 390 px the sidebar is a drawer and the tables are cards with their actions on the screen', async () => {
    const page = await open(390);
    await signIn(page, demo.admin.email, demo.admin.password);
    await page.goto('/cpanel');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await expect.poll(() => sidebar(page).isVisible()).toBe(false);
    const noPageScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noPageScroll()).toBe(true);
    await page.getByText('Paid orders and revenue, last 30 days').waitFor();
    await shot(page, 'cpanel-dashboard-390');

    const openMenu = async (item: string) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await sidebar(page).waitFor();
      await goTo(page, item);
      await expect.poll(() => sidebar(page).isVisible()).toBe(false);
    };

    /** On a phone each row is a card: nothing wider than the screen, and the first row's last button is on it. */
    const rowsAreCards = async (name: string) => {
      const table = page.getByRole('table', { name });
      await table.waitFor();
      const box = await table.evaluate((element) => ({
        scrollWidth: element.parentElement!.scrollWidth,
        clientWidth: element.parentElement!.clientWidth,
      }));
      expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
      const lastButton = await table.locator('tbody tr').first().getByRole('button').last().boundingBox();
      expect(lastButton).not.toBeNull();
      expect(lastButton!.x + lastButton!.width).toBeLessThanOrEqual(390);
      expect(await noPageScroll()).toBe(true);
    };

    await page.getByRole('button', { name: 'Open menu' }).click();
    await sidebar(page).waitFor();
    await expect.poll(() => page.getByTestId('role-badge').innerText()).toBe('Admin');
    await shot(page, 'cpanel-drawer-390');
    await page.keyboard.press('Escape');
    await expect.poll(() => sidebar(page).isVisible()).toBe(false);

    await openMenu('Manage Books');
    await page.getByRole('heading', { name: /^Total Books: \d+$/ }).waitFor();
    await rowsAreCards('Books');
    await page.getByRole('button', { name: 'Add Books' }).click();
    await dialog(page, 'Add Books').getByLabel('Name').waitFor();
    await shot(page, 'cpanel-books-form-390');
    await dialog(page, 'Add Books').getByRole('button', { name: 'Cancel' }).click();

    await openMenu('Manage Orders');
    await page.getByRole('heading', { name: /^Total Orders: \d+$/ }).waitFor();
    await rowsAreCards('Orders');
    const details = page
      .getByTestId('order-row')
      .getByRole('button', { name: /^(Confirm Order|Details of )/ })
      .first();
    await details.click();
    await dialog(page, 'Order History').getByText('Transaction Id:').waitFor();
    await shot(page, 'cpanel-orders-modal-390');
    await dialog(page, 'Order History').getByRole('button', { name: 'Close' }).click();

    await openMenu('Manage Contacts');
    await page.getByRole('heading', { name: /^Total Contacts Data: \d+$/ }).waitFor();
    await page.getByTestId('contact-card').first().waitFor();
    expect(await noPageScroll()).toBe(true);
    await shot(page, 'cpanel-contacts-390');

    await openMenu('Manage Users');
    await page.getByRole('heading', { name: /^Total Users: \d+$/ }).waitFor();
    await rowsAreCards('Users');
    await shot(page, 'cpanel-users-390');
  });

  it('refuses a customer and an anonymous visitor: the guard sends them to /signin, the server refuses every admin call', async () => {
    const page = await open(1280);
    await signIn(page, demo.customer.email, demo.customer.password);
    const token = await accessToken(page);
    expect(token).not.toBe('');

    // Real ids (a book, the customer's own paid order, any contact id), and bodies that pass validation, so only the
    // role can be the reason for a refusal.
    const catalogue = (await (await api('books?limit=1')).json()) as {
      data: { totalBooks: number; result: { _id: string; image: string }[] };
    };
    const book = catalogue.data.result[0];
    const mine = (await (await api('orders/mine', token)).json()) as {
      data: { result: { _id: string; deliveryStatus: string }[] };
    };
    const order = mine.data.result[0];
    expect(order).toBeDefined();
    const someId = '00000000-0000-4000-8000-000000000000';
    const bookBody = JSON.stringify({
      name: 'Not Allowed',
      category: 'Fiction',
      price: 10,
      stock: 1,
      description: 'No.',
      image: book.image,
    });
    const calls: [string, string, string?][] = [
      ['GET', 'admin/summary'],
      ['GET', 'users'],
      ['PUT', `users/admin/${encodeURIComponent(demo.customer.email)}`],
      ['PUT', `users/admin/remove/${encodeURIComponent(demo.admin.email)}`],
      ['DELETE', `users/${someId}`],
      ['POST', 'books', bookBody],
      ['PATCH', `books/${book._id}`, JSON.stringify({ price: 1 })],
      ['DELETE', `books/${book._id}`],
      ['PUT', `orders/${order._id}`],
      ['DELETE', `orders/${order._id}`],
      ['GET', 'contacts'],
      ['DELETE', `contacts/${someId}`],
    ];
    for (const [method, pathname, body] of calls) {
      expect((await api(pathname, undefined, { method, body })).status, `anonymous ${method} ${pathname}`).toBe(401);
      expect((await api(pathname, token, { method, body })).status, `customer ${method} ${pathname}`).toBe(403);
    }
    // Nothing changed.
    const after = (await (await api('books?limit=1')).json()) as typeof catalogue;
    expect(after.data.totalBooks).toBe(catalogue.data.totalBooks);
    const bookAfter = (await (await api(`books/${book._id}`)).json()) as { data: { price: number } };
    expect(bookAfter.data.price).not.toBe(1);
    const mineAfter = (await (await api('orders/mine', token)).json()) as typeof mine;
    expect(mineAfter.data.result.find((row) => row._id === order._id)?.deliveryStatus).toBe(order.deliveryStatus);
    const role = (await (await api(`users/isAdmin/${encodeURIComponent(demo.customer.email)}`, token)).json()) as {
      role: boolean;
    };
    expect(role.role).toBe(false);

    // The admin guard in the SPA: /cpanel sends the customer to the sign-in page, saying why.
    await page.goto('/cpanel');
    await page.waitForURL(/\/signin\?next=%2Fcpanel&reason=adminOnly$/);
    await page.getByRole('heading', { name: 'Account Sign In' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(0);
  });

  it('sends an anonymous visitor who opens /cpanel to /signin', async () => {
    const page = await open(390);
    const answer = await page.goto('/cpanel');
    // The server sends the visitor on before any of the panel loads.
    expect(answer?.request().redirectedFrom()?.url()).toMatch(/\/cpanel$/);
    await page.waitForURL(/\/signin\?next=%2Fcpanel$/);
    await page.getByRole('heading', { name: 'Account Sign In' }).waitFor();
  });
});
