// First, before react-dom loads (Testing Library below): in a DOM test it reports its commits to
// this hook, which `recordRenders` reads.
import '../render-log';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { MOCK_SIGNING_KEY } from '@mocks/signing';
import { queryClient } from '@/shared/api/query-client';
import { machineFactor } from '../../tools/machine-factor.mjs';

// The app signs its calls with the build's PUBLIC_SIGNING_KEY, which a mock run's build sets to the
// mock's key (rsbuild.config.ts); the tests run on the mock, so they get that key too.
vi.stubEnv('PUBLIC_SIGNING_KEY', MOCK_SIGNING_KEY);

// The app has one query cache; every test starts with it empty. Retries keep the app's policy
// (shouldRetry) but run at once, so a retried failure does not slow a test down.
queryClient.setDefaultOptions({
  ...queryClient.getDefaultOptions(),
  queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
});
afterEach(() => {
  queryClient.clear();
});

// `findBy…` and `waitFor` give up after this long. A passing test never waits for it, so it is set
// for a busy machine (a second run of a screen's lazy chunks and mock calls can take seconds there),
// and stretched by the run's machine factor like every other timeout.
configure({ asyncUtilTimeout: Math.round(8_000 * machineFactor()) });
