import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { demoAccounts } from '../../server/db/demo-accounts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export const shopUrl = () => inject('shopUrl');
export const emulatorHost = () => inject('shopEmulatorHost');

const [superadmin, admin, customer] = demoAccounts('superadmin@boipoka.test');
export const demo = { superadmin, admin, customer };

/** A book of the catalogue as the API lists it (the fields the browser tests read). */
export interface ApiBook {
  _id: string;
  name: string;
  stock: number;
  price: number;
}

/** The catalogue's book with exactly this name, looked up through the API. */
export async function bookNamed(name: string): Promise<ApiBook> {
  const list = await fetch(`${shopUrl()}/api/v1/books?search=${encodeURIComponent(name)}`).then((r) => r.json());
  const book = (list.data.result as ApiBook[]).find((b) => b.name === name);
  expect(book, name).toBeDefined();
  return book!;
}

/**
 * A fresh browser profile (Debian's Chromium) with one page `width` px wide. The shop's service worker is blocked
 * unless a test asks for it (test/e2e/offline*.e2e.test.ts): the other tests check what the server answers, and
 * Playwright's request routing and response events do not see what a service worker answers itself.
 */
export async function newPage(
  width = 1280,
  height = 900,
  { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ page: Page; context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'boipoka-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width, height },
    baseURL: shopUrl(),
    serviceWorkers,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  page.setDefaultTimeout(20_000);
  return {
    page,
    context,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Signs in through the /signin form and waits until the navbar shows the user. */
export async function signIn(page: Page, email: string, password: string, from = '/signin') {
  await page.goto(from);
  await page.getByLabel(/email/i).first().fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.getByTestId('navbar-user-name').waitFor();
  await waitForSession(page);
}

/**
 * A new shopper: signs up through /signup, opens the verification link the emulator "mailed", and signs in (the
 * shop in English, as it opens).
 */
export async function signUpVerified(
  page: Page,
  { name, email, phone, password }: { name: string; email: string; phone: string; password: string },
) {
  await page.goto('/signup');
  await page.getByLabel(/^name/i).fill(name);
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^phone number/i).fill(phone);
  await page.getByLabel(/^password/i).fill(password);
  await page.getByLabel(/^confirm password/i).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await page.getByText('Verification Email Sent Successfully').waitFor();
  await page.getByRole('heading', { name: 'Account Sign In' }).waitFor();
  const mail = (await oobCodes()).find((code) => code.email === email && code.requestType === 'VERIFY_EMAIL');
  if (!mail) throw new Error(`no verification mail for ${email}`);
  await page.goto(mail.oobLink);
  await page
    .getByText(/verified/i)
    .first()
    .waitFor();
  await signIn(page, email, password);
}

/** The navbar shows the Firebase user at once; the API session (access token) follows after the sync. */
export async function waitForSession(page: Page) {
  await page.waitForFunction(() => Boolean(localStorage.getItem('accessToken')));
}

export interface OobCode {
  email: string;
  requestType: 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN' | string;
  oobCode: string;
  oobLink: string;
}

/** The verification and reset mails the Auth emulator "sent". */
export async function oobCodes(): Promise<OobCode[]> {
  const response = await fetch(`http://${emulatorHost()}/emulator/v1/projects/demo-boipoka/oobCodes`);
  return ((await response.json()) as { oobCodes: OobCode[] }).oobCodes;
}

/** Saves a screenshot under test-results/screens for a person to look at. */
export async function screenshot(page: Page, name: string) {
  const dir = path.resolve('test-results', 'screens');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/**
 * Scrolls down to the end of the page a screen at a time, as a shopper does: what is below the fold is built as it
 * comes near the screen (BelowTheFold), and the page grows as it arrives. Ends at the bottom.
 */
export async function scrollThrough(page: Page) {
  for (let step = 0; step < 60; step++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (atBottom) return;
  }
}

/** Holds the shop's scripts back, as on a slow connection, until the returned function is called. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const scriptsMayGo = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await scriptsMayGo;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the shop's scripts have taken over the page: React has drawn, or hydrated, the first element in #root.
 * A landing page the server rendered (domain/screens.ts) shows its content before that, but does nothing yet when
 * clicked or typed in.
 */
export async function appTookOver(page: Page) {
  await page.waitForFunction(() => {
    const element = document.querySelector('#root > :not(style, link)');
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactFiber')));
  });
}
