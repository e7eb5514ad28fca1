import type { Browser } from '@playwright/test';

/** Types of chromium.mjs (shared by playwright.config.ts and the bench). */
export declare const CHROMIUM_PATH: string | undefined;
export declare const PLAYWRIGHT_DISABLED_FEATURES: readonly string[];
export declare const BROWSER_UI_FEATURES: readonly string[];
export declare function chromiumArgs(launcherDisabled: readonly string[]): string[];
export declare const CHROMIUM_ARGS: string[];
export declare function launchChromium(extraArgs?: string[]): Promise<Browser>;
