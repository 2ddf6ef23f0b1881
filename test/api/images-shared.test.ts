/**
 * Uploads readable by every API process (issue 8, items 4 and 6): the image is stored in the database with its
 * uploader and time, so a second instance (own uploads folder, same database) serves it; one account may upload at
 * most UPLOADS_PER_HOUR images an hour; unreferenced uploads are removed after a day.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { books, images, orders, users } from '../../server/db/schema';
import { removeOrphanImages } from '../../server/services/images';
import { createTestContext, type TestContext } from './helpers';
import { insertBook, insertOrder, makeImage, multipartBody } from './accounts-helpers';

let ctx: TestContext;
let other: FastifyInstance;
let otherUploads: string;
beforeAll(async () => {
  ctx = await createTestContext({ UPLOADS_PER_HOUR: '3' });
  otherUploads = mkdtempSync(path.join(os.tmpdir(), 'boipoka-other-uploads-'));
  // A second API process: same database, its own (empty) uploads folder.
  other = await buildApp({
    config: { ...ctx.config, uploadsDir: otherUploads },
    database: { ...ctx.database, close: async () => {} },
    identity: ctx.identity,
    logger: false,
  });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await ctx.close();
  rmSync(otherUploads, { recursive: true, force: true });
});

async function upload(token: string) {
  const { payload, headers } = multipartBody([
    { name: 'image', filename: 'a.png', data: await makeImage('png', { width: 40, height: 30 }) },
  ]);
  return ctx.request({ method: 'POST', url: '/api/v1/images', token, payload, headers });
}

const nameOf = (url: string) => url.replace('/uploads/images/', '');

describe('uploaded images', () => {
  it('are served by another instance, with the immutable cache header, and record their owner and time', async () => {
    const user = await ctx.userWithRole('user');
    const before = Date.now();
    const response = await upload(user.token);
    expect(response.statusCode).toBe(200);
    const { url } = response.json().data;

    const served = await other.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toMatch(/immutable/);
    expect(served.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    const [row] = await ctx.db
      .select()
      .from(images)
      .where(eq(images.name, nameOf(url)));
    expect(row.ownerId).toBe(user.id);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect(Buffer.compare(row.bytes, served.rawPayload)).toBe(0);

    const missing = await other.inject({ method: 'GET', url: '/uploads/images/0123456789abcdef0123456789abcdef.webp' });
    expect(missing.statusCode).toBe(404);
  });

  it('are limited per account per hour (429), whichever instance counts', async () => {
    const user = await ctx.userWithRole('user');
    for (let n = 0; n < 3; n++) expect((await upload(user.token)).statusCode).toBe(200);
    const refused = await upload(user.token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/at most 3 images an hour/);
    // Another account still can.
    const someoneElse = await ctx.userWithRole('user');
    expect((await upload(someoneElse.token)).statusCode).toBe(200);
    // Uploads older than an hour no longer count.
    await ctx.db
      .update(images)
      .set({ createdAt: sql`now() - interval '61 minutes'` })
      .where(eq(images.ownerId, user.id));
    expect((await upload(user.token)).statusCode).toBe(200);
  });

  it('that nothing refers to are removed after 24 hours, once, even with several cleaners at once', async () => {
    const owner = await ctx.userWithRole('user');
    const bytes = await makeImage('png');
    const put = async (hoursAgo: number) => {
      const name = `${randomBytes(16).toString('hex')}.webp`;
      await ctx.db.insert(images).values({
        name,
        bytes,
        contentType: 'image/webp',
        ownerId: owner.id,
        createdAt: new Date(Date.now() - hoursAgo * 3600_000),
      });
      return name;
    };
    const orphanOld = await put(25);
    const orphanNew = await put(2);
    const profile = await put(30);
    const cover = await put(30);
    const snapshot = await put(30);
    await ctx.db
      .update(users)
      .set({ photoUrl: `/uploads/images/${profile}` })
      .where(eq(users.id, owner.id));
    const book = await insertBook(ctx.db);
    await ctx.db
      .update(books)
      .set({ image: `/uploads/images/${cover}` })
      .where(eq(books.id, book.id));
    const order = await insertOrder(ctx.db, { userId: owner.id, email: owner.email });
    await ctx.db
      .update(orders)
      .set({ productImage: `/uploads/images/${snapshot}` })
      .where(eq(orders.id, order.id));

    const removed = await Promise.all([
      removeOrphanImages(ctx.db),
      removeOrphanImages(ctx.db),
      removeOrphanImages(ctx.db),
    ]);
    const left = new Set((await ctx.db.select({ name: images.name }).from(images)).map((row) => row.name));
    expect(left.has(orphanOld)).toBe(false);
    for (const name of [orphanNew, profile, cover, snapshot]) expect(left.has(name)).toBe(true);
    // Earlier tests' fresh uploads are untouched too; the old orphan was removed exactly once in total.
    expect(removed.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await other.inject({ method: 'GET', url: `/uploads/images/${orphanOld}` })).statusCode).toBe(404);
    expect((await other.inject({ method: 'GET', url: `/uploads/images/${profile}` })).statusCode).toBe(200);
  });
});
