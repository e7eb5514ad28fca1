/** Well-known routes the shell and features refer to. */
export const START_ROUTE = '/privilege/privilege-list';
export const ROOT_ROUTE = '/';
export const LOGIN_ROUTE = '/auth/login';
export const VERIFY_ROUTE = '/auth/verify';
export const VERIFY_GUEST_ROUTE = '/auth/verify-guest';
export const ELIGIBILITY_ROUTE = '/auth/eligibility-check';
export const NOT_AUTHORIZED_ROUTE = '/not-authorized';
export const SEARCH_PRIVILEGE_ROUTE = '/privilege/search-privilege';
export const PROFILE_MENU_ROUTE = '/other/profile-menu';
export const ACTIVITY_ROUTE = '/activity/activity-list';
export const HISTORY_ROUTE = '/history';
export const ERROR_ROUTE = '/error';

/** The query parameter carrying the post-login target. */
export const REDIRECT_PARAM = 'redirect';

/** True for the start route itself (no query or hash), which never needs a redirect query. */
export function isStartRoute(fullPath: string): boolean {
  return fullPath === START_ROUTE || fullPath === ROOT_ROUTE || fullPath === '';
}

/** The login URL for a visitor heading to `target` (pathname + search + hash). */
export function loginPathFor(target: string): string {
  return isStartRoute(target) ? LOGIN_ROUTE : `${LOGIN_ROUTE}?${REDIRECT_PARAM}=${encodeURIComponent(target)}`;
}

/** Appends the current redirect query (if any) to an auth-flow path. */
export function withRedirect(path: string, redirect: string | null): string {
  return redirect ? `${path}?${REDIRECT_PARAM}=${encodeURIComponent(redirect)}` : path;
}
