/** Types of compile-hints.mjs (rsbuild.config.ts, config/check-budgets.mjs). */
import type { RsbuildPlugin } from '@rsbuild/core';
export declare const COMPILE_HINT: string;
export declare function pluginCompileHints(requests: readonly string[]): RsbuildPlugin;
