/**
 * The route guard's decision (docs/spec.md §2 "Route guard"), as a pure function of the target route
 * and the session state gathered by the guard loader.
 *
 * - Public routes always pass.
 * - No token → login, with `redirect` = the full target path (omitted for the start route).
 * - A token past its `exp` (by the server's clock) → the same, marked `sessionExpired`: the loader
 *   says so and ends the session first.
 * - Guest session token → passes guest-allowed routes; any other protected route → login.
 * - Member token → passes only when customer info is loaded, not deleted, registered, and the
 *   token decodes (channel data is filled from its payload); otherwise → not-authorized.
 *   The e-service registration route is the one exception to "registered" (`allowUnregistered`):
 *   the contract sends a freshly verified, not-yet-registered member there.
 * - A registered member whose accepted terms / PDPA versions differ from the current ones goes to
 *   the consent screen first, with `redirect` = the full target (omitted for the start route); the
 *   consent screen itself passes. Unregistered members are never sent there: registration accepts
 *   the current versions. (`consentPending` is worked out by the loader, in the lazily loaded
 *   customer-info module, so the first route does not carry it.)
 */
import type { TokenPayload } from '@/shared/lib/token';
import { loginPathFor, paths, pathWithRedirect } from '@/shared/routing/paths';
import type { ScreenAuth } from '@/shared/routing/route-meta-types';

export type RouteAuth = ScreenAuth;

export interface GuardRoute {
  auth: RouteAuth;
  /** Full target path: pathname + search + hash. */
  target: string;
  /** Lets a signed-in member who has not registered yet pass (registration route only). */
  allowUnregistered?: boolean;
}

export interface GuardState {
  token: string | null;
  /** Decoded token payload; null when there is no token or it cannot be decoded. */
  payload: TokenPayload | null;
  /** The customer record from customer info; null when not loaded. */
  customer: { isdeleted: boolean; isregistered: boolean } | null;
  /** A registered member's accepted terms / PDPA versions differ from the current ones (`consentPending`). */
  consentPending?: boolean;
  /** The token's `exp` has passed by the server's clock. */
  expired?: boolean;
}

export type GuardDecision = { allow: true } | { redirect: string; sessionExpired?: true };

const ALLOW: GuardDecision = { allow: true };

export function decideNavigation(route: GuardRoute, state: GuardState): GuardDecision {
  if (route.auth === 'public') return ALLOW;
  if (!state.token) return { redirect: loginPathFor(route.target) };
  if (state.expired) return { redirect: loginPathFor(route.target), sessionExpired: true };
  if (state.payload?.guest === true) {
    return route.auth === 'guest' ? ALLOW : { redirect: loginPathFor(route.target) };
  }
  const { customer } = state;
  if (!customer || customer.isdeleted) return { redirect: paths.notAuthorized };
  if (!customer.isregistered && !route.allowUnregistered) return { redirect: paths.notAuthorized };
  if (!state.payload) return { redirect: paths.notAuthorized };
  if (state.consentPending && !route.target.startsWith(paths.consent)) return { redirect: pathWithRedirect('consent', route.target) };
  return ALLOW;
}
