/**
 * The current language as a tiny external store, readable outside React (dialogs, loaders)
 * and inside through `useLang()`. Changing it persists to localStorage and updates <html lang>.
 */
import { createStore } from '@/shared/lib/store';
import { readStoredLang, storeLang, type Lang } from './lang';
import { ensureLateMessages, hasAllMessages, loadMessages } from './messages';

const current = createStore<Lang>(readStoredLang());

/**
 * Sets <html lang> only when it changes: the browser restyles the whole page when the attribute is
 * set, even to the value it has (at start-up under the prerendered shell, which the inline chooser has
 * already given the language: 20 ms of the privilege list's start-up at 4x CPU, docs/performance.md §3).
 */
function applyHtmlLang(lang: Lang): void {
  if (typeof document !== 'undefined' && document.documentElement.lang !== lang) document.documentElement.lang = lang;
}

export function getLang(): Lang {
  return current.get();
}

/** Loads the language's messages, then switches to it and remembers the choice. */
export async function changeLang(lang: Lang): Promise<void> {
  // The choice is remembered at once (a reload right after the tap keeps it), then the messages
  // load: the complete catalogue (with the late areas) once screens beyond the core have been shown.
  storeLang(lang);
  await (hasAllMessages(current.get()) ? ensureLateMessages(lang) : loadMessages(lang));
  if (lang === current.get()) return;
  applyHtmlLang(lang);
  current.set(lang);
}

/** Re-reads the stored language (start-up and tests) and loads its messages. */
export async function initLang(): Promise<Lang> {
  let lang = readStoredLang();
  try {
    await loadMessages(lang);
  } catch {
    // English could not load (offline): start in Thai, whose core messages are built in.
    console.warn('Messages unavailable; starting in Thai');
    lang = 'th';
  }
  applyHtmlLang(lang);
  current.set(lang);
  return lang;
}

export function useLang(): Lang {
  return current.use();
}
