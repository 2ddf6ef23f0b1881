import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_FONT_FILE, brandFontText, makeBrandFont } from '../../scripts/brand-font';

describe('the small Bengali font of English pages', () => {
  it('holds the brand, the language switch, the taka sign and the digits', () => {
    const text = brandFontText();
    for (const expected of ['বইপোকা', 'বাংলা', '৳', '০', '৯']) expect(text).toContain(expected);
  });

  it('is the one committed: made again from the current texts, it is the same file (run scripts/make-brand-font.ts)', async () => {
    expect((await makeBrandFont()).equals(readFileSync(BRAND_FONT_FILE))).toBe(true);
  });
});
