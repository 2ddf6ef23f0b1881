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

/**
 * The fonts that painted each visible element holding ৳ or Bengali letters (up to `limit`). A page that re-renders
 * while it is asked (data, a lazy chunk or a section below the fold arriving) replaces the marked elements: then ask
 * again once it has settled, also when `mustShow` was not among what was found.
 */
async function bengaliPaint(page: Page, mustShow: string, limit = 8): Promise<Painted[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      const painted = await probeBengaliPaint(page, limit);
      if (attempt >= 5 || painted.some((element) => element.text.includes(mustShow))) return painted;
    } catch (error) {
      if (attempt >= 5 || !/Could not find node|No node/.test(String(error))) throw error;
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  }
}

async function probeBengaliPaint(page: Page, limit: number): Promise<Painted[]> {
  await page.evaluate(() =>
    document
      .querySelectorAll('[data-bengali-probe]')
      .forEach((element) => element.removeAttribute('data-bengali-probe')),
  );
  await page.evaluate(() => document.fonts.ready);
  const count = await page.evaluate((max) => {
    const bengali = /[\u0980-\u09FF]/;
    let marked = 0;
    // Every text node holding Bengali, by its parent element (a tree walker sees text nodes wherever they are).
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node && marked < max; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !bengali.test(node.textContent ?? '') || element.hasAttribute('data-bengali-probe')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      element.setAttribute('data-bengali-probe', String(marked++));
    }
    return marked;
  }, limit);
  // The web font arrives after first use (font-display: swap): wait for it, then ask what painted.
  await page
    .waitForFunction(() => document.fonts.check('16px "Noto Sans Bengali"', '৳'), undefined, { timeout: 10_000 })
    .catch(() => {});
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const painted: Painted[] = [];
  for (let index = 0; index < count; index++) {
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: `[data-bengali-probe="${index}"]`,
    });
    if (!nodeId) throw new Error('No node: the page re-rendered');
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const text = await page.locator(`[data-bengali-probe="${index}"]`).evaluate((element) => element.textContent ?? '');
    painted.push({ text: text.slice(0, 40), fonts });
  }
  await cdp.detach();
  return painted;
}

/**
 * Whether the navbar brand looks the same once Chromium is made to shape the page's text again (a no-op font-feature
 * change: "kern" is the default either way). Text laid out before its web font arrived and never shaped again keeps
 * empty boxes, which shaping anew replaces with letters. (Its width does not tell: a copy measured beside it came
 * out as wide while it showed boxes.)
 */
async function brandUnchangedByReshaping(page: Page): Promise<boolean> {
  // Without the font, boxes before and boxes after would compare equal.
  expect(
    await page.evaluate(() => document.fonts.check('16px "Bengali Brand"', 'বইপোকা')),
    'the Bengali font has loaded',
  ).toBe(true);
  const brand = page.locator('header span', { hasText: /^বইপোকা$/ });
  const before = await brand.screenshot({ animations: 'disabled' });
  await page.evaluate(() => {
    document.documentElement.style.fontFeatureSettings = '"kern"';
    return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  const after = await brand.screenshot({ animations: 'disabled' });
  return before.equals(after);
}

function expectDrawnByNoto(painted: Painted[]) {
  expect(painted.length).toBeGreaterThan(0);
  for (const element of painted) {
    expect(
      element.fonts.map((font) => font.familyName),
      `fonts that painted "${element.text}"`,
    ).toContain('Noto Sans Bengali');
  }
}

describe('Bengali glyphs are drawn with the bundled font (issue 11)', () => {
  it('the navbar brand and the card prices on /books', async () => {
    const browser = await newPage(1280);
    close = browser.close;
    await browser.page.goto('/books');
    await browser.page.getByText('৳').first().waitFor();
    const painted = await bengaliPaint(browser.page, 'বইপোকা');
    expect(painted.some((element) => element.text.includes('বইপোকা'))).toBe(true);
    expect(painted.some((element) => element.text.includes('৳'))).toBe(true);
    expectDrawnByNoto(painted);
  });

  it('an English page fetches only the small font of its few Bengali letters; a Bangla page the whole one', async () => {
    const browser = await newPage(1280);
    close = browser.close;
    const fonts: string[] = [];
    browser.page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await browser.page.goto('/books');
    await browser.page.getByText('৳').first().waitFor();
    await browser.page.waitForLoadState('networkidle');
    await browser.page.evaluate(() => document.fonts.ready);
    expect(fonts.map((font) => font.replace(/-[\w-]{8}\.woff2$/, '.woff2'))).toEqual(['/assets/bengali-brand.woff2']);

    fonts.length = 0;
    await browser.page.goto('/books?lang=bn');
    await browser.page.getByText('৳').first().waitFor();
    await browser.page.waitForLoadState('networkidle');
    await browser.page.evaluate(() => document.fonts.ready);
    expect(fonts.some((font) => font.includes('noto-sans-bengali-bengali-400-normal'))).toBe(true);
  });

  it('a Bangla book found by part of its title, in the shop in Bangla at 390 px: its name and author', async () => {
    const browser = await newPage(390, 844);
    close = browser.close;
    await browser.page.goto('/books?lang=bn&search=পাঁচালী');
    await browser.page.getByRole('heading', { name: 'পথের পাঁচালী' }).waitFor();
    const painted = await bengaliPaint(browser.page, 'পথের পাঁচালী', 24);
    expect(painted.some((element) => element.text.includes('পথের পাঁচালী'))).toBe(true);
    expect(painted.some((element) => element.text.includes('বিভূতিভূষণ'))).toBe(true);
    expectDrawnByNoto(painted);
  });

  it('the navbar brand on / is drawn with the font once it has arrived, and stays so when later fonts arrive', async () => {
    const browser = await newPage(1280);
    close = browser.close;
    await browser.page.goto('/');
    await browser.page.waitForLoadState('networkidle');
    await browser.page.evaluate(() => document.fonts.ready);
    // The hero carousel (and its icon font) takes over when a pointer reaches it.
    await browser.page.getByRole('region', { name: 'Featured collections' }).hover();
    await browser.page.locator('.slick-initialized').waitFor();
    await browser.page.evaluate(() => document.fonts.ready);
    await browser.page.waitForTimeout(300);
    expect(await brandUnchangedByReshaping(browser.page), 'the brand changes when shaped again: it showed boxes').toBe(
      true,
    );
  });

  it('the server-drawn navbar brand on / is drawn with the font that arrived after it, before any script has run', async () => {
    const browser = await newPage(1280);
    close = browser.close;
    // The page stays as the server drew it (no script of the shop runs), and the font arrives after its first layout.
    await browser.page.route('**/assets/*.js', (route) => route.abort());
    await browser.page.route('**/assets/*.woff2', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await browser.page.goto('/');
    await browser.page.waitForLoadState('networkidle');
    await browser.page.evaluate(() => document.fonts.ready);
    expect(await brandUnchangedByReshaping(browser.page), 'the brand changes when shaped again: it showed boxes').toBe(
      true,
    );
  });

  it("the book page's price (a heading font)", async () => {
    const browser = await newPage(390);
    close = browser.close;
    await signIn(browser.page, demo.customer.email, demo.customer.password);
    await browser.page.goto('/books');
    await browser.page.locator('a[href^="/books/"]').first().click();
    await browser.page.waitForURL(/\/books\/[^/]+$/);
    // The price, once the page has settled (its related books and lazy chunks arrive after it).
    await browser.page.waitForLoadState('networkidle');
    await browser.page.getByText('৳').first().waitFor();
    const painted = await bengaliPaint(browser.page, '৳');
    expect(painted.some((element) => element.text.includes('৳'))).toBe(true);
    expectDrawnByNoto(painted);
  });
});
