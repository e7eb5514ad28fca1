/** Cheap test run at start-up; the slug table (deep-link.ts) loads only for deep links. */
import { SLUG_PREFIXES } from '@/shared/routing/paths';

export { SLUG_PREFIXES };


export const LIFF_STATE_PARAM = 'liff.state';

/**
 * True when the location carries `liff.state` or a referral code (`ref`, kept by the deep-link
 * module) or uses one of the slug prefixes.
 */
export function mayBeDeepLink(location: { pathname: string; search: string }): boolean {
  const params = new URLSearchParams(location.search);
  return params.has(LIFF_STATE_PARAM) || params.has('ref') || SLUG_PREFIXES.some((p) => location.pathname.startsWith(p));
}
