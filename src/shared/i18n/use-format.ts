import { useMemo } from 'react';
import { formatDate, formatDateTime, formatMonth, formatNumber } from './format';
import { useLang } from './lang-store';

/** Formatters bound to the member's current language. */
export function useFormat() {
  const lang = useLang();
  return useMemo(
    () => ({
      lang,
      date: (value: Date | string | number) => formatDate(value, lang),
      dateTime: (value: Date | string | number) => formatDateTime(value, lang),
      month: (value: Date | string | number) => formatMonth(value, lang),
      number: (value: number) => formatNumber(value, lang),
    }),
    [lang],
  );
}
