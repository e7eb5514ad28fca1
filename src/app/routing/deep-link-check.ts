/** Cheap test run at start-up; the slug table (deep-link.ts) loads only for deep links. */

/** Path prefixes whose remainder is a slug. */
export const SLUG_PREFIXES = ['/liff-redirect/', '/liff/', '/line/'] as const;

export const LIFF_STATE_PARAM = 'liff.state';

/** True when the location carries `liff.state` or uses one of the slug prefixes. */
export function mayBeDeepLink(location: { pathname: string; search: string }): boolean {
  return new URLSearchParams(location.search).has(LIFF_STATE_PARAM) || SLUG_PREFIXES.some((p) => location.pathname.startsWith(p));
}
