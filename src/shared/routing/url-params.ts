/**
 * Values the app reads from a URL's query. A URL is typed by anyone, so every value is clamped to
 *  the limit of the field it feeds (the contract's `maxLength`; url-params.test.ts
 * checks each against openapi/loyalty.yaml) before a screen or a call sees it.
 */
import { useCallback, useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router';

export const URL_PARAM_LIMITS = {
  /** Privilege search text → `keyword` of ListPrivileges. */
  q: 100,
  /** → `category_id` of ListPrivileges. */
  category: 32,
  /** → the `privilege_id` path parameter. */
  privilege_id: 9,
  /** → the `redemption_id` path parameter. */
  redemption_id: 13,
  /** → `delivery_id` of GetDeliveryTracking. */
  delivery_id: 13,
  /** → `activity_id` of GetActivityDetail. */
  activity_id: 9,
  /** → `transfer_id` of GetTransferDetail. */
  transfer_id: 13,
  /** → `customeraddress_id` of the address to edit (an integer id, at most 10 digits). */
  customeraddress_id: 10,
  /** A screen step name (app-side only). */
  step: 16,
  /** The history tab (app-side only). */
  tab: 16,
  /** → `kind` of GetRedemptionHistory (an enum). */
  kind: 16,
  /** → `period` of GetRedemptionHistory (an enum). */
  period: 16,
  /** → `game_id` of VerifyGame (GameVerifyRequest). */
  game_id: 9,
  /** → `game_token` of VerifyGame (GameVerifyRequest): the one-time launch token. */
  game_token: 512,
  /** The provider's play session (`/game/play`), passed on to the game frame (app-side only). */
  session: 64,
} as const;

export type UrlParam = keyof typeof URL_PARAM_LIMITS;

/** The parameter's value, at most its field's limit (null when absent). */
export function readUrlParam(params: URLSearchParams, name: UrlParam): string | null {
  const value = params.get(name);
  return value === null ? null : value.slice(0, URL_PARAM_LIMITS[name]);
}

/** Where `useQueryParams`' setter goes: the same screen with this query, in a new history entry unless `replace`. */
export interface QueryNavigation {
  replace?: boolean;
  preventScrollReset?: boolean;
}

/**
 * The current location's query, and a setter that opens the same screen with another query: what
 * react-router's `useSearchParams` gives, read from the location only. `useSearchParams` also reads
 * the route's context (for its `navigate`), which every router state change renders anew: each
 * screen using it rendered again when a navigation started, and again when it ended. The
 * navigator here is the same object for the router's lifetime.
 */
export function useQueryParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string>, options?: QueryNavigation) => void] {
  const { search } = useLocation();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string>, { replace, preventScrollReset }: QueryNavigation = {}) =>
      navigator[replace ? 'replace' : 'push'](`?${new URLSearchParams(next)}`, undefined, { preventScrollReset }),
    [navigator],
  );
  return [params, setParams];
}

/** `readUrlParam` of the current location's query. */
export function useUrlParam(name: UrlParam): string | null {
  return readUrlParam(useQueryParams()[0], name);
}
