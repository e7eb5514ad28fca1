/**
 * The rules of a member's name and birth date: the app's profile forms check them as the member
 * types, and the mock backend enforces the same ones (INVALID_NAME, INVALID_BIRTH_DATE). Pure.
 */

/**
 * A name: Thai and Latin letters (with Thai vowel and tone marks and Latin accents), spaces, dot,
 * hyphen and apostrophe; at least one letter. Digits (Thai ๐-๙ too) and other signs are refused.
 */
const NAME = /^[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u017F\u0E01-\u0E3A\u0E40-\u0E4E .'’-]+$/;
const LETTER = /[A-Za-z\u00C0-\u00D6\u00D8-\u00F6\u00F8-\u017F\u0E01-\u0E2E]/;

export function isName(value: string): boolean {
  return NAME.test(value) && LETTER.test(value);
}

/** How many years back a birth year may go from this year. */
export const YEARS_BACK = 100;

/** A calendar day: year, month (1-12), day. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export type BirthDateRuleProblem = 'invalid' | 'future' | 'tooOld';

/** Why `date` is not a usable birth date on `today`: not a real day, after today, or more than YEARS_BACK years back. */
export function birthDateRuleProblem(date: CalendarDay, today: CalendarDay): BirthDateRuleProblem | null {
  const { year, month, day } = date;
  if (![year, month, day].every(Number.isInteger) || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return 'invalid';
  if (year * 10_000 + month * 100 + day > today.year * 10_000 + today.month * 100 + today.day) return 'future';
  if (year < today.year - YEARS_BACK) return 'tooOld';
  return null;
}
