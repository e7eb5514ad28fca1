import { describe, expect, it } from 'vitest';
import { countIntlFormatters } from '@test-support';
import { formatDate, formatDateTime, formatNumber } from '@/shared/i18n/format';
import { isLang, readStoredLang } from '@/shared/i18n/lang';

describe('i18n formatting', () => {
  const date = new Date('2026-11-22T09:05:00+07:00');

  it('formats Thai dates in the Buddhist era', () => {
    expect(formatDate(date, 'th')).toMatch(/2569/);
    expect(formatDate(date, 'th')).toMatch(/พ\.ย\./);
    expect(formatDateTime(date, 'th')).toMatch(/2569/);
  });

  it('formats English dates in the Gregorian calendar', () => {
    expect(formatDate(date, 'en')).toMatch(/2026/);
    expect(formatDate(date, 'en')).toMatch(/Nov/);
  });

  it('returns an empty string for invalid dates', () => {
    expect(formatDate('not a date', 'th')).toBe('');
  });

  it('groups numbers', () => {
    expect(formatNumber(12500, 'th')).toBe('12,500');
    expect(formatNumber(12500, 'en')).toBe('12,500');
    expect(formatNumber(Number.NaN, 'en')).toBe('');
  });

  it('makes one Intl formatter per locale and options, however many values a screen formats', () => {
    const made = { dates: 0, numbers: 0 };
    const restore = countIntlFormatters((kind) => (kind === 'date' ? made.dates++ : made.numbers++));
    try {
      for (let day = 1; day <= 20; day++) {
        formatDate(new Date(2026, 10, day), 'th');
        formatDateTime(new Date(2026, 10, day), 'th');
        formatNumber(day * 1000, 'th');
        formatNumber(day * 1000, 'en');
      }
      // Made at most once each (an earlier test may have made them already).
      expect(made.dates).toBeLessThanOrEqual(2);
      expect(made.numbers).toBeLessThanOrEqual(2);
      // A cached formatter still honours its own options and language.
      expect(formatDateTime(date, 'th')).not.toBe(formatDate(date, 'th'));
      expect(formatDate(date, 'en')).not.toBe(formatDate(date, 'th'));
      expect(formatNumber(1.5, 'en', { style: 'percent' })).toBe('150%');
      expect(formatNumber(1.5, 'en')).toBe('1.5');
    } finally {
      restore();
    }
  });

  it('knows its languages and defaults to Thai without storage', () => {
    expect(isLang('th')).toBe(true);
    expect(isLang('jp')).toBe(false);
    expect(readStoredLang()).toBe('th');
  });
});
