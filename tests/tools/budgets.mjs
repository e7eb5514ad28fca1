/** The bundle budgets of the product, in bytes of gzip. Shared by the static check and the e2e measurement. */
export const BUDGETS = {
  /** All JS a first visit loads before the first screen is interactive. */
  firstRouteJs: 150 * 1024,
  /** All CSS of the first screen. */
  firstRouteCss: 10 * 1024,
  /** Any lazily loaded JS chunk (one route or a shared piece of several). */
  routeChunkJs: 25 * 1024,
};

/** Source paths that must never reach a production bundle. */
export const FORBIDDEN_MODULES = [
  /node_modules\/msw\//,
  /node_modules\/@msw\//,
  /node_modules\/@mswjs\//,
  /node_modules\/@faker-js\//,
  /node_modules\/@line\/liff-mock\//,
  /(^|[\s/])mocks\//,
  /src\/generated\/[^/]+\/[^/]+\.msw\.ts/,
];

/** Strings that only mock code contains. */
export const FORBIDDEN_STRINGS = ['mockServiceWorker', 'LiffMockPlugin', '[MSW]', 'faker'];
