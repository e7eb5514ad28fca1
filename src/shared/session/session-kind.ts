import { useSyncExternalStore } from 'react';
import { decodeToken } from '@/shared/lib/token';
import { notifySessionChanged, onSessionChanged } from './session-events';
import { readToken } from './token-storage';

export { notifySessionChanged };

/** 'member' for a signed-in member token, 'guest' for a guest session token, 'none' otherwise. */
export type SessionKind = 'member' | 'guest' | 'none';

export function sessionKindOf(token: string | null): SessionKind {
  if (!token) return 'none';
  const decoded = decodeToken(token);
  return decoded.ok && decoded.payload.guest === true ? 'guest' : 'member';
}

export function currentSessionKind(): SessionKind {
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
