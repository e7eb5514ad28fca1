/**
 * Date and number formatting for the member's language. Thai dates use the Buddhist era
 * (e.g. 22 พ.ย. 2569); English dates use the Gregorian calendar.
 */
import type { Lang } from './lang';

const DATE_LOCALE: Record<Lang, string> = { th: 'th-TH-u-ca-buddhist', en: 'en-GB' };
const NUMBER_LOCALE: Record<Lang, string> = { th: 'th-TH', en: 'en-US' };

const DATE_OPTIONS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME_OPTIONS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hour12: false };

/**
 * Intl formatters are costly to create (a Buddhist-calendar date format most of all) and a screen
 * formats many values: one formatter per locale and options, made on first use.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, locale: string, options: object | undefined, make: () => F): F {
  const key = `${locale}|${options ? JSON.stringify(options) : ''}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

function toDate(value: Date | string | number): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: Date | string | number, lang: Lang, options: Intl.DateTimeFormatOptions = DATE_OPTIONS): string {
  const date = toDate(value);
  if (!date) return '';
  const locale = DATE_LOCALE[lang];
  return cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options)).format(date);
}

export function formatDateTime(value: Date | string | number, lang: Lang): string {
  return formatDate(value, lang, { ...DATE_OPTIONS, ...TIME_OPTIONS });
}

/** Month and year, e.g. พฤศจิกายน 2569 / November 2026 (history groups). */
export function formatMonth(value: Date | string | number, lang: Lang): string {
  return formatDate(value, lang, { month: 'long', year: 'numeric' });
}

export function formatNumber(value: number, lang: Lang, options?: Intl.NumberFormatOptions): string {
  if (!Number.isFinite(value)) return '';
  const locale = NUMBER_LOCALE[lang];
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options)).format(value);
}

/**
 * Makes the language's number and date formatters ahead of their first use. A page's first Intl
 * formatter also sets up the engine's locale data (about 150 ms at 4× CPU, docs/performance.md §3),
 * which would otherwise fall in the first render of the member's first screen: start-up calls this
 * under the member's shell while the app's code is on its way (app/bootstrap/boot.ts).
 */
export function prepareFormats(lang: Lang): void {
  formatNumber(0, lang);
  formatDate(0, lang);
}
