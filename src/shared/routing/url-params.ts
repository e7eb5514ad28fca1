/**
 * Values the app reads from a URL's query. A URL is typed by anyone, so every value is clamped to
 *  the limit of the field it feeds (the contract's `maxLength`; url-params.test.ts
 * checks each against openapi/loyalty.yaml) before a screen or a call sees it.
 */
import { useSearchParams } from 'react-router';

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

/** `readUrlParam` of the current location's query. */
export function useUrlParam(name: UrlParam): string | null {
  const [params] = useSearchParams();
  return readUrlParam(params, name);
}
