/**
 * The route guard's decision (spec §2 "Route guard"), as a pure function of the target route
 * and the session state gathered by the guard loader.
 *
 * - Public routes always pass.
 * - No token → login, with `redirect` = the full target path (omitted for the start route).
 * - Guest session token → passes guest-allowed routes; any other protected route → login.
 * - Member token → passes only when customer info is loaded, not deleted, registered, and the
 *   token decodes (channel data is filled from its payload); otherwise → not-authorized.
 *   The e-service registration route is the one exception to "registered" (`allowUnregistered`):
 *   the contract sends a freshly verified, not-yet-registered member there.
 * - A registered member whose accepted terms / PDPA versions differ from the current ones goes to
 *   the consent screen first, with `redirect` = the full target (omitted for the start route); the
 *   consent screen itself (`consentScreen`) passes. Unregistered members are never sent there:
 *   registration accepts the current versions.
 */
import type { TokenPayload } from '@/shared/lib/token';
import { consentPathFor, loginPathFor, paths } from '@/shared/routing/paths';
import { consentPending } from '@/shared/session/consent-versions';

export type RouteAuth = 'required' | 'public' | 'guest';

export interface GuardRoute {
  auth: RouteAuth;
  /** Full target path: pathname + search + hash. */
  target: string;
  /** Lets a signed-in member who has not registered yet pass (registration route only). */
  allowUnregistered?: boolean;
  /** The consent screen: passes while the member's consent is out of date. */
  consentScreen?: boolean;
}

export interface GuardState {
  token: string | null;
  /** Decoded token payload; null when there is no token or it cannot be decoded. */
  payload: TokenPayload | null;
  /** The customer record from customer info; null when not loaded. */
  customer: { isdeleted: boolean; isregistered: boolean; accepted_consent_version?: string; accepted_pdpa_version?: string } | null;
  /** The current terms / PDPA versions from customer info; absent when not loaded (no consent check). */
  versions?: { current_consent_version: string; current_pdpa_version: string } | null;
}

export type GuardDecision = { allow: true } | { redirect: string };

const ALLOW: GuardDecision = { allow: true };

export function decideNavigation(route: GuardRoute, state: GuardState): GuardDecision {
  if (route.auth === 'public') return ALLOW;
  if (!state.token) return { redirect: loginPathFor(route.target) };
  if (state.payload?.guest === true) {
    return route.auth === 'guest' ? ALLOW : { redirect: loginPathFor(route.target) };
  }
  const { customer } = state;
  if (!customer || customer.isdeleted) return { redirect: paths.notAuthorized };
  if (!customer.isregistered && !route.allowUnregistered) return { redirect: paths.notAuthorized };
  if (!state.payload) return { redirect: paths.notAuthorized };
  if (customer.isregistered && !route.consentScreen && state.versions && consentPending({ ...state.versions, customer_info: customer })) {
    return { redirect: consentPathFor(route.target) };
  }
  return ALLOW;
}
