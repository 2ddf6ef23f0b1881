import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { images } from '../db/schema';
import { invalid, rateLimited } from '../errors';

export const IMAGES_URL_PREFIX = '/uploads/images/';
export const IMAGE_NAME = /^[0-9a-f]{32}\.webp$/;
/** Unreferenced uploads are kept this long (a form may be filled in slowly), then removed by the cleanup pass. */
export const ORPHAN_IMAGE_AGE_HOURS = 24;

/** Formats we accept, recognised from the bytes (never from the client's file name or MIME type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
export const IMAGE_MAX_SIDE = 1600;
/** Refuse decompression bombs: ~40 megapixels is far more than any photo or cover needs. */
const MAX_INPUT_PIXELS = 40_000_000;
/** sharp and its libvips load with the first upload, not with every server. */
const loadSharp = () => import('sharp').then((module) => module.default);

/**
 * Re-encodes an uploaded image: honours the EXIF orientation, drops every metadata block (EXIF, GPS, ICC, XMP),
 * fits it inside 1600×1600 without enlarging, and stores the WebP in the `images` table (so every API process
 * serves it) with its uploader and time; returns its URL `/uploads/images/<random>.webp`.
 * Anything that is not a readable JPEG, PNG, WebP or GIF is refused with a 400 and nothing is stored; an account
 * that uploaded `perHour` images in the last hour gets a 429.
 */
export async function storeImage(db: Db, input: { ownerId: string; bytes: Buffer; perHour: number }): Promise<string> {
  const { bytes, ownerId } = input;
  if ((await uploadsInLastHour(db, ownerId)) >= input.perHour) {
    throw rateLimited(`You can upload at most ${input.perHour} images an hour; try again later`);
  }
  if (bytes.length === 0) throw invalid('The image file is empty');
  const sharp = await loadSharp();
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw invalid('The file is not an image we can read (JPEG, PNG, WebP or GIF)');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw invalid(
      `Only JPEG, PNG, WebP or GIF images are accepted${format ? ` (this one is ${format.toUpperCase()})` : ''}`,
    );
  }

  let output: Buffer;
  try {
    output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw invalid('The image is damaged or too large to process');
  }

  const name = `${randomBytes(16).toString('hex')}.webp`;
  await db.insert(images).values({ name, bytes: output, contentType: 'image/webp', ownerId });
  return `${IMAGES_URL_PREFIX}${name}`;
}

/** Uses images_owner_created_at_idx. */
async function uploadsInLastHour(db: Db, ownerId: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(images)
    .where(and(eq(images.ownerId, ownerId), gte(images.createdAt, sql`now() - interval '1 hour'`)));
  return Number(n);
}

/** The stored image with this file name, or null. */
export async function readImage(db: Db, name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!IMAGE_NAME.test(name)) return null;
  const [row] = await db
    .select({ bytes: images.bytes, contentType: images.contentType })
    .from(images)
    .where(eq(images.name, name))
    .limit(1);
  return row ?? null;
}

/** An image written to `<uploadsDir>/images` by a version that kept uploads on disk, or null. */
export async function readLegacyImageFile(
  uploadsDir: string,
  name: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!IMAGE_NAME.test(name)) return null;
  try {
    return { bytes: await readFile(path.join(uploadsDir, 'images', name)), contentType: 'image/webp' };
  } catch {
    return null;
  }
}

/**
 * Removes uploads older than `olderThanHours` that no profile photo, book cover, order snapshot or review refers to.
 * One conditional DELETE, so several processes may run it at once: each row is removed once, by whoever gets there.
 * The old images are found by images_created_at_idx; the referenced URLs are gathered once per table (hashed).
 */
export async function removeOrphanImages(db: Db, olderThanHours = ORPHAN_IMAGE_AGE_HOURS): Promise<number> {
  const prefix = IMAGES_URL_PREFIX;
  const removed = await db.execute<{ name: string }>(sql`
    DELETE FROM images
    WHERE created_at < now() - make_interval(hours => ${olderThanHours})
      AND ${prefix} || name NOT IN (
        SELECT photo_url FROM users WHERE photo_url LIKE ${`${prefix}%`}
        UNION SELECT image FROM books WHERE image LIKE ${`${prefix}%`}
        UNION SELECT product_image FROM orders WHERE product_image LIKE ${`${prefix}%`}
        UNION SELECT image FROM reviews WHERE image LIKE ${`${prefix}%`}
      )
    RETURNING name`);
  return (removed as unknown as { rows?: unknown[] }).rows?.length ?? (removed as unknown as unknown[]).length ?? 0;
}
