import { useSyncExternalStore } from 'react';
import { onSessionChanged, sessionKindOf, type SessionKind } from './session';
import { readToken } from './token';

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

/** The session kind of the stored token (session.ts `sessionKindOf`), kept current for React: a sign-in, a logout, the server's acceptance, another tab. */
export function useSessionKind(): SessionKind {
  return useSyncExternalStore(subscribe, currentSessionKind, currentSessionKind);
}
