import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

// The files vite-plugin-pwa adds to a build (vite.config.ts): the worker, the Workbox runtime it imports, the manifest.
const indexHtml =
  '<!doctype html><html lang="<!--app-lang-->"><head><link rel="manifest" href="/manifest.webmanifest"><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
const files: Record<string, string> = {
  'index.html': indexHtml,
  'sw.js': 'define(["./workbox-abc"],function(s){});',
  'workbox-abc.js': 'define([],function(){});',
  'manifest.webmanifest': JSON.stringify({ name: 'বইপোকা — Boipoka', short_name: 'বইপোকা', start_url: '/' }),
  'icons/icon-192.png': 'png',
};

let ctx: TestContext;
let spaDir: string;

beforeAll(async () => {
  spaDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-pwa-'));
  mkdirSync(path.join(spaDir, '.vite'));
  mkdirSync(path.join(spaDir, 'icons'));
  writeFileSync(path.join(spaDir, '.vite', 'manifest.json'), '{}');
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(spaDir, file), text);
  ctx = await createTestContext({ SPA_DIR: spaDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(spaDir, { recursive: true, force: true });
});

const get = (url: string) => ctx.request({ method: 'GET', url });

describe('the service worker and the manifest', () => {
  it('are served as themselves, revalidated on every use (no-cache), never the shell', async () => {
    for (const [url, type] of [
      ['/sw.js', /javascript/],
      ['/workbox-abc.js', /javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(String(response.headers['content-type']), url).toMatch(type);
      expect(response.body, url).toBe(files[url.slice(1)]);
    }
    // An old worker's name after a deployment: a plain 404, not the HTML shell a browser would refuse as a script.
    const gone = await get('/sw-old.js');
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-type']).toMatch(/json/);
  });

  it("are allowed by the pages' Content-Security-Policy", async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});
