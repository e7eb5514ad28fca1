/**
 * Every app path, through one module: each screen's path (spelled in the route metadata,
 * route-meta.mjs, named as there and in its title key `route.<name>.title`), the area roots that
 * redirect, the deep-link prefixes, and typed builders for links with a query. No other file of
 * src/ spells an app path (paths.test.ts).
 */
import { AREA_ROOTS as ROOTS, SCREENS, SLUG_PREFIXES as PREFIXES, START_SCREEN } from './route-meta.mjs';

export type ScreenName = keyof typeof SCREENS;

export const paths = Object.fromEntries(Object.entries(SCREENS).map(([name, screen]) => [name, screen.path])) as Readonly<Record<ScreenName, string>>;

/** Blank routes that only redirect (docs/spec.md §2): `/` and the area roots. */
export const AREA_ROOTS = ROOTS;

/** Deep-link catch-alls whose remainder is a slug (`/liff/{slug}` …). */
export const SLUG_PREFIXES = PREFIXES;

/** The start route (docs/spec.md §2: `/` redirects to the privilege list). */
export const START_ROUTE = paths[START_SCREEN];
export const ROOT_ROUTE = AREA_ROOTS.root;

/** The query parameter carrying the post-login target. */
export const REDIRECT_PARAM = 'redirect';

/** The query each screen takes, for `href`. */
interface ScreenQuery {
  privilegeList: { category?: string };
  privilegeDetail: { privilege_id: string; step?: 'redeem' };
  searchPrivilege: { q?: string };
  redeemSuccess: { redemption_id: string };
  privilegeEcode: { redemption_id: string };
  trackingStatus: { delivery_id: string };
  history: { tab?: 'redemptions' | 'transfers' | 'points'; kind?: string; period?: string };
  transferDetail: { transfer_id: string };
  activityDetail: { activity_id: string };
  addressEdit: { customeraddress_id?: string };
  gameVerify: { game_id: string; game_token: string };
  login: { redirect?: string };
  loginNtMobile: { redirect?: string };
  loginMyEservice: { redirect?: string };
  verify: { redirect?: string };
  verifyGuest: { redirect?: string };
  registerEservice: { redirect?: string };
  consent: { redirect?: string };
}

type QueryArgs<N extends ScreenName> = N extends keyof ScreenQuery ? [query?: ScreenQuery[N]] : [];

/** The path of screen `name` with its query (empty values left out). */
export function href<N extends ScreenName>(name: N, ...[query]: QueryArgs<N>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, string | undefined>)) {
    if (value !== undefined && value !== '') search.set(key, value);
  }
  const qs = search.toString();
  return qs ? `${paths[name]}?${qs}` : paths[name];
}

/** True for the start route itself (no query or hash), which never needs a redirect query. */
function isStartRoute(fullPath: string): boolean {
  return fullPath === START_ROUTE || fullPath === ROOT_ROUTE || fullPath === '';
}

/**
 * Screen `name` (sign-in, or the consent screen for a member whose accepted terms / PDPA versions
 * are out of date) with `redirect` = `target` (pathname + search + hash), left out for the start route.
 */
export const pathWithRedirect = (name: 'login' | 'consent', target: string): string =>
  isStartRoute(target) ? paths[name] : href(name, { redirect: target });

/** The login URL for a visitor heading to `target`. */
export const loginPathFor = (target: string): string => pathWithRedirect('login', target);

type AuthScreen = 'login' | 'loginNtMobile' | 'loginMyEservice' | 'verify' | 'verifyGuest' | 'registerEservice';

/** An auth-flow screen, carrying the current redirect query (if any). */
export function withRedirect(name: AuthScreen, redirect: string | null): string {
  return href(name, { redirect: redirect ?? undefined });
}
