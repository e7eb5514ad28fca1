import '@testing-library/jest-dom/vitest';
import { afterEach } from 'vitest';
import { queryClient } from '@/shared/api/query-client';

// The app has one query cache; every test starts with it empty. Retries keep the app's policy
// (shouldRetry) but run at once, so a retried failure does not slow a test down.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
});
afterEach(() => {
  queryClient.clear();
});
