import { safeRedirect } from '@/shared/lib/safe-redirect';
import { REDIRECT_PARAM } from '@/shared/routing/paths';
import { useQueryParams } from '@/shared/routing/url-params';

/** The raw `redirect` query value (carried through the login flow). */
export function useRedirectParam(): string | null {
  const [params] = useQueryParams();
  return params.get(REDIRECT_PARAM);
}

/** Where to go after sign-in: the redirect target when safe, else the start route. */
export function postLoginTarget(raw: string | null): string {
  return safeRedirect(raw, window.location.origin);
}
