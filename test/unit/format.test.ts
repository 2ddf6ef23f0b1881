import { describe, expect, it } from 'vitest';
import {
  clockParts,
  formatCount,
  formatDate,
  formatDhakaTime,
  formatPaisaAsTaka,
  formatTaka,
  groupDigits,
  languageOf,
  timeAgo,
  toAsciiDigits,
  toBengaliDigits,
} from '../../domain/format';

describe('numbers in each language', () => {
  it('writes Bengali digits and reads them back', () => {
    expect(toBengaliDigits('0123456789')).toBe('০১২৩৪৫৬৭৮৯');
    expect(toAsciiDigits('দীপু নাম্বার ২, ১৯৭১')).toBe('দীপু নাম্বার 2, 1971');
  });

  it('groups thousands in English and lakhs in Bangla', () => {
    expect(groupDigits(1234567)).toBe('1,234,567');
    expect(groupDigits(1234567, 'bn')).toBe('১২,৩৪,৫৬৭');
    expect(groupDigits(123456789, 'bn')).toBe('১২,৩৪,৫৬,৭৮৯');
    expect(groupDigits(999, 'bn')).toBe('৯৯৯');
    expect(groupDigits(1000, 'bn')).toBe('১,০০০');
    expect(groupDigits(100000, 'bn')).toBe('১,০০,০০০');
    expect(formatCount(56, 'bn')).toBe('৫৬');
  });

  it('puts the taka sign before the amount in both languages', () => {
    expect(formatTaka(1234.5)).toBe('৳ 1,234.50');
    expect(formatTaka(1234567.5, 'bn')).toBe('৳ ১২,৩৪,৫৬৭.৫০');
    expect(formatTaka(-12, 'bn')).toBe('৳ -১২.০০');
    expect(formatPaisaAsTaka(123450, 'bn')).toBe('৳ ১,২৩৪.৫০');
    expect(formatPaisaAsTaka(5)).toBe('৳ 0.05');
  });
});

describe('dates and times in each language', () => {
  it('names months in Bangla', () => {
    expect(formatDate(new Date(2026, 10, 21), 'en')).toBe('21 Nov 2026');
    expect(formatDate(new Date(2026, 10, 21), 'bn')).toBe('২১ নভেম্বর ২০২৬');
    expect(formatDate(new Date(2026, 1, 3), 'bn')).toBe('৩ ফেব্রুয়ারি ২০২৬');
    expect(formatDate('not a date', 'bn')).toBe('');
  });

  it('shows the time in Dhaka (UTC+6) whatever the reader’s zone', () => {
    expect(formatDhakaTime('2026-11-25T15:05:00Z')).toBe('25 Nov 2026, 21:05');
    expect(formatDhakaTime('2026-11-25T19:30:00Z', 'bn')).toBe('২৬ নভেম্বর ২০২৬, ০১:৩০');
  });

  it('says how long ago in each language', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(timeAgo('2026-11-25T11:55:00Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-25T11:59:00Z', now)).toBe('1 minute ago');
    expect(timeAgo('2026-11-25T11:55:00Z', now, 'bn')).toBe('৫ মিনিট আগে');
    expect(timeAgo('2026-11-25T07:00:00Z', now, 'bn')).toBe('৫ ঘণ্টা আগে');
    expect(timeAgo('2026-11-22T12:00:00Z', now, 'bn')).toBe('৩ দিন আগে');
  });

  it('names weekdays and the period in the footer clock', () => {
    expect(clockParts(new Date(2026, 10, 21, 0, 5, 9), 'bn')).toEqual({
      weekday: 'শনিবার',
      time: '১২:০৫:০৯',
      period: 'পূর্বাহ্ণ',
    });
    expect(clockParts(new Date(2026, 10, 20, 13, 0, 0), 'bn').weekday).toBe('শুক্রবার');
  });

  it('reads a language tag', () => {
    expect(languageOf('bn-BD')).toBe('bn');
    expect(languageOf('EN_gb')).toBe('en');
    expect(languageOf('fr')).toBeUndefined();
    expect(languageOf(undefined)).toBeUndefined();
  });
});
