// @vitest-environment jsdom
/**
 * The inline script that picks the prerendered first screen before first paint, as the build
 * generates it from src/app/bootstrap/prerender-choice.ts (config/prerender-choice.mjs), run as the
 * browser runs it: its source string, in a document with the build's four templates.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prerenderChoiceScript, scriptHash } from '../../../config/prerender-choice.mjs';
import { DEFAULT_TIMEOUT_MS, FONT_FAMILY, SAMPLE_TEXT } from '@/app/bootstrap/fonts-ready';
import { CHOICE_FONT } from '@/app/bootstrap/prerender-choice';
import { PRERENDER_LANGS, PRERENDER_VARIANTS, templateId } from '@/app/bootstrap/prerender-page';
import { firstReads } from '@/app/bootstrap/first-reads';
import { buildUrl } from '@/shared/api/request';
import { signRequest } from '@/shared/api/signature';
import { LANG_STORAGE_KEY } from '@/shared/i18n/lang';
import { paths, START_ROUTE } from '@/shared/routing/paths';
import { CLOCK_OFFSET_KEY } from '@/shared/lib/server-clock';
import { decodeToken, isTokenExpired } from '@/shared/lib/token';
import { TOKEN_STORAGE_KEY } from '@/shared/session/token';

const YEAR = new Date().getFullYear();
/** The generated script of a build made this year and of one made last year. */
const scripts = new Map<number, string>();

/** The build settings the script signs and addresses the first reads with. */
const API = 'https://api.loyalty.example';
const KEY = 'build-signing-key';

beforeAll(async () => {
  for (const year of [YEAR, YEAR - 1]) scripts.set(year, await prerenderChoiceScript({ year, apiBaseUrl: API, signingKey: KEY }));
}, 60_000);

/** The reads the script sent (address and headers), and how many preloads were on the page at each. */
let sent: Array<{ url: string; headers: Headers; preloadsBefore: number }> = [];

function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`;
}

/** Opens `path` in a page with the four templates and runs the script; answers what #root shows. */
function run(path: string, options: { year?: number } = {}) {
  window.history.replaceState(null, '', path);
  document.documentElement.lang = 'th';
  document.body.innerHTML = `<div id="root"></div>${PRERENDER_VARIANTS
    .flatMap((variant) => PRERENDER_LANGS.map((lang) => `<template id="${templateId(variant, lang)}"><p>${variant}-${lang}</p></template>`))
    .join('')}`;
  new Function(scripts.get(options.year ?? YEAR)!)();
  const root = document.getElementById('root')!;
  return { shown: root.textContent, variant: root.dataset.prerendered, lang: root.dataset.prerenderedLang, html: document.documentElement.lang };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, headers: new Headers(init.headers), preloadsBefore: document.head.querySelectorAll('link[rel="preload"]').length });
      return new Response('{"data":{"items":[]}}', { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(globalThis, '__memberAppEarlyReads');
  vi.useRealTimers();
  Reflect.deleteProperty(document, 'fonts');
});

describe('the prerendered first screen chosen before first paint', () => {
  it('shows sign-in to a visitor on the sign-in and start addresses, in Thai by default; inert until the app takes over', () => {
    for (const path of ['/auth/login', '/auth/login?redirect=%2Fhistory', '/', '/privilege', '/privilege/privilege-list/']) {
      expect(run(path), path).toEqual({ shown: 'signin-th', variant: 'signin', lang: 'th', html: 'th' });
      expect(document.getElementById('root')!.inert, path).toBe(true);
    }
    run('/history');
    expect(document.getElementById('root')!.inert).toBeFalsy();
  });

  it('shows the member their stored language: English never paints Thai first', () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'en');
    expect(run('/auth/login')).toEqual({ shown: 'signin-en', variant: 'signin', lang: 'en', html: 'en' });
    sessionStorage.setItem(TOKEN_STORAGE_KEY, token({ sub: 'CUS1', exp: Date.now() / 1000 + 3600 }));
    expect(run('/')).toEqual({ shown: 'shell-en', variant: 'shell', lang: 'en', html: 'en' });
  });

  it('under the shell, asks at once for the app and the member\'s first screen in their language; a visitor\'s sign-in asks for nothing', async () => {
    const lists = { boot: ['/static/js/async/lib-react.js', '/static/css/async/opu.css'], shell: { th: ['/static/js/async/list.js', '/static/js/async/th-rest.js'], en: ['/static/js/async/list.js', '/static/js/async/en-all.js'] } };
    const asked = () => [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`);
    const withLists = (path: string) => {
      document.head.innerHTML = `<script type="application/json" id="boot-chunks">${JSON.stringify(lists)}</script>`;
      return run(path);
    };
    expect(withLists('/auth/login').variant).toBe('signin');
    expect(asked()).toEqual([]);
    expect(document.getElementById('root')!.hasAttribute('data-preloaded')).toBe(false);
    sessionStorage.setItem(TOKEN_STORAGE_KEY, token({ sub: 'CUS1', exp: Date.now() / 1000 + 3600 }));
    expect(withLists('/').variant).toBe('shell');
    await vi.waitFor(() => expect(asked()).toHaveLength(4));
    expect(asked()).toEqual(['script /static/js/async/lib-react.js', 'style /static/css/async/opu.css', 'script /static/js/async/list.js', 'script /static/js/async/th-rest.js']);
    expect(document.getElementById('root')!.hasAttribute('data-preloaded')).toBe(true);
    localStorage.setItem(LANG_STORAGE_KEY, 'en');
    expect(withLists('/').lang).toBe('en');
    await vi.waitFor(() => expect(asked()).toContain('script /static/js/async/en-all.js'));
    // Without the lists (an odd build), the shell still shows; the entry asks for the app itself.
    document.head.innerHTML = '';
    expect(run('/')).toEqual({ shown: 'shell-en', variant: 'shell', lang: 'en', html: 'en' });
    expect(document.getElementById('root')!.hasAttribute('data-preloaded')).toBe(false);
    document.head.innerHTML = '';
  });

  it('under the shell, first sends the start screen\'s first reads, to the build\'s API and signed with its key as the app signs; sign-in sends none', async () => {
    document.head.innerHTML = `<script type="application/json" id="boot-chunks">${JSON.stringify({ boot: ['/static/js/async/lib-react.js'], shell: { th: [], en: [] } })}</script>`;
    run('/auth/login');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);
    const member = token({ sub: 'CUS1', exp: Date.now() / 1000 + 3600 });
    sessionStorage.setItem(TOKEN_STORAGE_KEY, member);
    expect(run('/').variant).toBe('shell');
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"]')).toHaveLength(1));
    // Each goes once signed (in whatever order the signing ends).
    expect(sent.map((read) => read.url).sort()).toEqual(firstReads({ guest: false }).map((read) => `${API}${buildUrl(read.url, read.params)}`).sort());
    for (const read of sent) {
      expect(read.preloadsBefore, 'sent before the chunks are asked for').toBe(0);
      expect(read.headers.get('Authorization')).toBe(`Bearer ${member}`);
      expect(read.headers.get('X-Signature')).toBe(await signRequest(KEY, member, read.headers.get('X-Timestamp')!));
    }
    // A guest's: no customer info, no balance.
    sent = [];
    sessionStorage.setItem(TOKEN_STORAGE_KEY, token({ sub: 'GUEST', guest: true, exp: Date.now() / 1000 + 3600 }));
    expect(run('/').variant).toBe('shell');
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((read) => read.url).sort()).toEqual(firstReads({ guest: true }).map((read) => `${API}${buildUrl(read.url, read.params)}`).sort());
    document.head.innerHTML = '';
  });

  it('shows a member with a session the shell, never sign-in', () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, token({ sub: 'CUS1', exp: Date.now() / 1000 + 3600 }));
    expect(run('/').shown).toBe('shell-th');
    expect(run('/privilege/privilege-list').shown).toBe('shell-th');
    // A member who opens the sign-in address is sent on by the app: no screen is guessed.
    expect(run('/auth/login')).toMatchObject({ shown: '', variant: undefined });
  });

  it('treats an expired or unreadable token as no session (the app signs the visitor in again)', () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, token({ sub: 'CUS1', exp: Date.now() / 1000 - 60 }));
    expect(run('/').shown).toBe('signin-th');
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'not-a-token');
    expect(run('/').shown).toBe('signin-th');
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'a.%%%.c');
    expect(run('/').shown).toBe('signin-th');
  });

  it('compares the token\'s exp with the server\'s time (device clock plus the learnt offset)', () => {
    // Ten minutes left by the server, on a phone whose clock is 3 hours fast: still a session.
    sessionStorage.setItem(TOKEN_STORAGE_KEY, token({ sub: 'CUS1', exp: Date.now() / 1000 - 3 * 3600 + 600 }));
    sessionStorage.setItem(CLOCK_OFFSET_KEY, String(-3 * 3_600_000));
    expect(run('/').shown).toBe('shell-th');
    // Expired by the server ten minutes ago, on a phone 3 hours slow: no session.
    sessionStorage.setItem(TOKEN_STORAGE_KEY, token({ sub: 'CUS1', exp: Date.now() / 1000 + 3 * 3600 - 600 }));
    sessionStorage.setItem(CLOCK_OFFSET_KEY, String(3 * 3_600_000));
    expect(run('/').shown).toBe('signin-th');
    // An unreadable offset counts as none.
    sessionStorage.setItem(CLOCK_OFFSET_KEY, 'x');
    expect(run('/').shown).toBe('shell-th');
  });

  it('guesses nothing for deep links, LINE deep links or a build of another year', () => {
    expect(run('/history').shown).toBe('');
    expect(run('/?liff.state=%2Fhistory').shown).toBe('');
    expect(run('/auth/login', { year: YEAR - 1 })).toMatchObject({ shown: '', variant: undefined, html: 'th' });
  });

  it('puts the screen in only once the web font has loaded, or after the bound without it', async () => {
    vi.useFakeTimers();
    let loaded: () => void = () => undefined;
    const fonts = { check: vi.fn(() => false), load: vi.fn(() => new Promise<void>((resolve) => (loaded = resolve))) };
    Object.defineProperty(document, 'fonts', { value: fonts, configurable: true });
    expect(run('/auth/login')).toEqual({ shown: '', variant: 'signin', lang: 'th', html: 'th' });
    expect(fonts.load).toHaveBeenCalledWith(CHOICE_FONT, SAMPLE_TEXT);
    loaded();
    await vi.advanceTimersByTimeAsync(0);
    expect(document.getElementById('root')!.textContent).toBe('signin-th');

    run('/auth/login');
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(document.getElementById('root')!.textContent).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    expect(document.getElementById('root')!.textContent).toBe('signin-th');
  });

  it('holds a form sent from the static screen until the app has taken over; the browser never sends one', () => {
    run('/auth/login');
    const root = document.getElementById('root') as HTMLElement & { heldSubmit?: { form: HTMLFormElement; index: number; path: string } };
    const form = document.createElement('form');
    root.append(form);
    const send = () => {
      const event = new Event('submit', { bubbles: true, cancelable: true });
      form.dispatchEvent(event);
      return event.defaultPrevented;
    };
    const reached = vi.fn();
    root.addEventListener('submit', reached);
    expect(send()).toBe(true);
    expect(root.heldSubmit).toEqual({ form, index: 0, path: '/auth/login' });
    expect(reached, 'hidden from the app until it has taken over').not.toHaveBeenCalled();
    delete root.heldSubmit;
    root.setAttribute('data-app', '');
    expect(send()).toBe(true);
    expect(root.heldSubmit).toBeUndefined();
    expect(reached).toHaveBeenCalledOnce();
  });

  it('never throws, even with storage blocked', () => {
    const blocked = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    expect(run('/').shown).toBe('signin-th');
    blocked.mockRestore();
  });

  it('agrees with the app on which stored token is a session (the app\'s own decoder and server clock)', () => {
    const hour = Date.now() / 1000 + 3600;
    const past = Date.now() / 1000 - 60;
    const thai = Buffer.from(JSON.stringify({ sub: 'CUS1', name: 'สมชาย', exp: hour })).toString('base64url');
    const tokens = [
      token({ sub: 'CUS1', exp: hour }),
      token({ sub: 'CUS1' }),
      // A wrapped payload whose own exp has passed: expired for the app, so for the script too.
      token({ payload: { sub: 'CUS1', exp: past } }),
      token({ payload: { sub: 'CUS1' }, exp: past }),
      // A claim of the wrong type is dropped: no exp, a session.
      token({ sub: 'CUS1', exp: 'soon' }),
      `h.${thai}.s`,
      // Not UTF-8, not an object, an empty part.
      `h.${Buffer.from([0xff, 0xfe]).toString('base64url')}.s`,
      `h.${Buffer.from('[1]').toString('base64url')}.s`,
      `h.${thai}.`,
    ];
    for (const stored of tokens) {
      sessionStorage.setItem(TOKEN_STORAGE_KEY, stored);
      const decoded = decodeToken(stored);
      const session = decoded.ok && !isTokenExpired(decoded.payload);
      expect(run('/').shown, stored).toBe(session ? 'shell-th' : 'signin-th');
    }
  });

  it('is one small function built from the app\'s own code: its keys, addresses and font, no bundler runtime', () => {
    const source = scripts.get(YEAR)!;
    for (const text of [TOKEN_STORAGE_KEY, CLOCK_OFFSET_KEY, `"${LANG_STORAGE_KEY}"`, paths.login, START_ROUTE, FONT_FAMILY, String(YEAR)]) expect(source).toContain(text);
    expect(CHOICE_FONT).toContain(`"${FONT_FAMILY}"`);
    expect(source).toMatch(/^\(\(\)=>\{[\s\S]*\}\)\(\);$/);
    expect(source).not.toMatch(/__webpack|__rspack|require\(|import\(|\n/);
    // The first reads' signing included (request headers, HMAC through Web Crypto).
    expect(Buffer.byteLength(source)).toBeLessThan(6_500);
  });

  it('is allowed by its CSP hash, which changes with the script', () => {
    const source = scripts.get(YEAR)!;
    expect(scriptHash(source)).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
    expect(scriptHash(source)).not.toBe(scriptHash(scripts.get(YEAR - 1)!));
  });
});
