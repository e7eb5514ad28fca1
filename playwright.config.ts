import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/tools/chromium.mjs';
import { E2E_BASE_PORT, E2E_WORKERS, serverUrl } from './tests/e2e/support/server';
import { EXPECT_TIMEOUT, TEST_TIMEOUT } from './tests/e2e/support/timeouts';

/**
 * End-to-end tests run against the production build (dist/) served, together with the mock API,
 * by the standalone mock server on one origin, in the Chromium of tests/tools/chromium.mjs.
 *
 * No retries, in CI too: a test that passes only on a second try is a finding. Timeouts are stretched by
 * the machine factor of the run (tests/e2e/support/timeouts.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  timeout: TEST_TIMEOUT,
  expect: { timeout: EXPECT_TIMEOUT },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? '.tmp/reports/playwright.json' }]],
  use: {
    baseURL: serverUrl(0),
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    // Recording a trace of every test costs about a tenth of the run; to debug a failure, run its spec
    // again with `--trace retain-on-failure`. A failure keeps its screenshot and page snapshot either way.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'mobile-chromium' }],
  // One server per worker (see tests/e2e/support/server.ts).
  webServer: Array.from({ length: E2E_WORKERS }, (_, i) => ({
    command: `npx tsx mocks/server/main.ts --port ${E2E_BASE_PORT + i} --static dist --quiet`,
    url: `http://127.0.0.1:${E2E_BASE_PORT + i}/__mock/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  })),
});
