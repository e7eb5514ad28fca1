import en from '../../../lang/en.json' with { type: 'json' };
import th from '../../../lang/th.json' with { type: 'json' };

export type Lang = 'th' | 'en';
export const LANGS: readonly Lang[] = ['th', 'en'];

/**
 * Whether a journey that runs the same whatever the language runs in `lang`: such a journey (image
 * processing, idempotency, offline, the content policy) runs once, in the language it names, not in
 * both. Its screens are still opened in both languages by the every-screen sweep (screens.spec.ts), and
 * the component tests check its texts in both. Journeys are spread across the two languages.
 */
export const runsIn = (lang: Lang, only: Lang): boolean => lang === only;

const messages: Record<Lang, Record<string, string>> = { th, en };

/** The text of a lang key, so selectors follow the copy in lang/*.json. Placeholders are filled from `values`. */
export function t(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const text = messages[lang][key];
  if (text === undefined) throw new Error(`no lang key ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
