/**
 * Birth date as three selects (day, month, year): the choices offered and the checks. Pure; the
 * member's "today" is passed in so tests are fixed in time.
 *
 * - Only real dates can be chosen: the days offered stop at the month's last day (28/29 for
 *   February), so 31 February cannot be picked; a day that no longer fits after the month or
 *   year changes is cleared rather than silently moved.
 * - No future dates: the current year offers months and days up to today only.
 * - Years go back `YEARS_BACK` years from today.
 * The checks themselves are the shared rules the server enforces too (shared/lib/person-rules).
 */
import { birthDateRuleProblem, daysInMonth, YEARS_BACK, type CalendarDay } from '@/shared/lib/person-rules';

export { daysInMonth, YEARS_BACK };

/** Offset of the Buddhist era (พ.ศ.) from the Common Era. */
const BUDDHIST_ERA_OFFSET = 543;

/** The selects' values: numbers as strings, `''` when not chosen. */
export interface BirthDateParts {
  day: string;
  month: string;
  year: string;
}

const EMPTY_BIRTH_DATE: BirthDateParts = { day: '', month: '', year: '' };

/** Year, month (1-12) and day of `today` in the member's calendar. */
export type Today = CalendarDay;

export function todayOf(now: Date = new Date()): Today {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

function range(from: number, to: number): number[] {
  return from > to ? [] : Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/** Years to choose from, newest first. */
export function birthYears(today: Today): number[] {
  return range(today.year - YEARS_BACK, today.year).reverse();
}

/** Months (1-12) of `year`; this year only up to the current month. No year chosen yet: all twelve. */
export function birthMonths(year: number | null, today: Today): number[] {
  return range(1, year === today.year ? today.month : 12);
}

/**
 * Days of the chosen month. No month yet: 1-31 (the year and month then narrow it). No year yet:
 * February offers the 29th (a leap year may still be chosen).
 */
export function birthDays(year: number | null, month: number | null, today: Today): number[] {
  if (month === null) return range(1, 31);
  const last = daysInMonth(year ?? 2000, month);
  const upTo = year === today.year && month === today.month ? Math.min(last, today.day) : last;
  return range(1, upTo);
}

const num = (value: string): number | null => (/^\d+$/.test(value) ? Number(value) : null);

/** After one select changes: drops a month or day the new choice no longer offers. */
export function fitParts(parts: BirthDateParts, today: Today): BirthDateParts {
  const year = num(parts.year);
  let month = num(parts.month);
  if (month !== null && !birthMonths(year, today).includes(month)) month = null;
  const day = num(parts.day);
  const keepDay = day !== null && birthDays(year, month, today).includes(day);
  return { year: parts.year, month: month === null ? '' : parts.month, day: keepDay ? parts.day : '' };
}

export type BirthDateProblem = 'incomplete' | 'invalid' | 'future' | 'tooOld';

/** Why the chosen parts are not a usable birth date, or null (all empty is fine: the field is optional). */
export function birthDateProblem(parts: BirthDateParts, today: Today): BirthDateProblem | null {
  const filled = [parts.day, parts.month, parts.year].filter((p) => p !== '').length;
  if (filled === 0) return null;
  if (filled < 3) return 'incomplete';
  const [year, month, day] = [num(parts.year), num(parts.month), num(parts.day)];
  if (year === null || month === null || day === null) return 'invalid';
  return birthDateRuleProblem({ year, month, day }, today);
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** `YYYY-MM-DD` of complete parts (the contract's `format: date`), or undefined. */
export function toIsoDate(parts: BirthDateParts): string | undefined {
  const [year, month, day] = [num(parts.year), num(parts.month), num(parts.day)];
  if (year === null || month === null || day === null) return undefined;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** The selects' values of a `YYYY-MM-DD` date; empty parts for anything else. */
export function fromIsoDate(value: string | undefined | null): BirthDateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return EMPTY_BIRTH_DATE;
  return { year: String(Number(match[1])), month: String(Number(match[2])), day: String(Number(match[3])) };
}

/** A Common Era year as the member reads it: Buddhist era in Thai, Common Era in English. */
export function displayYear(year: number, lang: 'th' | 'en'): number {
  return lang === 'th' ? year + BUDDHIST_ERA_OFFSET : year;
}
