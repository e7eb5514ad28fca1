/**
 * The one session token the server has accepted in this visit: customer info answered 200 for it
 * (set by ensureCustomerInfo). Claims of any other token are unverified, so member-only UI waits
 * (useSessionKind answers 'pending' for them). Kept in memory only: a reload asks the server again.
 */
import { notifySessionChanged } from './session-events';

let accepted: string | null = null;

export function acceptedToken(): string | null {
  return accepted;
}

export function isAcceptedToken(token: string | null): boolean {
  return token !== null && token === accepted;
}

export function markTokenAccepted(token: string): void {
  if (accepted === token) return;
  accepted = token;
  notifySessionChanged();
}

export function forgetAcceptedToken(): void {
  accepted = null;
}
