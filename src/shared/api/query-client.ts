/**
 * The app's single query cache, and the one place where read policy lives: retry and timeout are
 * the same for every call (per-operation freshness is generated from orval.config.ts). Screens,
 * hooks, loaders and plain functions all reach the cache through this import.
 */
import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/**
 * A read is retried once after a dropped connection or a 5xx. A 4xx is the server's answer and a
 * timeout already waited the full limit of spec §7 (180 s): neither is retried.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'network') return true;
  return error.kind === 'http' && error.status >= 500;
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
