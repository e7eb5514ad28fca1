/**
 * How the end-to-end tests and the bench (its journeys and its Lighthouse runs) launch Chromium: one
 * executable and one set of flags.
 *
 * Debian's Chromium (/usr/bin/chromium) is used unless Playwright's own browser is installed and asked
 * for (PLAYWRIGHT_OWN_BROWSER=1); PLAYWRIGHT_CHROMIUM_PATH overrides both.
 */
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The Chromium to launch, or undefined for Playwright's own. */
export const CHROMIUM_PATH =
  process.env.PLAYWRIGHT_CHROMIUM_PATH ?? (existsSync(DEBIAN_CHROMIUM) && !process.env.PLAYWRIGHT_OWN_BROWSER ? DEBIAN_CHROMIUM : undefined);

/**
 * The features Playwright disables itself (playwright-core's chromiumSwitches, version 1.65). Chromium
 * keeps only the last `--disable-features` of its command line, so a launch that disables more must
 * name these as well; tests/unit/tools/chromium-flags.test.ts fails when Playwright's list is not all here.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The browser's own address-bar popups, which Chromium 156 loads as WebUI pages in a renderer of every
 * new browser context, headless too: about 0.55 CPU-s a context, spent while the test's first page
 * loads (a member's phone runs none of it). Measured per test: a new context and page 0.37 → 0.19 CPU-s,
 * the first load of the privilege list 1.28 → 0.68 (docs/testing.md §2).
 */
export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Flags of every launch: headless, no sandbox or GPU (a CI container has neither), nothing in the
 * background, the browser's own UI off. `launcherDisabled`: the features the launcher (Playwright, or
 * Lighthouse's chrome-launcher) disables itself, which the one `--disable-features` must carry.
 */
export function chromiumArgs(launcherDisabled) {
  return [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    `--disable-features=${[...new Set([...launcherDisabled, ...BROWSER_UI_FEATURES])].join(',')}`,
  ];
}

/** The flags of a launch through Playwright (the e2e tests, the bench's journeys). */
export const CHROMIUM_ARGS = chromiumArgs(PLAYWRIGHT_DISABLED_FEATURES);

/** Launches the project's Chromium through Playwright; `extraArgs` come after CHROMIUM_ARGS. */
export function launchChromium(extraArgs = []) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
