/**
 * Deep links from LINE into the app.
 *
 * 1. `liff.state`: LINE opens the endpoint with `?liff.state=<path?query#hash>` (URL-encoded);
 *    the app continues at that path, e.g.
 *    `/?liff.state=%2Fprivilege%2Fprivilege-detail%3Fprivilege_id%3DP001`
 *    → `/privilege/privilege-detail?privilege_id=P001`.
 * 2. Catch-alls `/liff/{slug}`, `/liff-redirect/{slug}` and `/line/{slug}`: the slug names a
 *    screen (table below); the query and hash are kept, e.g.
 *    `/liff/privilege-detail?privilege_id=P001` → `/privilege/privilege-detail?privilege_id=P001`.
 *    A slug may also be a full app path (`/liff/history/tracking-status`). Unknown slug → start.
 * 3. Referral links (`/auth/login?ref=CODE`, also inside `liff.state`): start-up loads this module
 *    for a `ref` too and keeps the code (`keepReferral`, shared/session/referral.ts) for registration.
 */
import { paths, START_ROUTE } from '@/shared/routing/paths';
import { keepReferral } from '@/shared/session/referral';
import { LIFF_STATE_PARAM, SLUG_PREFIXES } from './deep-link-check';

/** Slug → app route. */
const SLUG_ROUTES: Readonly<Record<string, string>> = {
  index: START_ROUTE,
  home: START_ROUTE,
  privilege: START_ROUTE,
  'privilege-list': START_ROUTE,
  'privilege-detail': paths.privilegeDetail,
  'search-privilege': paths.searchPrivilege,
  'transfer-pointx-form': paths.transferPointxForm,
  'transfer-maxme-form': paths.transferMaxmeForm,
  'transfer-blueplus-member': paths.transferBlueplusMember,
  'transfer-blueplus-form': paths.transferBlueplusForm,
  history: paths.history,
  'transfer-detail': paths.transferDetail,
  'tracking-status': paths.trackingStatus,
  'history-migration': paths.historyMigration,
  activity: paths.activityList,
  'activity-list': paths.activityList,
  'activity-detail': paths.activityDetail,
  'activity-game-all': paths.activityGameAll,
  'activity-article-all': paths.activityArticleAll,
  game: paths.game,
  'game-verify': paths.gameVerify,
  'game-play': paths.gamePlay,
  other: paths.accountMenu,
  'profile-menu': paths.accountMenu,
  'profile-edit': paths.profileEdit,
  'address-list': paths.addressList,
  'my-service': paths.myService,
  'add-service': paths.addService,
  'friend-referral': paths.friendReferral,
  subscribe: paths.subscribe,
  about: paths.about,
  'change-language': paths.changeLanguage,
  login: paths.login,
  register: paths.login,
  'how-to-member': paths.howToMember,
  'register-eservice': paths.registerEservice,
};

/** Start-up keeps the referral code (`?ref=`) of the address a deep link lands on. */
export { keepReferral };

/** Joins a path with extra search parameters (kept after the path's own) and a hash. */
function joinSearch(path: string, extra: URLSearchParams, hash: string): string {
  const hashIndex = path.indexOf('#');
  const pathHash = hashIndex >= 0 ? path.slice(hashIndex) : '';
  const bare = hashIndex >= 0 ? path.slice(0, hashIndex) : path;
  const [pathname = '', query = ''] = bare.split('?', 2);
  const params = new URLSearchParams(query);
  for (const [key, value] of extra) params.append(key, value);
  const search = params.toString();
  return `${pathname}${search ? `?${search}` : ''}${pathHash || hash}`;
}

/** The app path for a slug; the start route when unknown. */
export function routeForSlug(slug: string, knownPaths: ReadonlySet<string> = new Set()): string {
  const clean = slug.replace(/^\/+|\/+$/g, '');
  if (!clean) return START_ROUTE;
  const mapped = SLUG_ROUTES[clean];
  if (mapped) return mapped;
  const asPath = `/${clean}`;
  return knownPaths.has(asPath) ? asPath : START_ROUTE;
}

/** Only same-app absolute paths are accepted from `liff.state`. */
function isInAppPath(value: string): boolean {
  const hasControl = Array.from(value).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
  return /^\/(?![/\\])/.test(value) && !value.includes('\\') && !hasControl;
}

/**
 * Where a deep-link URL should land, or null when it is not a deep link.
 * `knownPaths` lets a slug that is a full app path pass through.
 */
export function resolveDeepLink(
  location: { pathname: string; search: string; hash: string },
  knownPaths: ReadonlySet<string> = new Set(),
): string | null {
  const params = new URLSearchParams(location.search);
  const state = params.get(LIFF_STATE_PARAM);
  if (state !== null) {
    params.delete(LIFF_STATE_PARAM);
    if (/^[A-Za-z][A-Za-z0-9+.-]*:/.test(state)) return START_ROUTE;
    const target = state.startsWith('/') ? state : `/${state}`;
    if (!isInAppPath(target)) return START_ROUTE;
    const url = new URL(target, 'https://app.invalid');
    const inner =
      resolveDeepLink({ pathname: url.pathname, search: url.search, hash: url.hash }, knownPaths) ??
      `${url.pathname}${url.search}${url.hash}`;
    return joinSearch(inner, params, location.hash);
  }
  if (knownPaths.has(location.pathname)) return null;
  const prefix = SLUG_PREFIXES.find((p) => location.pathname.startsWith(p));
  if (!prefix) return null;
  const slug = location.pathname.slice(prefix.length);
  return joinSearch(routeForSlug(slug, knownPaths), params, location.hash);
}
