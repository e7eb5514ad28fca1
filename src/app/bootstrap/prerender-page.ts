/**
 * What the build writes into index.html for the first screen (config/prerender.mjs), read by the
 * inline chooser before first paint (prerender-choice.ts) and by the app as it starts: the
 * prerendered screens' templates, the chunk lists to preload, and the marks the chooser leaves on
 * #root. The build reads these names from its renderer (prerender-entry.tsx), so both sides agree.
 */
import type { Lang } from '@/shared/i18n/lang';

export const PRERENDER_VARIANTS = ['signin', 'shell'] as const;
export type PrerenderedVariant = (typeof PRERENDER_VARIANTS)[number];
export const PRERENDER_LANGS = ['th', 'en'] as const satisfies readonly Lang[];

/** The <template> holding one variant's HTML in one language. */
export const templateId = (variant: PrerenderedVariant, lang: Lang): string => `prerendered-${variant}-${lang}`;

/**
 * The JSON data block (not run: CSP allows only the chooser) listing the files of the chunks the
 * entry imports (`boot`) and, per language, the rest of a member's first screen (`shell`).
 */
export const BOOT_CHUNKS_ID = 'boot-chunks';
export interface BootChunks {
  boot: string[];
  shell: Record<Lang, string[]>;
}

/**
 * The marks the chooser leaves on #root (read as `dataset.prerendered` …). The app's takeover
 * (prerendered.tsx, held-submit.ts, screen-shown.ts) spells them out: a value it imported from
 * here would make this module one the entry shares with the app's chunk, no longer inlined.
 */
export const MARKS = {
  /** The variant shown (or about to be, once the web font is in). */
  variant: 'data-prerendered',
  variantLang: 'data-prerendered-lang',
  /** The chunk lists have been asked for already. */
  preloaded: 'data-preloaded',
} as const;

/** The lists the build wrote, or null (a page without them, or an odd one). */
export function readBootChunks(): BootChunks | null {
  const text = document.getElementById(BOOT_CHUNKS_ID)?.textContent;
  return text ? (JSON.parse(text) as BootChunks) : null;
}

/** Starts the download of each file at once, in parallel (evaluated later, when imported). */
export function preloadFiles(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', href.endsWith('.css') ? 'style' : 'script');
    link.href = href;
    document.head.append(link);
  }
}
