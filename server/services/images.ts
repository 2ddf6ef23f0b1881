import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { badRequest } from '../http-errors';

/** Formats we accept, recognised from the bytes (never from the client's file name or MIME type). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
export const IMAGE_MAX_SIDE = 1600;
/** Refuse decompression bombs: ~40 megapixels is far more than any photo or cover needs. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Re-encodes an uploaded image: honours the EXIF orientation, drops every metadata block (EXIF, GPS, ICC, XMP),
 * fits it inside 1600×1600 without enlarging, and writes WebP under `<uploadsDir>/images/<random>.webp`.
 * Anything that is not a readable JPEG, PNG, WebP or GIF is refused with a 400 and nothing is written.
 */
export async function storeImage(uploadsDir: string, bytes: Buffer): Promise<string> {
  if (bytes.length === 0) throw badRequest('The image file is empty');
  let format: string | undefined;
  try {
    ({ format } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata());
  } catch {
    throw badRequest('The file is not an image we can read (JPEG, PNG, WebP or GIF)');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) {
    throw badRequest(`Only JPEG, PNG, WebP or GIF images are accepted${format ? ` (this one is ${format.toUpperCase()})` : ''}`);
  }

  let output: Buffer;
  try {
    output = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest('The image is damaged or too large to process');
  }

  const name = `${randomBytes(16).toString('hex')}.webp`;
  const dir = path.join(uploadsDir, 'images');
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), output, { flag: 'wx' });
  return `/uploads/images/${name}`;
}
