/**
 * The few Bengali letters an English page shows, as a font of their own (src/assets/fonts/bengali-brand.woff2): the
 * name বইপোকা beside the logo, the language switch's বাংলা, the taka sign and the Bengali digits of prices. With it an
 * English page needs no full Bengali font; src/app/globalStyles.tsx says which text uses it. Run after those texts
 * change, and commit the file (test/api/brand-font.test.ts fails until then):
 *
 *   npx tsx scripts/make-brand-font.ts
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { BRAND_FONT_FILE, makeBrandFont } from './brand-font';

const font = await makeBrandFont();
writeFileSync(BRAND_FONT_FILE, font);
console.log(`${path.relative(process.cwd(), BRAND_FONT_FILE)}: ${font.length} bytes`);
