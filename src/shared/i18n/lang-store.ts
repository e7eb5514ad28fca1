/**
 * The current language as a tiny external store, readable outside React (dialogs, loaders)
 * and inside through `useLang()`. Changing it persists to localStorage and updates <html lang>.
 */
import { useSyncExternalStore } from 'react';
import { readStoredLang, storeLang, type Lang } from './lang';
import { ensureMessages, hasAllMessages, loadMessages } from './messages';

let current: Lang = readStoredLang();
const listeners = new Set<() => void>();

function applyHtmlLang(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}

export function getLang(): Lang {
  return current;
}

/** Loads the language's messages, then switches to it and remembers the choice. */
export async function changeLang(lang: Lang): Promise<void> {
  // Once screens beyond the core have been shown, switch to the complete catalogue.
  await (hasAllMessages(current) ? ensureMessages(lang) : loadMessages(lang));
  storeLang(lang);
  if (lang === current) return;
  current = lang;
  applyHtmlLang(lang);
  for (const listener of listeners) listener();
}

/** Re-reads the stored language (start-up and tests) and loads its messages. */
export async function initLang(): Promise<Lang> {
  current = readStoredLang();
  try {
    await loadMessages(current);
  } catch {
    // English could not load (offline): start in Thai, whose core messages are built in.
    console.warn('Messages unavailable; starting in Thai');
    current = 'th';
  }
  applyHtmlLang(current);
  for (const listener of listeners) listener();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLang(): Lang {
  return useSyncExternalStore(subscribe, getLang, getLang);
}
