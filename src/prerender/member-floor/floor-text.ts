/**
 * The member floor's texts: the Thai catalogue (lang/th.json) as it is, its ICU arguments filled in
 * here instead of by react-intl. A simple `{name}` takes the value as text, a plural's `#` the number
 * formatted for Thai (what react-intl gives); the floor's messages use `=N` and `other` branches only.
 */
import th from '@lang/th.json';
import { formatDate, formatDateTime, formatMonth, formatNumber } from '@/shared/i18n/format';

export type MessageKey = keyof typeof th;
type Values = Record<string, string | number>;

const PLURAL = /\{(\w+), plural,((?:\s*(?:=\d+|zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const BRANCH = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

function plural(name: string, branches: string, values: Values): string {
  const value = Number(values[name] ?? 0);
  let chosen = '';
  for (const [, key, text] of branches.matchAll(BRANCH)) {
    if (key === `=${value}`) return (text ?? '').replaceAll('#', formatNumber(value, 'th'));
    if (key === 'other') chosen = text ?? '';
  }
  return chosen.replaceAll('#', formatNumber(value, 'th'));
}

/** Message `id` in Thai with `values` filled in. */
export function t(id: MessageKey, values: Values = {}): string {
  return th[id]
    .replace(PLURAL, (_, name: string, branches: string) => plural(name, branches, values))
    .replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The app's Thai formats (Buddhist era dates, grouped numbers). */
export const format = {
  date: (value: string) => formatDate(value, 'th'),
  dateTime: (value: string) => formatDateTime(value, 'th'),
  month: (value: string) => formatMonth(value, 'th'),
  number: (value: number) => formatNumber(value, 'th'),
};
