import { readFileSync } from 'node:fs';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { BRAND_FONT_FILE, NOTO_SANS_BENGALI_FILE, brandFontText, makeBrandFont } from '../../scripts/brand-font';

/** The outlines HarfBuzz (the shaper Chromium uses) draws `text` with, in order. */
function drawnWith(font: Buffer): (text: string) => string[] {
  const hbFont = new hb.Font(new hb.Face(new hb.Blob(font)));
  return (text) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(hbFont, buffer);
    return buffer.getGlyphInfos().map(({ codepoint: glyph }) => hbFont.glyphToPath(glyph));
  };
}

describe('the small Bengali font of English pages', () => {
  it('holds the brand, the language switch, the taka sign and the digits', () => {
    const text = brandFontText();
    for (const expected of ['বইপোকা', 'বাংলা', '৳', '০', '৯']) expect(text).toContain(expected);
  });

  it('is the one committed: made again from the current texts, it is the same file (run scripts/make-brand-font.ts)', async () => {
    expect((await makeBrandFont()).equals(readFileSync(BRAND_FONT_FILE))).toBe(true);
  });

  it('draws its texts as Noto Sans Bengali does: ো of বইপোকা around its consonant, no dotted circle', async () => {
    const small = drawnWith(await makeBrandFont('truetype'));
    const bengaliBlock = String.fromCodePoint(...Array.from({ length: 0x80 }, (_, index) => 0x980 + index));
    const full = drawnWith(
      await subsetFont(readFileSync(NOTO_SANS_BENGALI_FILE), bengaliBlock, { targetFormat: 'truetype' }),
    );
    for (const text of ['বইপোকা', 'বাংলা', '৳০১২৩৪৫৬৭৮৯']) expect(small(text), text).toEqual(full(text));
  });
});
