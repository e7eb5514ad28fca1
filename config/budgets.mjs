import { SCREENS, START_SCREEN } from '../src/shared/routing/route-meta.mjs';
import { FIRST_ROUTE_SCREENS, LIGHT_SCREENS, importRequestOf, screenFile } from './ui-kits.mjs';

/** The bundle budgets of the product, in bytes of gzip. Shared by the static check and the e2e measurement. */
export const BUDGETS = {
  /** All JS a first visit loads before the first screen is interactive. */
  firstRouteJs: 150 * 1024,
  /** All CSS of the first screen. */
  firstRouteCss: 10 * 1024,
  /** Any lazily loaded JS chunk (one route or a shared piece of several), Mantine's named chunks aside. */
  routeChunkJs: 25 * 1024,
  /** CSS of each first-route screen (sign-in, privilege list): the light kit only. */
  firstScreenCss: 6 * 1024,
  /** Mantine and its dependencies: at most this many named chunks, this much JS together. */
  mantineChunks: 3,
  mantineJs: 90 * 1024,
  /** A data file (a JSON module's chunk or a JSON / data asset in the build), e.g. the Thai address table. */
  dataFile: 100 * 1024,
};

/**
 * Data that ships as a chunk of its own (a JSON module loaded with import()), by a name for reports: the chunk holds
 * the data only, fits `BUDGETS.dataFile`, and is loaded only from `loader`, a module that sits in
 * the same chunks as `owner` (so no other screen can pull the data in).
 */
export const DATA_CHUNKS = {
  'th-address-data': {
    module: /src[\\/]domains[\\/]address[\\/]data[\\/]th-address\.json$/,
    loader: /src[\\/]domains[\\/]address[\\/]th-address-lookup\.ts$/,
    owner: /src[\\/]domains[\\/]address[\\/]AddressForm\.tsx$/,
  },
};

/** Build files held to `BUDGETS.dataFile` wherever they are (data assets; scripts and styles have their own budgets). */
export const DATA_FILE = /\.(json|csv|txt|bin|wasm|geojson)$/i;

/**
 * The import() requests of start-up (src/app/bootstrap/boot.ts): the libraries it evaluates one per
 * task and the app's start-up. Every first route loads their chunks.
 */
export const BOOT_REQUESTS = [
  'react-dom/client',
  'react-router',
  './start-app',
];

/**
 * A member's first screen, the privilege list, in each language: the screen and the member chrome,
 * the guard's customer-info look-up (app/router/guard-loader.ts) and the rest of the catalogue.
 * The inline chooser preloads them with the boot chunks when it shows the prerendered shell
 * (src/app/bootstrap/prerender-choice.ts), so they arrive with the app, not after its guard has run.
 */
const screenRequest = (name) => importRequestOf(screenFile(SCREENS[name].screen));
const PRIVILEGE_LIST = screenRequest(START_SCREEN);
export const MEMBER_START_REQUESTS = {
  th: [PRIVILEGE_LIST, './member-chrome', '@/shared/session/customer-info', './catalog/th-rest'],
  en: [PRIVILEGE_LIST, './member-chrome', '@/shared/session/customer-info', './catalog/en-all'],
};

/**
 * First-route screens (route metadata `kit: 'first'`, by route name), by the import() requests that
 * load them (the build's chunk graph, written to .tmp/build-chunks.json, says which chunks each
 * loads): light kit only, no Mantine chunk. The start screen counts with what a member's first
 * screen loads besides it.
 */
export const FIRST_ROUTES = Object.fromEntries(
  Object.entries(FIRST_ROUTE_SCREENS).map(([name, file]) => [name, name === START_SCREEN ? MEMBER_START_REQUESTS.th : [importRequestOf(file)]]),
);

/**
 * The import() requests whose code runs as soon as it arrives on a first visit: start-up's, and that
 * of the first routes (the sign-in screen; the privilege list with the member's chrome, in either
 * language). Their chunks carry V8's compile hint (config/compile-hints.mjs).
 */
export const START_UP_REQUESTS = [...new Set([...BOOT_REQUESTS, ...Object.values(FIRST_ROUTES).flat(), ...MEMBER_START_REQUESTS.en])];

/**
 * Screens besides the first routes that must load no Mantine chunk (route metadata `kit: 'light'`,
 * config/ui-kits.mjs `LIGHT_SCREENS`, which the lint rule reads too), by the import() requests that load them.
 */
export const LIGHT_ROUTES = LIGHT_SCREENS.map(importRequestOf);

/**
 * What the privilege list loads after it has painted, reported apart from its first route: the
 * partner tiles, and the screens it prefetches when idle (route metadata `prefetchOnIdle`).
 */
export const PREFETCHED_ROUTES = [
  '@/domains/partners/PartnerTiles',
  './MigrateSimNotices',
  ...SCREENS[START_SCREEN].prefetchOnIdle.map(screenRequest),
  // The late messages of the detail and History, prefetched with them (RootRoute: route-table prefetchScreens answers that they need them).
  './catalog/th-late',
];

/**
 * The named chunks that hold Mantine and its dependencies, and nothing else (rsbuild
 * `performance.chunkSplit.forceSplitting` in rsbuild.config.ts); their modules, by path.
 */
export const MANTINE_CHUNKS = {
  'mantine-core': /[\\/]node_modules[\\/]@mantine[\\/]/,
  'mantine-deps':
    /[\\/]node_modules[\\/](@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|get-nonce|detect-node-es|react-number-format|react-textarea-autosize|use-composed-ref|use-latest|use-isomorphic-layout-effect|tabbable|clsx|type-fest)[\\/]/,
};

/**
 * Shared chunks forced into one named chunk each: react-query (its hooks are used by every screen),
 * the member's generated customer calls and the signed fetcher (with its request building, the early reads it adopts
 * and the server clock it signs by) are used by the chrome, the privilege list and most screens, and below the
 * splitter's minimum size they would otherwise be copied into every chunk that needs them.
 */
export const SHARED_APP_CHUNKS = {
  'lib-query': /[\\/]node_modules[\\/]@tanstack[\\/]/,
  'api-customer': /[\\/]src[\\/](generated[\\/]customer[\\/]|shared[\\/]api[\\/](fetcher|request|early-reads|signature|hmac)\.ts|shared[\\/]lib[\\/]server-clock\.ts)/,
};

export const isMantineModule = (name) => Object.values(MANTINE_CHUNKS).some((re) => re.test(name));

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
