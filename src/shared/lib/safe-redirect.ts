/**
 * Validation of the post-login `redirect` query value (docs/spec.md §2 route guard: the login page
 * receives "a redirect query holding the full path of the target").
 *
 * Only same-origin, in-app paths pass; everything else yields the fallback route.
 */

import { paths, START_ROUTE } from '@/shared/routing/paths';

/** Where to go when the redirect value is unusable: the privilege list (docs/spec.md §2, route `/`). */
export const DEFAULT_REDIRECT = START_ROUTE;

/** Longer values are rejected outright; no app route comes close. */
export const MAX_REDIRECT_LENGTH = 2048;

/** ASCII control characters (C0 and DEL). The URL parser strips or trims several of them. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/;

/** A URL scheme at the start (`https:`, `javascript:`, `intent:` …). */
const LEADING_SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** `/` alone, or `/` followed by something other than `/` or `\`. */
const SINGLE_LEADING_SLASH = /^\/(?:$|[^/\\])/;

/** Two slashes or backslashes in any mix at the start: a protocol-relative URL. */
const DOUBLE_SLASH_START = /^[/\\]{2}/;

/** Login routes: redirecting back to them after sign-in would loop (docs/spec.md §2 Auth). */
const LOGIN_PATHS: ReadonlySet<string> = new Set([paths.login, paths.loginNtMobile, paths.loginMyEservice]);

/** `decodeURIComponent`, or `null` when the value has a malformed percent sequence. */
function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** The canonical origin of `origin`, or `null` when it is not an absolute http(s) URL. */
function canonicalOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Checks the raw text before any URL parsing: a single leading slash, no backslash, no control
 * characters, no scheme, a sane length; and, after one extra percent-decode, still no control
 * characters and no leading `//` or `\` (defends consumers that decode the value again).
 */
function hasSafeShape(raw: string): boolean {
  if (raw.length === 0 || raw.length > MAX_REDIRECT_LENGTH) return false;
  if (!SINGLE_LEADING_SLASH.test(raw) || raw.includes('\\')) return false;
  if (CONTROL_CHARS.test(raw) || LEADING_SCHEME.test(raw)) return false;
  const decoded = decodeOnce(raw);
  if (decoded === null || CONTROL_CHARS.test(decoded)) return false;
  return !DOUBLE_SLASH_START.test(decoded) && !decoded.startsWith('\\');
}

/** True when the resolved pathname is one of the login routes (case- and trailing-slash-insensitive). */
function isLoginPath(pathname: string): boolean {
  const normalised = pathname.toLowerCase().replace(/\/+$/, '');
  return LOGIN_PATHS.has(normalised);
}

/**
 * Returns a safe in-app path (pathname + search + hash) for a post-login redirect, or
 * `fallback` when `raw` is not a string, is not a single-slash absolute path, contains
 * backslashes, control characters or encoded tricks, resolves to another origin, resolves to a
 * path starting with `//` (e.g. `/../..//evil.com`), or points back at a login route.
 *
 * @param raw the untrusted `redirect` query value
 * @param origin the app's own origin, e.g. `window.location.origin`
 * @param fallback returned when `raw` is rejected
 */
export function safeRedirect(raw: unknown, origin: string, fallback: string = DEFAULT_REDIRECT): string {
  if (typeof raw !== 'string' || !hasSafeShape(raw)) return fallback;
  const expectedOrigin = canonicalOrigin(origin);
  if (expectedOrigin === null) return fallback;
  let url: URL;
  try {
    url = new URL(raw, expectedOrigin);
  } catch {
    return fallback;
  }
  if (url.origin !== expectedOrigin) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (DOUBLE_SLASH_START.test(path) || isLoginPath(url.pathname)) return fallback;
  return path;
}
