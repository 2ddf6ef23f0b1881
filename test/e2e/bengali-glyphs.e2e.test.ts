/**
 * Issue 11 item 6: ৳ and বইপোকা must be drawn by a real font on a phone that has no Bengali font (this machine's
 * Chromium has none: `fc-list :lang=bn` is empty). Chromium reports which fonts painted a node's text
 * (DevTools' CSS.getPlatformFontsForNode); every element showing a Bengali glyph must be painted with the bundled
 * "Noto Sans Bengali" web font. A stack without it falls back to a font lacking the glyph: an empty box.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { demo, newPage, signIn } from './harness';

let close: (() => Promise<void>) | null = null;
afterEach(async () => {
  await close?.();
  close = null;
});

interface Painted {
  text: string;
  fonts: { familyName: string; isCustomFont: boolean; glyphCount: number }[];
}

/** The fonts that painted each visible element whose own text holds ৳ or Bengali letters (up to `limit`). */
async function bengaliPaint(page: Page, limit = 8): Promise<Painted[]> {
  await page.evaluate(() => document.fonts.ready);
  const count = await page.evaluate((max) => {
    const bengali = /[\u0980-\u09FF]/;
    let marked = 0;
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const own = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('');
      const box = element.getBoundingClientRect();
      if (!bengali.test(own) || box.width === 0 || box.height === 0 || marked >= max) continue;
      element.setAttribute('data-bengali-probe', String(marked++));
    }
    return marked;
  }, limit);
  // The web font arrives after first use (font-display: swap): wait for it, then ask what painted.
  await page.waitForFunction(() => document.fonts.check('16px "Noto Sans Bengali"', '৳'), undefined, { timeout: 10_000 }).catch(() => {});
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const painted: Painted[] = [];
  for (let index = 0; index < count; index++) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-bengali-probe="${index}"]` });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const text = await page.locator(`[data-bengali-probe="${index}"]`).evaluate((element) => element.textContent ?? '');
    painted.push({ text: text.slice(0, 40), fonts });
  }
  await cdp.detach();
  return painted;
}

function expectDrawnByNoto(painted: Painted[]) {
  expect(painted.length).toBeGreaterThan(0);
  for (const element of painted) {
    expect(element.fonts.map((font) => font.familyName), `fonts that painted "${element.text}"`).toContain('Noto Sans Bengali');
  }
}

describe('Bengali glyphs are drawn with the bundled font (issue 11)', () => {
  it('the navbar brand and the card prices on /books', async () => {
    const browser = await newPage(1280);
    close = browser.close;
    await browser.page.goto('/books');
    await browser.page.getByText('৳').first().waitFor();
    const painted = await bengaliPaint(browser.page);
    expect(painted.some((element) => element.text.includes('বইপোকা'))).toBe(true);
    expect(painted.some((element) => element.text.includes('৳'))).toBe(true);
    expectDrawnByNoto(painted);
  });

  it("the book page's price (a heading font)", async () => {
    const browser = await newPage(390);
    close = browser.close;
    await signIn(browser.page, demo.customer.email, demo.customer.password);
    await browser.page.goto('/books');
    await browser.page.locator('a[href^="/books/"]').first().click();
    await browser.page.waitForURL(/\/books\/[^/]+$/);
    await browser.page.getByText('৳').first().waitFor();
    const painted = await bengaliPaint(browser.page);
    expect(painted.some((element) => element.text.includes('৳'))).toBe(true);
    expectDrawnByNoto(painted);
  });
});
