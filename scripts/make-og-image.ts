/**
 * `public/og-image.png`, the picture a link to the shop shows when shared (Open Graph, 1200 × 630): the brand's mark
 * and name in both scripts over the home page's first hero. Drawn once by Debian's Chromium with the shop's own
 * Bengali web font (no system font here draws Bangla) and committed: `npx tsx scripts/make-og-image.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/e2e/chromium';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const fontFile = (weight: number, subset: string) =>
  readFileSync(
    path.join(
      root,
      'node_modules/@fontsource/noto-sans-bengali/files',
      `noto-sans-bengali-${subset}-${weight}-normal.woff2`,
    ),
  ).toString('base64');
const dataUrl = (file: string, type: string) =>
  `data:${type};base64,${readFileSync(path.join(root, file)).toString('base64')}`;

const html = `<!doctype html><html><head><meta charset="utf-8"><style>
@font-face { font-family: Bengali; font-weight: 700; src: url(data:font/woff2;base64,${fontFile(700, 'bengali')}) format('woff2'); unicode-range: U+0951-0952, U+0964-0965, U+0980-09FE, U+1CD0-1CF9, U+200C-200D, U+20B9, U+25CC, U+A8F1; }
@font-face { font-family: Bengali; font-weight: 700; src: url(data:font/woff2;base64,${fontFile(700, 'latin')}) format('woff2'); }
@font-face { font-family: Bengali; font-weight: 500; src: url(data:font/woff2;base64,${fontFile(500, 'latin')}) format('woff2'); }
html, body { margin: 0; width: 1200px; height: 630px; overflow: hidden; }
body { position: relative; font-family: Bengali, sans-serif; color: #fff;
  background: url('${dataUrl('public/hero/literary-haven.svg', 'image/svg+xml')}') center / cover; }
.shade { position: absolute; inset: 0; background: linear-gradient(90deg, rgba(27,73,101,.96) 0%, rgba(27,73,101,.88) 55%, rgba(27,73,101,.35) 100%); }
.card { position: absolute; left: 96px; top: 120px; display: flex; flex-direction: column; gap: 18px; }
.mark { width: 128px; height: 128px; }
.bn { font-size: 112px; font-weight: 700; line-height: 1.25; }
.en { font-size: 44px; font-weight: 500; letter-spacing: 2px; color: #bee9e8; }
</style></head><body><div class="shade"></div><div class="card">
<img class="mark" src="${dataUrl('public/favicon.svg', 'image/svg+xml')}" alt="">
<div class="bn">বইপোকা</div><div class="en">Boipoka · Online Book Shop</div></div></body></html>`;

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  const out = path.join(root, 'public', 'og-image.png');
  // A palette of 256 colours keeps it a third of the screenshot's size with no visible change on this flat card.
  await sharp(await page.screenshot({ type: 'png' }))
    .png({ palette: true, quality: 90, compressionLevel: 9 })
    .toFile(out);
  console.log(`wrote ${path.relative(root, out)}`);
} finally {
  await browser.close();
}
