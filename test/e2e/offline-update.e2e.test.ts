import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import english from '../../src/locales/en/common.json';
import { newPage } from './harness';

/**
 * A deployment replaced under an open page. The built SPA (dist/, which the shop process of the browser tests has
 * just built) is copied twice, each copy's shell marked with its version (an inline script, and the shell's revision
 * in that copy's sw.js written to match, as a build would). A small file server serves one copy, then the other.
 */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.webmanifest': 'application/manifest+json',
};

let root: string;
let serving: 'v1' | 'v2' = 'v1';
let server: Server;
let origin: string;

function makeVersion(version: 'v1' | 'v2') {
  const dir = path.join(root, version);
  cpSync(path.resolve('dist'), dir, { recursive: true, filter: (file) => !/\.(br|gz)$/.test(file) });
  const index = path.join(dir, 'index.html');
  const before = readFileSync(index);
  const html = before.toString().replace('</head>', `<script>window.__boipokaBuild = '${version}';</script></head>`);
  writeFileSync(index, html);
  // Workbox's revision of a precached file is the MD5 of its bytes.
  const md5 = (bytes: Buffer | string) => createHash('md5').update(bytes).digest('hex');
  const sw = path.join(dir, 'sw.js');
  const worker = readFileSync(sw, 'utf8');
  expect(worker).toContain(md5(before));
  writeFileSync(sw, worker.replace(md5(before), md5(html)));
}

beforeAll(async () => {
  expect(existsSync(path.resolve('dist', 'sw.js')), 'dist/sw.js: run npm run build first').toBe(true);
  root = mkdtempSync(path.join(os.tmpdir(), 'boipoka-update-'));
  makeVersion('v1');
  makeVersion('v2');
  server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = path.join(root, serving, path.normalize(pathname));
    if (pathname !== '/' && existsSync(file) && statSync(file).isFile()) {
      response.writeHead(200, {
        'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
      response.end(readFileSync(file));
    } else if (pathname.startsWith('/api/')) {
      response.writeHead(503, { 'content-type': 'application/json' }).end('{"message":"no API here"}');
    } else {
      response.writeHead(200, { 'content-type': CONTENT_TYPES['.html'], 'cache-control': 'no-cache' });
      response.end(readFileSync(path.join(root, serving, 'index.html')));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  if (root) rmSync(root, { recursive: true, force: true });
});

const build = (page: Page) => page.evaluate(() => (window as { __boipokaBuild?: string }).__boipokaBuild);
/** The shell the worker keeps for addresses it has never seen, which is what runs without a connection. */
async function offlineShell(page: Page) {
  await page.context().setOffline(true);
  await page.goto(`${origin}/aboutus?unseen=${Date.now()}`);
  const version = await build(page);
  await page.context().setOffline(false);
  return version;
}

describe('a new deployment under an open page', () => {
  it('is offered with a toast, takes over on Reload, and then its shell is what runs', async () => {
    // Wide enough for the contact form (it shows from medium screens up).
    const browser = await newPage(1280, 900, { serviceWorkers: 'allow' });
    try {
      const { page } = browser;
      serving = 'v1';
      await page.goto(`${origin}/contactus`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
      expect(await offlineShell(page)).toBe('v1');

      // The shopper is half-way through a form when the new version is deployed.
      await page.goto(`${origin}/contactus`);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const field = page.getByRole('textbox').first();
      await field.fill('half-typed');
      serving = 'v2';
      // What the page does every hour and the browser on every navigation: ask whether sw.js changed.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

      const offer = page.getByTestId('update-ready');
      await offer.waitFor({ timeout: 30_000 });
      expect(await offer.textContent()).toContain(english['common.offline.updateReady']);
      // Offered, not forced: nothing reloaded, the typing is still there, the old version still in charge.
      expect(await field.inputValue()).toBe('half-typed');
      expect(await build(page)).toBe('v1');
      expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(
        true,
      );

      await Promise.all([
        page.waitForEvent('load'),
        offer.getByRole('button', { name: english['common.offline.reload'] }).click(),
      ]);
      expect(await build(page)).toBe('v2');
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return { waiting: Boolean(registration?.waiting), active: registration?.active?.state };
        }),
      ).toEqual({ waiting: false, active: 'activated' });
      // The new worker's precached shell is what opens without a connection now.
      expect(await offlineShell(page)).toBe('v2');
    } finally {
      await browser.close();
    }
  });
});
