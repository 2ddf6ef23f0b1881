import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { fixFontkitShaping, type FontkitFont } from '../../server/receipts/fontkit-fixes';
import { FONTS } from '../../server/receipts/pdf';

interface GlyphRun {
  glyphs: { id: number }[];
  positions: { xAdvance: number; xOffset: number; yOffset: number }[];
}

/** The Bengali font as the receipt's pdfkit opens it (its own fontkit), shaping fixed as the receipt does. */
function receiptFont(): { layout(text: string): GlyphRun } {
  const doc = new PDFDocument();
  doc.registerFont('bengali', FONTS.bengali);
  const font = (doc.font('bengali') as unknown as { _font: { font: { layout(t: string): GlyphRun } } })._font.font;
  fixFontkitShaping(font as FontkitFont);
  return font;
}

const shaped = (run: GlyphRun) =>
  run.glyphs
    .map(
      (glyph, i) => `${glyph.id}(${run.positions[i].xAdvance},${run.positions[i].xOffset},${run.positions[i].yOffset})`,
    )
    .join(' ');

/**
 * What HarfBuzz 6 (Chromium's shaper) draws for these with the same font file: glyph ids and (advance, x offset,
 * y offset) in font units. Ra-phala after a conjunct and a headline joint are what fontkit alone got wrong.
 */
const HARFBUZZ: Record<string, string> = {
  ট্রা: '207(552,0,0) 317(0,-541,0) 274(0,-548,-134) 59(266,0,0)',
  ন্দ্র: '337(304,0,0) 214(563,0,0) 312(0,-837,0) 277(0,-635,-30)',
  রবীন্দ্রনাথ:
    '51(596,0,0) 47(596,0,0) 61(266,0,0) 337(304,0,0) 214(563,0,0) 312(0,-837,0) 277(0,-635,-30) 44(602,0,0) 59(266,0,0) 41(645,0,0)',
  প্রিয়: '342(266,0,0) 224(764,0,0) 270(0,-716,-25) 50(626,0,0) 57(0,-396,108)',
  ক্র: '144(862,0,0) 334(0,-200,0) 308(0,-370,0)',
  ক্ষ: '125(859,0,0)',
  ত্র: '144(662,0,0)',
  মূল্য: '49(612,0,0) 63(0,-172,0) 52(731,0,0) 123(270,0,0)',
  'যুক্ত আছে':
    '50(626,0,0) 62(0,-172,0) 141(910,0,0) 308(0,-365,23) 334(0,-200,0) 7(260,0,0) 14(1159,0,0) 66(361,0,0) 31(609,0,0)',
};

describe('the receipt’s Bengali shaping', () => {
  const font = receiptFont();
  it.each(Object.entries(HARFBUZZ))('draws %s as HarfBuzz does', (text, expected) => {
    expect(shaped(font.layout(text.normalize('NFC')))).toBe(expected);
  });
});
