/**
 * The app's single query cache, and the one place where read policy lives: retry and timeout are
 * the same for every call (per-operation freshness is generated from orval.config.ts). Screens,
 * hooks, loaders and plain functions all reach the cache through this import.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { readToken } from '@/shared/session/token';
import { isApiError } from './api-error';

/**
 * A read is retried once after a dropped connection or a 5xx. A 4xx is the server's answer and a
 * timeout already waited the full limit of docs/spec.md §7 (180 s): neither is retried.
 */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status >= 500;
}

/**
 * A refused session (401 UNAUTHORIZED: token missing, forged, revoked or expired) ends the session
 * wherever the call was made, as the contract says: the error dialog in the member's language, the
 * token and every cached answer dropped, back to the start (docs/spec.md §4 session failure). A refused
 * signature (INVALID_SIGNATURE, SIGNATURE_EXPIRED) is the call's own problem and keeps the session.
 */
function isRefusedSession(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.code === 'UNAUTHORIZED';
}

/** What ends a refused session: the session module's failure handler (src/shared/session/session.ts). */
let refusedSessionHandler: ((error: unknown) => void) | null = null;

/**
 * The session module registers how a refused session ends. It imports this module (the cache is
 * dropped when a session ends), so this one never imports it: it calls the handler it was given.
 */
export function setRefusedSessionHandler(handler: (error: unknown) => void): void {
  refusedSessionHandler = handler;
}

function reportRefusedSession(error: unknown): void {
  // Without a token the session has already ended (calls still under way when it did).
  if (isRefusedSession(error) && readToken() !== null) refusedSessionHandler?.(error);
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: reportRefusedSession }),
  mutationCache: new MutationCache({ onError: reportRefusedSession }),
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
