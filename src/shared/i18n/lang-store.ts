/**
 * The current language as a tiny external store, readable outside React (dialogs, loaders)
 * and inside through `useLang()`. Changing it persists to localStorage and updates <html lang>.
 */
import { afterNextPaint } from '@/shared/lib/after-paint';
import { createStore } from '@/shared/lib/store';
import { readStoredLang, storeLang, type Lang } from './lang';
import { ensureLateMessages, hasAllMessages, loadMessages } from './messages';

const current = createStore<Lang>(readStoredLang());
/** The language a member has just tapped, shown by the language controls until the page is in it. */
const chosen = createStore<Lang | null>(null);

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

/** Remembers the choice first (a reload from then on keeps it), then loads its messages. */
function loadLang(lang: Lang): Promise<unknown> {
  storeLang(lang);
  // The complete catalogue (with the late areas) once screens beyond the core have been shown.
  return hasAllMessages(current.get()) ? ensureLateMessages(lang) : loadMessages(lang);
}

function applyLang(lang: Lang): void {
  if (lang === current.get()) return;
  applyHtmlLang(lang);
  current.set(lang);
}

/** Loads the language's messages, then switches to it and remembers the choice. */
export async function changeLang(lang: Lang): Promise<void> {
  await loadLang(lang);
  applyLang(lang);
}

/**
 * A member's tap on a language control. The control shows the choice in the tap's own frame;
 * storing it, loading its messages (the English catalogue is a chunk of its own: its script element,
 * then its evaluation) and switching the page come after that frame, out of the tap's task
 * (docs/performance.md §3.1). A later tap before the frame wins: the earlier one loads nothing.
 */
export async function chooseLang(lang: Lang): Promise<void> {
  chosen.set(lang);
  let ready = false;
  try {
    await afterNextPaint();
    if (chosen.get() !== lang) return;
    await loadLang(lang);
    ready = true;
  } finally {
    if (chosen.get() === lang) {
      chosen.set(null);
      if (ready) applyLang(lang);
    }
  }
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

/** The language a language control shows: the one just tapped while the page switches to it. */
export function useChosenLang(): Lang {
  const lang = current.use();
  return chosen.use() ?? lang;
}
