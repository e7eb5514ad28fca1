import { useSyncExternalStore } from 'react';
import { decodeToken } from '@/shared/lib/token';
import { isAcceptedToken, onSessionChanged } from './session';
import { readToken } from './token';

/**
 * 'member' for a member token the server has accepted (customer info answered 200 for it),
 * 'pending' for a member token it has not (yet): its claims are unverified, so no member-only UI;
 * 'guest' for a guest session token, 'none' without a token. Guest claims need no acceptance:
 * they unlock nothing a visitor cannot get by starting a guest session, and the server refuses
 * every call of a token it did not issue.
 */
export type SessionKind = 'member' | 'pending' | 'guest' | 'none';

export function sessionKindOf(token: string | null): SessionKind {
  if (!token) return 'none';
  const decoded = decodeToken(token);
  if (decoded.ok && decoded.payload.guest === true) return 'guest';
  return isAcceptedToken(token) ? 'member' : 'pending';
}

function currentSessionKind(): SessionKind {
  return sessionKindOf(readToken());
}

function subscribe(listener: () => void): () => void {
  const stop = onSessionChanged(listener);
  window.addEventListener('storage', listener);
  return () => {
    stop();
    window.removeEventListener('storage', listener);
  };
}

export function useSessionKind(): SessionKind {
  return useSyncExternalStore(subscribe, currentSessionKind, currentSessionKind);
}
