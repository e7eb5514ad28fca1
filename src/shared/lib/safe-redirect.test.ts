import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_REDIRECT, MAX_REDIRECT_LENGTH, safeRedirect } from '@/shared/lib/safe-redirect';

const ORIGIN = 'https://liff.example.app';
const FALLBACK = '/__fallback__';

/** Repository root (/work/main), derived from this file so the cwd does not matter. */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const CORPUS_PATH = path.resolve(REPO_ROOT, '../shared/corpora/open-redirect-corpus.json');

type RedirectCase = {
  value: string;
  why: string;
  resolvesTo: string | null;
  expect: 'allow' | 'reject';
};

/**
 * Corpus cases where this project deliberately decides differently from the corpus `expect`.
 * Both are "safe unless decoded twice": we reject them anyway, because a value that becomes
 * `///evil.com` or `/\evil.com` after one more decode is never a legitimate in-app path, and
 * router / server code that decodes again is common.
 */
const DELIBERATE_DIFFERENCES: Readonly<Record<string, 'allow' | 'reject'>> = {
  '/%2F%2Fevil.com': 'reject',
  '/%5Cevil.com': 'reject',
};

describe('safeRedirect: own cases', () => {
  it.each([
    ['/', '/'],
    ['/privilege/privilege-detail?id=42', '/privilege/privilege-detail?id=42'],
    ['/history/tracking-status?order=A1#step-2', '/history/tracking-status?order=A1#step-2'],
    ['/other/profile-menu/', '/other/profile-menu/'],
    ['/activity/./activity-list', '/activity/activity-list'],
    ['/game/../privilege', '/privilege'],
    ['/privilege/search-privilege?q=%E0%B8%81%E0%B8%B2%E0%B9%81%E0%B8%9F', '/privilege/search-privilege?q=%E0%B8%81%E0%B8%B2%E0%B9%81%E0%B8%9F'],
    ['/privilege/search-privilege?q=กาแฟ', '/privilege/search-privilege?q=%E0%B8%81%E0%B8%B2%E0%B9%81%E0%B8%9F'],
    ['/liff/abc?x=https://evil.example', '/liff/abc?x=https://evil.example'],
    ['/auth/verify?ref=ABC', '/auth/verify?ref=ABC'],
  ])('allows %j → %j', (raw, expected) => {
    expect(safeRedirect(raw, ORIGIN, FALLBACK)).toBe(expected);
  });

  it.each([
    ['not a string', 42],
    ['undefined', undefined],
    ['an array', ['/privilege']],
    ['empty', ''],
    ['relative without slash', 'privilege/privilege-list'],
    ['dot-relative', './privilege'],
    ['protocol-relative', '//attacker.example/x'],
    ['backslash after slash', '/\\attacker.example'],
    ['backslash inside the path', '/privilege\\..\\x'],
    ['absolute https to another host', 'https://attacker.example/'],
    ['absolute URL of the own origin', 'https://liff.example.app/privilege'],
    ['javascript: scheme', 'javascript:alert(1)'],
    ['mailto: scheme', 'mailto:a@b.example'],
    ['TAB between slashes', '/\t/attacker.example'],
    ['NUL byte', '/privilege\u0000'],
    ['DEL byte', '/privilege\u007F'],
    ['encoded LF', '/privilege%0Ajs'],
    ['encoded double slash at start', '/%2Fattacker.example'],
    ['encoded backslash at start', '/%5C%5Cattacker.example'],
    ['malformed percent escape', '/privilege%E0%A4%A'],
    ['dot segments collapsing to //', '/x/../..//attacker.example'],
    ['login loop', '/auth/login?redirect=%2Fprivilege'],
    ['login loop, other case and trailing slash', '/Auth/Login/'],
    ['eservice login loop', '/auth/login-my-eservice'],
    ['over-long', `/${'a'.repeat(MAX_REDIRECT_LENGTH)}`],
  ])('rejects %s', (_label, raw) => {
    expect(safeRedirect(raw, ORIGIN, FALLBACK)).toBe(FALLBACK);
  });

  it('uses the privilege list as the default fallback', () => {
    expect(DEFAULT_REDIRECT).toBe('/privilege/privilege-list');
    expect(safeRedirect('//attacker.example', ORIGIN)).toBe('/privilege/privilege-list');
  });

  it('accepts an origin given with a trailing slash or path', () => {
    expect(safeRedirect('/privilege', `${ORIGIN}/`, FALLBACK)).toBe('/privilege');
    expect(safeRedirect('/privilege', `${ORIGIN}/auth/login`, FALLBACK)).toBe('/privilege');
  });

  it('falls back when the origin itself is unusable', () => {
    expect(safeRedirect('/privilege', 'not a url', FALLBACK)).toBe(FALLBACK);
    expect(safeRedirect('/privilege', 'file:///tmp', FALLBACK)).toBe(FALLBACK);
  });

  it('accepts a value of exactly the maximum length', () => {
    const raw = `/${'a'.repeat(MAX_REDIRECT_LENGTH - 1)}`;
    expect(safeRedirect(raw, ORIGIN, FALLBACK)).toBe(raw);
  });
});

describe('safeRedirect: shared open-redirect corpus', () => {
  const corpusPresent = existsSync(CORPUS_PATH);

  it.skipIf(!corpusPresent)('decides every corpus case as expected (or as deliberately documented)', () => {
    const cases = JSON.parse(readFileSync(CORPUS_PATH, 'utf8')) as RedirectCase[];
    expect(cases.length).toBeGreaterThan(0);
    const mismatches: string[] = [];
    for (const testCase of cases) {
      const expected = DELIBERATE_DIFFERENCES[testCase.value] ?? testCase.expect;
      const result = safeRedirect(testCase.value, ORIGIN, FALLBACK);
      if (expected === 'reject' && result !== FALLBACK) {
        mismatches.push(`${JSON.stringify(testCase.value)} (${testCase.why}) allowed as ${result}`);
      }
      if (expected === 'allow') {
        const url = new URL(testCase.resolvesTo ?? '');
        const wanted = `${url.pathname}${url.search}${url.hash}`;
        if (result !== wanted) mismatches.push(`${JSON.stringify(testCase.value)} (${testCase.why}) gave ${result}, wanted ${wanted}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it.skipIf(!corpusPresent)('only documents differences for values that are in the corpus', () => {
    const cases = JSON.parse(readFileSync(CORPUS_PATH, 'utf8')) as RedirectCase[];
    const values = new Set(cases.map((testCase) => testCase.value));
    for (const value of Object.keys(DELIBERATE_DIFFERENCES)) expect(values.has(value)).toBe(true);
  });
});
