/**
 * The first screen before JavaScript. The build prerenders the sign-in screen and the signed-in
 * shell, each in Thai and English, into <template> elements of index.html (config/prerender.mjs).
 * This module, built into the page's one inline script (config/prerender-choice.mjs bundles
 * prerender-choice.inline.ts; it runs before first paint), copies the one that fits the visit into
 * #root: sign-in for a visitor on the start or sign-in address, the shell for a member with a
 * session on the start address, in the member's stored language. Anything else (a deep link, a LINE
 * deep link `liff.state`, a build from another year, whose footer year would differ) leaves #root
 * empty and the app starts as without a prerender. The app then hydrates the sign-in screen, or
 * replaces the shell with the real screen in one commit (prerendered.tsx).
 *
 * It reads the session and the language as the app does (the same token decoder and server clock,
 * the same stored language), and the addresses from the route metadata (the start and sign-in paths).
 *
 * Under the shell it also sends the start screen's first reads (first-reads.ts), then starts the
 * download of the app and of the member's first screen at once (the lists of prerender-page.ts): the
 * member waits for them, not for a painted frame, and #root is marked so the entry does not ask
 * again. The sign-in screen paints before any of the app's code is requested (boot.ts).
 *
 * Until the app has taken the screen over, #root is `inert`: shown, but a tap or a key does nothing
 * yet; a form sent meanwhile is held (held-submit.ts).
 */
import { readStoredLang, type Lang } from '@/shared/i18n/lang';
import { readStored } from '@/shared/lib/storage';
import { decodeToken, isTokenExpired } from '@/shared/lib/token';
// The two paths and the area roots on their own (not `paths`, which carries every screen's metadata).
import { AREA_ROOTS, SIGN_IN_PATH, START_PATH } from '@/shared/routing/route-meta.mjs';
import { TOKEN_STORAGE_KEY } from '@/shared/session/token';
import { sendEarlyReads } from '@/shared/api/early-reads';
import { firstReads } from './first-reads';
import { DEFAULT_TIMEOUT_MS, FONT_FAMILY, SAMPLE_TEXT } from './fonts-ready';
import { holdSubmits } from './held-submit';
import { MARKS, preloadFiles, readBootChunks, templateId, type PrerenderedVariant } from './prerender-page';

/** The addresses that open the start screen (`/` and the privilege area redirect to it). */
const START_ADDRESSES: readonly string[] = [AREA_ROOTS.root, AREA_ROOTS.privilege, START_PATH];

/** The face whose load puts the screen in: text is drawn only in the web font (both subsets). */
export const CHOICE_FONT = `1em "${FONT_FAMILY}"`;

/** A session the app would keep (a stored token that decodes and has not expired by the server's clock), a guest's or a member's; null without one. */
function storedSession(): 'guest' | 'member' | null {
  const decoded = decodeToken(readStored('session', TOKEN_STORAGE_KEY));
  if (!decoded.ok || isTokenExpired(decoded.payload)) return null;
  return decoded.payload.guest === true ? 'guest' : 'member';
}

/** The variant for an address (trailing slashes aside), or null when none is guessed. */
function variantFor(pathname: string, member: boolean): PrerenderedVariant | null {
  const address = pathname.replace(/\/+$/, '') || '/';
  if (address === SIGN_IN_PATH) return member ? null : 'signin';
  if (START_ADDRESSES.includes(address)) return member ? 'shell' : 'signin';
  return null;
}

function preloadShell(root: HTMLElement, lang: Lang, guest: boolean): void {
  try {
    const lists = readBootChunks();
    if (!lists) return;
    root.setAttribute(MARKS.preloaded, '');
    // The reads first: small answers, which the chunks would otherwise queue ahead of.
    void sendEarlyReads(firstReads({ guest })).then(() => preloadFiles([...lists.boot, ...lists.shell[lang]]));
  } catch {
    // The entry asks for the app itself.
  }
}

/** Puts the template in once the web font has loaded, or after the bound the splash waits too (fonts-ready.ts). */
function showWhenFontReady(root: HTMLElement, template: HTMLTemplateElement): void {
  const show = () => {
    if (!root.firstChild) root.append(template.content.cloneNode(true));
  };
  const fonts = document.fonts as FontFaceSet | undefined;
  if (!fonts || fonts.check(CHOICE_FONT, SAMPLE_TEXT)) {
    show();
    return;
  }
  setTimeout(show, DEFAULT_TIMEOUT_MS);
  fonts.load(CHOICE_FONT, SAMPLE_TEXT).then(show, show);
}

/** Chooses and shows the first screen; never throws (blocked storage or an odd token only mean no prerendered screen). */
export function choosePrerendered(buildYear: number): void {
  try {
    const root = document.getElementById('root');
    if (!root || new Date().getFullYear() !== buildYear || /[?&]liff\.state=/.test(location.search)) return;
    const lang = readStoredLang();
    let session: 'guest' | 'member' | null = null;
    try {
      session = storedSession();
    } catch {
      // No session to be read.
    }
    const variant = variantFor(location.pathname, session !== null);
    const template = variant && (document.getElementById(templateId(variant, lang)) as HTMLTemplateElement | null);
    if (!variant || !template) return;
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
    root.inert = true;
    root.setAttribute(MARKS.variant, variant);
    root.setAttribute(MARKS.variantLang, lang);
    if (variant === 'shell') preloadShell(root, lang, session === 'guest');
    holdSubmits(root);
    showWhenFontReady(root, template);
  } catch {
    // The app starts as without a prerender.
  }
}
