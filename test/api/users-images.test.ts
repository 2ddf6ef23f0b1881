import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../domain/limits';
import { images } from '../../server/db/schema';
import { createTestContext, type TestContext } from './helpers';
import { makeImage, multipartBody } from './accounts-helpers';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
  token = (await ctx.userWithRole('user')).token;
});
afterAll(() => ctx.close());

const storedCount = async () => Number((await ctx.db.select({ n: count() }).from(images))[0].n);
/** The stored bytes, as every API process serves them. */
async function served(url: string): Promise<Buffer> {
  const response = await ctx.request({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

function upload(parts: Parameters<typeof multipartBody>[0], auth: string | null = token) {
  const { payload, headers } = multipartBody(parts);
  return ctx.request({ method: 'POST', url: '/api/v1/images', token: auth, payload, headers });
}

/** Sends a request that must be refused, and checks that nothing was stored. */
async function expectRefused(parts: Parameters<typeof multipartBody>[0], statuses: number[]) {
  const before = await storedCount();
  const response = await upload(parts);
  expect(statuses).toContain(response.statusCode);
  expect(response.json().message).toEqual(expect.any(String));
  expect(await storedCount()).toBe(before);
  return response;
}

describe('POST /api/v1/images', () => {
  it('re-encodes a PNG to WebP under /uploads/images/ and serves it', async () => {
    const png = await makeImage('png', { width: 80, height: 60 });
    const response = await upload([{ name: 'image', filename: 'avatar.png', contentType: 'image/png', data: png }]);
    expect(response.statusCode).toBe(200);
    const { success, data } = response.json();
    expect(success).toBe(true);
    expect(data.url).toMatch(/^\/uploads\/images\/[0-9a-f]{32}\.webp$/);
    const meta = await sharp(await served(data.url)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 80, height: 60 });

    const image = await ctx.request({ method: 'GET', url: data.url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toMatch(/immutable/);
  });

  it('turns a JPEG upright by its EXIF orientation and strips the EXIF', async () => {
    const jpeg = await makeImage('jpeg', { width: 64, height: 48, exif: true });
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    // The client's name and type are not trusted either way.
    const response = await upload([
      { name: 'image', filename: 'photo.gif', contentType: 'application/octet-stream', data: jpeg },
    ]);
    expect(response.statusCode).toBe(200);
    const meta = await sharp(await served(response.json().data.url)).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([48, 64]); // rotated by orientation 6
  });

  it('fits large images inside 1600×1600 without enlarging small ones', async () => {
    const wide = await makeImage('png', { width: 3200, height: 800 });
    const response = await upload([{ name: 'image', filename: 'wide.png', data: wide }]);
    expect(response.statusCode).toBe(200);
    const meta = await sharp(await served(response.json().data.url)).metadata();
    expect([meta.width, meta.height]).toEqual([1600, 400]);
  });

  it('refuses anonymous uploads with 401', async () => {
    const png = await makeImage('png');
    const response = await upload([{ name: 'image', filename: 'a.png', data: png }], null);
    expect(response.statusCode).toBe(401);
  });

  it('refuses a text file renamed .png', async () => {
    const response = await expectRefused(
      [{ name: 'image', filename: 'notes.png', contentType: 'image/png', data: 'just some text, not a picture\n' }],
      [400],
    );
    expect(response.json().message).toMatch(/not an image/i);
  });

  it('refuses SVG (it can carry scripts), even named .png', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>';
    const response = await expectRefused(
      [{ name: 'image', filename: 'logo.png', contentType: 'image/png', data: svg }],
      [400],
    );
    expect(response.json().message).toMatch(/JPEG, PNG, WebP or GIF/);
  });

  it('refuses corrupt image bytes', async () => {
    const png = await makeImage('png', { width: 200, height: 200 });
    await expectRefused(
      [{ name: 'image', filename: 'broken.png', data: png.subarray(0, Math.floor(png.length / 2)) }],
      [400],
    );
  });

  it('refuses files over 5 MB', async () => {
    const big = Buffer.alloc(UPLOAD_MAX_BYTES + 1024, 0x41);
    const response = await expectRefused([{ name: 'image', filename: 'big.png', data: big }], [413, 400]);
    expect(response.json().message).toMatch(/5 MB/);
  });

  it('refuses no file, a file in another field, a second file, and a non-multipart body', async () => {
    const png = await makeImage('png');
    await expectRefused([{ name: 'caption', data: 'hello' }], [400]);
    await expectRefused([{ name: 'photo', filename: 'a.png', data: png }], [400]);
    await expectRefused(
      [
        { name: 'image', filename: 'a.png', data: png },
        { name: 'image', filename: 'b.png', data: png },
      ],
      [400],
    );
    const json = await ctx.request({
      method: 'POST',
      url: '/api/v1/images',
      token,
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(400);
    // ...and the server is still up.
    expect((await ctx.request({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
  });
});

describe('profile photos', () => {
  it('are the shop’s own uploads only: an outside URL is refused and nothing changes', async () => {
    const me = await ctx.userWithRole('user');
    const put = (imageURL: string) =>
      ctx.request({
        method: 'PUT',
        url: `/api/v1/users/${encodeURIComponent(me.email)}`,
        token: me.token,
        payload: { email: me.email, imageURL },
      });
    for (const outside of ['https://tracker.example/me.png', 'http://192.0.2.1/me.png', '//tracker.example/me.png']) {
      expect((await put(outside)).statusCode, outside).toBe(400);
    }
    const own = await put('/uploads/images/me.webp');
    expect(own.statusCode, own.body).toBe(200);
  });
});
