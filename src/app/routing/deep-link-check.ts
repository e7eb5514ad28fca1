/** Cheap test run at start-up; the slug table (deep-link.ts) loads only for deep links. */
import { SLUG_PREFIXES } from '@/shared/routing/paths';

export { SLUG_PREFIXES };


export const LIFF_STATE_PARAM = 'liff.state';

/** True when the location carries `liff.state` or uses one of the slug prefixes. */
export function mayBeDeepLink(location: { pathname: string; search: string }): boolean {
  return new URLSearchParams(location.search).has(LIFF_STATE_PARAM) || SLUG_PREFIXES.some((p) => location.pathname.startsWith(p));
}
