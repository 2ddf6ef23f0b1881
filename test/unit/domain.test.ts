import { describe, expect, it } from 'vitest';
import { clampLimit } from '../../domain/limits';
import { formatPaisa, priceBreakdown, takaToPaisa } from '../../domain/pricing';
import { isEmail, isPhone } from '../../domain/validation';
import { cutText, firstChars, formatDate, formatTaka, groupThousands, timeAgo } from '../../src/lib/format';

describe('pricing', () => {
  it('adds 5% tax and 3% service charge, and takes 15% off with the review discount', () => {
    expect(priceBreakdown(45_000, false)).toEqual({
      pricePaisa: 45_000,
      taxPaisa: 2_250,
      serviceChargePaisa: 1_350,
      discountPaisa: 0,
      totalPaisa: 48_600,
      grandTotalPaisa: 48_600,
    });
    expect(priceBreakdown(45_000, true).grandTotalPaisa).toBe(48_600 - 6_750);
    expect(formatPaisa(priceBreakdown(32_550, true).grandTotalPaisa)).toBe('302.72');
  });

  it('parses taka into paisa and refuses anything else', () => {
    expect(takaToPaisa('450')).toBe(45_000);
    expect(takaToPaisa('450.5')).toBe(45_050);
    expect(takaToPaisa(12.34)).toBe(1_234);
    for (const bad of ['-1', '1.234', 'abc', '', '1e5']) expect(takaToPaisa(bad)).toBeNull();
  });
});

describe('formatting', () => {
  it('cuts text and adds ... only when cut', () => {
    expect(cutText('Pather Panchali Song', 15)).toBe('Pather Panchali...');
    expect(cutText('Gitanjali', 15)).toBe('Gitanjali');
    expect(firstChars('SKU-1795249852304-179d5f', 17)).toBe('SKU-1795249852304');
  });

  it('shows taka with two decimals', () => {
    expect(formatTaka(1234.5)).toBe('৳ 1,234.50');
    expect(formatTaka(7)).toBe('৳ 7.00');
    expect(formatTaka(1234567.891)).toBe('৳ 1,234,567.89');
    expect(formatTaka(999.999)).toBe('৳ 1,000.00');
    expect(formatTaka(-12.5)).toBe('৳ -12.50');
    expect(groupThousands(100000)).toBe('100,000');
  });

  it('shows a date as day, short month and year, and nothing for a date that is not one', () => {
    expect(formatDate('2026-11-21T12:00:00Z')).toBe('21 Nov 2026');
    expect(formatDate('not a date')).toBe('');
  });

  it('uses correct plurals for minutes, hours and days', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    const ago = (ms: number) => timeAgo(new Date(now - ms).toISOString(), now);
    expect(ago(30_000)).toBe('0 minutes ago');
    expect(ago(60_000)).toBe('1 minute ago');
    expect(ago(59 * 60_000)).toBe('59 minutes ago');
    expect(ago(60 * 60_000)).toBe('1 hour ago');
    expect(ago(5 * 3_600_000)).toBe('5 hours ago');
    expect(ago(24 * 3_600_000)).toBe('1 day ago');
    expect(ago(3 * 24 * 3_600_000)).toBe('3 days ago');
  });
});

describe('validation', () => {
  it('accepts e-mails and phone numbers and refuses junk', () => {
    expect(isEmail('nusrat@example.com')).toBe(true);
    expect(isEmail('nusrat@example')).toBe(false);
    expect(isPhone('+8801711000111')).toBe(true);
    expect(isPhone('01711-000111')).toBe(true);
    expect(isPhone('call me')).toBe(false);
    expect(isPhone('12')).toBe(false);
  });
});

describe('page sizes', () => {
  it('clamps to 1..max and falls back when none is asked', () => {
    expect(clampLimit(undefined)).toBe(12);
    expect(clampLimit(100_000)).toBe(100);
    expect(clampLimit(0)).toBe(1);
    expect(clampLimit(undefined, 8, 24)).toBe(8);
    expect(clampLimit(30, 8, 24)).toBe(24);
  });
});
