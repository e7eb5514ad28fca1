/**
 * The text of an error answer: `message.th` / `message.en` against the contract's `x-error-catalogue`
 * entry for the answer's code. The app shows these texts to customers as they come, so a backend
 * that answers English in `message.th`, or its own wording, shows up here.
 *
 *  - `exact` (default): each text is the catalogue's, character for character;
 *  - `relaxed`: each text contains the catalogue's (a server may add detail), ignoring case and the
 *    catalogue text's final full stop ("Out of stock: none left." contains "Out of stock.").
 *
 * In both modes `message.th` must contain Thai script (U+0E00–U+0E7F).
 */
import type { CatalogueEntry, Mismatch } from './contract';

export type MessageMode = 'exact' | 'relaxed';

export const MESSAGE_MODES: readonly MessageMode[] = ['exact', 'relaxed'];

const THAI = /[\u0E00-\u0E7F]/;

const comparable = (text: string) => text.toLowerCase();

function matches(got: string, want: string, mode: MessageMode): boolean {
  if (mode === 'exact') return got === want;
  return comparable(got).includes(comparable(want.replace(/[.!]$/, '')));
}

/** The problem with one language's text, or undefined when it is right. */
function problem(lang: 'th' | 'en', got: string, entry: CatalogueEntry | undefined, mode: MessageMode): string | undefined {
  const thai = lang !== 'th' || THAI.test(got);
  const notThai = thai ? '' : ' (not Thai)';
  // An unknown code is reported on $.code already; its text can still be checked for Thai.
  if (!entry) return thai ? undefined : `expected Thai text, got ${JSON.stringify(got)}`;
  const want = entry[lang];
  if (thai && matches(got, want, mode)) return undefined;
  const what = mode === 'exact' ? 'the catalogue text' : 'text containing the catalogue text';
  return `expected ${what} ${JSON.stringify(want)} for ${entry.code}, got ${JSON.stringify(got)}${notThai}`;
}

/** Every problem with an error body's `message` (empty or missing texts included). */
export function checkMessages(body: object, catalogue: CatalogueEntry[], mode: MessageMode): Mismatch[] {
  const { code, message } = body as { code?: unknown; message?: unknown };
  const texts = message && typeof message === 'object' ? (message as Record<string, unknown>) : {};
  const entry = catalogue.find((c) => c.code === code);
  const mismatches: Mismatch[] = [];
  for (const lang of ['th', 'en'] as const) {
    const text = texts[lang];
    const path = `$.message.${lang}`;
    if (typeof text !== 'string' || text.trim() === '') {
      mismatches.push({ path, message: 'expected a non-empty string' });
      continue;
    }
    const wrong = problem(lang, text, entry, mode);
    if (wrong) mismatches.push({ path, message: wrong });
  }
  return mismatches;
}
