import { describe, it, expect } from 'vitest';
import { demoReviewers } from '../../server/db/demo-accounts';
import { BANGLA_EDITION, DEMO_CATEGORIES, demoBooks, demoContacts, demoReviews } from '../../server/db/demo-catalogue';
import { coverFileName, renderCoverSvg } from '../../server/db/covers';

const byteLength = (text: string) => new TextEncoder().encode(text).length;

describe('demo catalogue', () => {
  it('has 68 books with unique names', () => {
    expect(demoBooks).toHaveLength(68);
    expect(new Set(demoBooks.map((b) => b.name)).size).toBe(68);
  });

  it('has a dozen Bangla-titled books, each with a cover in Latin letters under its own file name', () => {
    const bangla = demoBooks.filter((b) => /[\u0980-\u09FF]/.test(b.name));
    expect(bangla).toHaveLength(12);
    for (const b of bangla) {
      expect(b.language, b.name).toBe('Bangla');
      expect(b.author, b.name).toMatch(/[\u0980-\u09FF]/);
      expect(b.description, b.name).toMatch(/[\u0980-\u09FF]/);
      // An SVG in <img> cannot use the page's Bengali web font: the cover carries no Bangla letters.
      expect(b.cover?.title, b.name).toMatch(/^[\x20-\x7e]+$/);
      const svg = renderCoverSvg({ title: b.cover!.title, author: b.cover!.author, category: BANGLA_EDITION });
      expect(svg, b.name).not.toMatch(/[\u0980-\u09FF]/);
    }
    // As the seed names them: a Bangla edition's file never takes an English edition's (Gitanjali has both).
    const files = demoBooks.map((b) => coverFileName(b.cover ? `${b.cover.title} bangla` : b.name));
    expect(new Set(files).size).toBe(files.length);
  });

  it('spreads books over at least 6 categories with at least 6 books each', () => {
    const counts = new Map<string, number>();
    for (const b of demoBooks) counts.set(b.category, (counts.get(b.category) ?? 0) + 1);
    const big = [...counts.values()].filter((n) => n >= 6);
    expect(big.length).toBeGreaterThanOrEqual(6);
  });

  it('only uses categories listed in DEMO_CATEGORIES', () => {
    expect(DEMO_CATEGORIES).toHaveLength(8);
    expect(new Set(DEMO_CATEGORIES).size).toBe(DEMO_CATEGORIES.length);
    for (const b of demoBooks) expect(DEMO_CATEGORIES).toContain(b.category);
  });

  it('prices are positive integer paisa', () => {
    for (const b of demoBooks) {
      expect(Number.isInteger(b.pricePaisa), b.name).toBe(true);
      expect(b.pricePaisa, b.name).toBeGreaterThan(0);
    }
  });

  it('descriptions are longer than the 130-character card cut', () => {
    for (const b of demoBooks) expect(b.description.length, b.name).toBeGreaterThan(130);
  });

  it('has at least one name longer than 15 characters', () => {
    expect(demoBooks.some((b) => b.name.length > 15)).toBe(true);
  });

  it('keeps stock, sales and ages within sane ranges', () => {
    for (const b of demoBooks) {
      expect(Number.isInteger(b.stock) && b.stock >= 0, b.name).toBe(true);
      expect(Number.isInteger(b.soldCount) && b.soldCount >= 0, b.name).toBe(true);
      expect(b.daysAgo >= 0 && b.daysAgo <= 400, b.name).toBe(true);
    }
  });

  it('has plausible reviews and contacts', () => {
    expect(demoReviews).toHaveLength(8);
    for (const r of demoReviews) {
      expect(r.rating).toBeGreaterThanOrEqual(3.5);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(Number.isInteger(r.rating * 2)).toBe(true);
    }
    // Each review is about one book of the catalogue (the seed attaches it to an order of that book), the first one
    // to the customer's reviewed purchase, and speaks only of what the shop offers.
    expect(demoReviews[0].bookName).toBe(demoBooks[3].name);
    expect(demoReviews.length).toBeGreaterThanOrEqual(demoReviewers.length + 1);
    for (const r of demoReviews) {
      const book = demoBooks.find((b) => b.name === r.bookName);
      expect(book, r.bookName).toBeDefined();
      expect(r.review, r.bookName).toContain(r.bookName.split(':')[0]);
      expect(r.review).not.toMatch(
        /cash on delivery|refund|gift wrap|wrapped|order note|tracking|out of stock|three books/i,
      );
    }
    expect(demoContacts).toHaveLength(5);
    for (const c of demoContacts) {
      expect(c.email).toMatch(/@example\.(com|org)$/);
      expect(c.phone).toMatch(/^(\+88)?01\d{9}$/);
    }
  });
});

describe('renderCoverSvg', () => {
  it('escapes markup characters in the title', () => {
    const svg = renderCoverSvg({ title: 'Tom & Jerry <3', author: 'A "B" O\'C', category: 'Children' });
    expect(svg).toContain('&amp;');
    expect(svg).toContain('&lt;');
    expect(svg).not.toContain('<3');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('produces a 400x600 svg', () => {
    const svg = renderCoverSvg({
      title: 'Pather Panchali',
      author: 'Bibhutibhushan Bandyopadhyay',
      category: 'Bangla Literature',
    });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('width="400"');
    expect(svg).toContain('height="600"');
    expect(svg).toContain('viewBox="0 0 400 600"');
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
  });

  it('is deterministic', () => {
    const input = { title: 'Gitanjali', author: 'Rabindranath Tagore', category: 'Bangla Literature' };
    expect(renderCoverSvg(input)).toBe(renderCoverSvg({ ...input }));
  });

  it('stays under 4 KB for every demo book', () => {
    for (const b of demoBooks) {
      const svg = renderCoverSvg({ title: b.name, author: b.author, category: b.category });
      expect(svg.startsWith('<svg'), b.name).toBe(true);
      expect(byteLength(svg), b.name).toBeLessThan(4096);
    }
  });

  it('stays under 4 KB for very long inputs', () => {
    const svg = renderCoverSvg({
      title: 'Word '.repeat(200),
      author: 'Author '.repeat(50),
      category: 'Some Unknown Category',
    });
    expect(byteLength(svg)).toBeLessThan(4096);
  });
});

describe('coverFileName', () => {
  it('slugifies ascii titles', () => {
    expect(coverFileName('Pather Panchali')).toBe('pather-panchali.svg');
    expect(coverFileName("Alice's Adventures in Wonderland")).toBe('alice-s-adventures-in-wonderland.svg');
  });

  it('is stable, ascii-only, ends with .svg and at most 60 chars before the extension', () => {
    for (const b of demoBooks) {
      const name = coverFileName(b.name);
      expect(coverFileName(b.name)).toBe(name);
      expect(name).toMatch(/^[a-z0-9-]+\.svg$/);
      expect(name.length - '.svg'.length).toBeLessThanOrEqual(60);
      expect(name.length).toBeGreaterThan('.svg'.length);
    }
    expect(coverFileName('x'.repeat(200)).length).toBe(64);
  });

  it('falls back to a hash-based name for non-latin titles', () => {
    const name = coverFileName('পথের পাঁচালী');
    expect(name).toMatch(/^[a-z0-9-]+\.svg$/);
    expect(name.length).toBeGreaterThan('.svg'.length);
    expect(coverFileName('পথের পাঁচালী')).toBe(name);
    expect(coverFileName('গীতাঞ্জলি')).not.toBe(name);
  });
});
