import { readFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { toBengaliDigits } from '../domain/format';
import enCommon from '../src/locales/en/common.json';

const root = path.resolve(import.meta.dirname, '..');

/** The small Bengali font (scripts/make-brand-font.ts), committed. */
export const BRAND_FONT_FILE = path.join(root, 'src/assets/fonts/bengali-brand.woff2');

/** The English catalogue's messages drawn in it: the name beside the logo and the language switch. */
const BRAND_MESSAGES = ['common.brand.alternate', 'common.language.switchTo'] satisfies (keyof typeof enCommon)[];

/** Every letter the small font must hold: those messages', and the taka sign and Bengali digits of prices. */
export function brandFontText(): string {
  return BRAND_MESSAGES.map((id) => enCommon[id]).join('') + '৳' + toBengaliDigits('0123456789');
}

/** The bundled Noto Sans Bengali, which the small font is cut from. */
export const NOTO_SANS_BENGALI_FILE = path.join(
  root,
  'node_modules/@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
);

/**
 * Cut from the bundled Noto Sans Bengali by HarfBuzz's subsetter, which keeps the shaping rules of what it keeps.
 * The letters go in composed and decomposed (NFD): the shaper splits a two-part vowel sign such as ো into its parts
 * (ে and া) to place them around the consonant, and without the parts in the font it draws the sign whole after the
 * consonant, beside a dotted circle.
 */
export function makeBrandFont(targetFormat: 'woff2' | 'truetype' = 'woff2'): Promise<Buffer> {
  const text = brandFontText();
  return subsetFont(readFileSync(NOTO_SANS_BENGALI_FILE), text + text.normalize('NFD'), { targetFormat });
}
