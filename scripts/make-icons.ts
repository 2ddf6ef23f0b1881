/**
 * The app icons of the web app manifest, drawn from public/favicon.svg with sharp: 192 and 512 px "any" icons, a
 * 512 px maskable one (the book on a full-bleed background, kept inside the central safe zone a launcher may crop
 * to a circle) and a 180 px apple-touch-icon. Run once after the favicon changes, and commit the PNGs:
 *
 *   npx tsx scripts/make-icons.ts
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve('public');
const outDir = path.join(publicDir, 'icons');
const favicon = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

/** The favicon's drawing without its rounded background: the two pages of the open book. */
const book = [...favicon.matchAll(/<path [^>]*\/>/g)].map(([tag]) => tag).join('');
const background = /<rect [^>]*fill="(#[0-9a-f]{3,6})"/i.exec(favicon)?.[1] ?? '#1b4965';
// Maskable: launchers keep at least the central circle of 80% diameter; the book (about 30 units square) fits well
// inside it.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(32 32) scale(0.85) translate(-32 -33)">${book}</g></svg>`;

async function draw(svg: string, size: number, name: string) {
  // density scales the 64-unit viewBox so the vector is rasterised at the target size, not upscaled.
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, name));
  console.log(`public/icons/${name}`);
}

mkdirSync(outDir, { recursive: true });
await draw(favicon, 192, 'icon-192.png');
await draw(favicon, 512, 'icon-512.png');
await draw(maskable, 512, 'icon-maskable-512.png');
await draw(maskable, 180, 'apple-touch-icon-180.png');
