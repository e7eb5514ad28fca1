import { QueryClient } from '@tanstack/react-query';

/** The app's single query cache (customer info is cached here once per session). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 60_000 },
    mutations: { retry: false },
  },
});
