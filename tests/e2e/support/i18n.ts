import en from '../../../lang/en.json' with { type: 'json' };
import th from '../../../lang/th.json' with { type: 'json' };

export type Lang = 'th' | 'en';
export const LANGS: readonly Lang[] = ['th', 'en'];

const messages: Record<Lang, Record<string, string>> = { th, en };

/** The text of a lang key, so selectors follow the copy in lang/*.json. Placeholders are filled from `values`. */
export function t(lang: Lang, key: string, values: Record<string, string | number> = {}): string {
  const text = messages[lang][key];
  if (text === undefined) throw new Error(`no lang key ${key}`);
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
