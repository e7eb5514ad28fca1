/** The member's language: Thai by default, English as the option (docs/spec.md §4). */
import { readStored, writeStored } from '@/shared/lib/storage';

export type Lang = 'th' | 'en';

export const LANGS: readonly Lang[] = ['th', 'en'];
const DEFAULT_LANG: Lang = 'th';
/** localStorage key holding the chosen language; kept across logout. */
export const LANG_STORAGE_KEY = 'lang';

export function isLang(value: unknown): value is Lang {
  return value === 'th' || value === 'en';
}

/** The stored language, or Thai when none (or an unknown value) is stored. */
export function readStoredLang(): Lang {
  const stored = readStored('local', LANG_STORAGE_KEY);
  return isLang(stored) ? stored : DEFAULT_LANG;
}

/** Private mode or full storage: the choice still applies for this visit. */
export function storeLang(lang: Lang): void {
  writeStored('local', LANG_STORAGE_KEY, lang);
}
