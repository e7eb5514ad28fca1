import { describe, expect, it } from 'vitest';
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

  it('knows its languages and defaults to Thai without storage', () => {
    expect(isLang('th')).toBe(true);
    expect(isLang('jp')).toBe(false);
    expect(readStoredLang()).toBe('th');
  });
});
