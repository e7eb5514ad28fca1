import { describe, expect, it } from 'vitest';
import {
  birthDateProblem,
  birthDays,
  birthMonths,
  birthYears,
  daysInMonth,
  displayYear,
  fitParts,
  fromIsoDate,
  toIsoDate,
  YEARS_BACK,
} from '@/features/account/profile/birth-date';
import { isName } from '@/shared/lib/person-rules';

const today = { year: 2026, month: 11, day: 22 };
const parts = (day: string, month: string, year: string) => ({ day, month, year });

describe('birth date choices', () => {
  it('offers only the days a month has: no 31 February, 29 February in leap years only', () => {
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(birthDays(2023, 2, today).at(-1)).toBe(28);
    expect(birthDays(2024, 2, today).at(-1)).toBe(29);
    expect(birthDays(2024, 4, today).at(-1)).toBe(30);
    expect(birthDays(2024, 1, today).at(-1)).toBe(31);
    // Year not chosen yet: 29 February stays possible.
    expect(birthDays(null, 2, today).at(-1)).toBe(29);
  });

  it('offers no future month or day', () => {
    expect(birthMonths(2026, today)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(birthMonths(2025, today)).toHaveLength(12);
    expect(birthDays(2026, 11, today).at(-1)).toBe(22);
  });

  it(`offers the years from this one back ${YEARS_BACK} years, newest first`, () => {
    const years = birthYears(today);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2026 - YEARS_BACK);
    expect(years).toHaveLength(YEARS_BACK + 1);
  });

  it('clears a day or month the new choice no longer offers', () => {
    expect(fitParts(parts('31', '2', '2024'), today)).toEqual(parts('', '2', '2024'));
    expect(fitParts(parts('29', '2', '2023'), today)).toEqual(parts('', '2', '2023'));
    expect(fitParts(parts('29', '2', '2024'), today)).toEqual(parts('29', '2', '2024'));
    expect(fitParts(parts('10', '12', '2026'), today)).toEqual(parts('10', '', '2026'));
    expect(fitParts(parts('30', '11', '2026'), today)).toEqual(parts('', '11', '2026'));
  });
});

describe('birth date checks', () => {
  it('accepts nothing (optional) and a complete past date', () => {
    expect(birthDateProblem(parts('', '', ''), today)).toBeNull();
    expect(birthDateProblem(parts('12', '4', '1988'), today)).toBeNull();
    expect(birthDateProblem(parts('22', '11', '2026'), today)).toBeNull();
  });

  it('refuses a partial date, an impossible date, a future date and one too long ago', () => {
    expect(birthDateProblem(parts('12', '', '1988'), today)).toBe('incomplete');
    expect(birthDateProblem(parts('31', '2', '1988'), today)).toBe('invalid');
    expect(birthDateProblem(parts('29', '2', '2023'), today)).toBe('invalid');
    expect(birthDateProblem(parts('23', '11', '2026'), today)).toBe('future');
    expect(birthDateProblem(parts('1', '1', '2027'), today)).toBe('future');
    expect(birthDateProblem(parts('1', '1', String(2026 - YEARS_BACK - 1)), today)).toBe('tooOld');
  });

  it('reads and writes the contract format YYYY-MM-DD', () => {
    expect(fromIsoDate('1988-04-12')).toEqual(parts('12', '4', '1988'));
    expect(fromIsoDate(undefined)).toEqual(parts('', '', ''));
    expect(fromIsoDate('12/04/1988')).toEqual(parts('', '', ''));
    expect(toIsoDate(parts('12', '4', '1988'))).toBe('1988-04-12');
    expect(toIsoDate(parts('', '4', '1988'))).toBeUndefined();
  });

  it('shows Buddhist-era years in Thai, Common Era in English', () => {
    expect(displayYear(1988, 'th')).toBe(2531);
    expect(displayYear(1988, 'en')).toBe(1988);
  });
});

describe('names', () => {
  it.each(['สมชาย', 'ใจดี', 'ณัฐวุฒิ', 'Somchai', "O'Brien", 'Jean-Luc', 'Dr. Smith', 'José', 'สมชาย ใจดี'])('accepts %s', (value) => {
    expect(isName(value)).toBe(true);
  });
  it.each(['สมชาย1', 'Somchai2', 'สมชาย๑', '-', "'.", 'a@b', 'สมชาย!', '฿'])('refuses %s', (value) => {
    expect(isName(value)).toBe(false);
  });
});
