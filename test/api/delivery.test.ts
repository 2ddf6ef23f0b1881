import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateBooks } from '../../server/db/large-catalogue';
import { insertBooks } from './fixtures';
import { createTestContext, type TestContext } from './helpers';

// A built SPA as `npm run build` leaves it: hashed assets with their .br and .gz copies beside them.
const script = `console.log(${JSON.stringify('boipoka '.repeat(400))});`;
const indexHtml = `<!doctype html><html><head><title>Boipoka</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

let ctx: TestContext;
let spaDir: string;

beforeAll(async () => {
  spaDir = mkdtempSync(path.join(os.tmpdir(), 'boipoka-delivery-'));
  mkdirSync(path.join(spaDir, 'assets'));
  for (const [file, text] of [
    ['assets/index-abc123.js', script],
    ['index.html', indexHtml],
  ]) {
    writeFileSync(path.join(spaDir, file), text);
    writeFileSync(path.join(spaDir, `${file}.gz`), gzipSync(text));
    writeFileSync(path.join(spaDir, `${file}.br`), brotliCompressSync(text));
  }
  ctx = await createTestContext({ SPA_DIR: spaDir });
  await insertBooks(ctx.db, generateBooks(12, { seed: 3, skuTag: 'DELIVERY' }));
});
afterAll(async () => {
  await ctx.close();
  rmSync(spaDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.request({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('built assets', () => {
  it('are served precompressed for the client’s Accept-Encoding, with an immutable cache lifetime', async () => {
    const brotli = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);

    const gzip = await get('/assets/index-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect(gzip.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serve the shell with no-cache, compressed too, also as the history fallback', async () => {
    for (const url of ['/index.html', '/', '/books/some-book']) {
      const response = await get(url, 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
    }
  });
});

describe('API answers', () => {
  it('are compressed above a small size when the client accepts it', async () => {
    const brotli = await get('/api/v1/books?limit=12', 'br, gzip');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    const json = JSON.parse(brotliDecompressSync(brotli.rawPayload).toString());
    expect(json.data.result).toHaveLength(12);

    const gzip = await get('/api/v1/books?limit=12', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString()).data.result).toHaveLength(12);

    const plain = await get('/api/v1/books?limit=12');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data.result).toHaveLength(12);
  });

  it('are sent as they are when small', async () => {
    const health = await get('/api/v1/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
