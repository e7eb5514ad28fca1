/**
 * Message catalogues. Thai core messages (shell, sign-in, public pages) ship with the first
 * screen; the remaining Thai messages and all English messages load on demand. Screens outside
 * the core call `ensureMessages(lang)` first (the route guard does this for them).
 *
 * The build compiles the catalogues to ICU ASTs and splits them by scope (rsbuild.config.ts);
 * the test runner gets the full plain-string files.
 */
import type { MessageFormatElement } from 'react-intl';
import { createSignal } from '@/shared/lib/store';
import thCore from './catalog/th-core';
import type { Lang } from './lang';

export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * A language's catalogue only grows: messages that arrive later are added to the same object. The
 * react-intl context keeps its identity, so the screens already shown do not re-render when another
 * area's messages arrive (their strings cannot change), e.g. on the tap that opens History.
 */
const loaded: Record<Lang, { messages: Messages | null; complete: boolean }> = {
  th: { messages: { ...thCore } as Messages, complete: false },
  en: { messages: null, complete: false },
};
const pending: Partial<Record<Lang, Promise<Messages>>> = {};
/** Thai only: the late areas' messages (core-prefixes.json latePrefixes) arrive with their screens. */
let thLate: Promise<Messages> | null = null;
let thLateLoaded = false;
const arrived = createSignal();

/** Adds `added` to the language's catalogue (the same object once there is one) and marks it complete. */
function publish(lang: Lang, added: Messages): Messages {
  const messages = loaded[lang].messages ?? {};
  Object.assign(messages, added);
  loaded[lang] = { messages, complete: true };
  arrived.notify();
  return messages;
}

async function fetchCatalogue(lang: Lang): Promise<Messages> {
  if (lang === 'en') return (await import('./catalog/en-all')).default;
  return (await import('./catalog/th-rest')).default as Messages;
}

/** The messages loaded so far for `lang` (core Thai at least), or undefined. */
export function loadedMessages(lang: Lang): Messages | undefined {
  return loaded[lang].messages ?? undefined;
}

/** Loads every message of `lang` (once); resolves when they are available. */
export function ensureMessages(lang: Lang): Promise<Messages> {
  const entry = loaded[lang];
  if (entry.complete && entry.messages) return Promise.resolve(entry.messages);
  pending[lang] ??= fetchCatalogue(lang)
    .then((messages) => publish(lang, messages))
    .finally(() => {
      delete pending[lang];
    });
  return pending[lang];
}

/**
 * The late areas' messages (redemption, transfer, history, other; Thai ships them apart, English is always whole):
 * loaded before those screens, merged into the Thai catalogue.
 */
export async function ensureLateMessages(lang: Lang): Promise<void> {
  await ensureMessages(lang);
  if (lang === 'en' || thLateLoaded) return;
  thLate ??= import('./catalog/th-late').then((m) => m.default as Messages);
  const late = await thLate;
  if (thLateLoaded) return;
  thLateLoaded = true;
  publish('th', late);
}

/** True once every message of `lang` is loaded. */
export function hasAllMessages(lang: Lang): boolean {
  return loaded[lang].complete;
}

/** Messages enough to render the first screen in `lang`: Thai core is built in, English loads whole. */
export async function loadMessages(lang: Lang): Promise<Messages> {
  const current = loaded[lang].messages;
  return current ?? ensureMessages(lang);
}

/** Re-renders when more messages arrive. */
export function useMessagesVersion(): number {
  return arrived.use();
}
