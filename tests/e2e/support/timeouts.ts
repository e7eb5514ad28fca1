import { machineFactor } from '../../tools/machine-factor.mjs';

/**
 * The end-to-end timeouts, set on a quiet 2-core machine and stretched by the machine factor of the run
 * (tests/tools/machine-factor.mjs: measured once, printed, between 1 and 2). playwright.config.ts and
 * the specs read them here, so a busy machine gets more time everywhere at once.
 */
const MACHINE_FACTOR = machineFactor();
const scale = (ms: number) => Math.round(ms * MACHINE_FACTOR);

/** One test: at most three navigations, or steps of their own (STEP_TIMEOUT each). */
export const TEST_TIMEOUT = scale(30_000);
/** One `expect` of a locator or page. */
export const EXPECT_TIMEOUT = scale(8_000);
/** One `test.step` of a test that batches several (at most three navigations each). */
export const STEP_TIMEOUT = scale(20_000);
/** A timeout of the base figure `ms`, stretched as the others. */
export const timeout = scale;
