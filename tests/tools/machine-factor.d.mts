/** Types of machine-factor.mjs (shared by vitest.config.ts, playwright.config.ts, `npm test` and the bench). */
export declare const FACTOR_ENV: string;
export declare const MAX_FACTOR: number;
export declare const REFERENCE_MS: number;
export declare function calibrate(): number;
export declare function machineFactor(options?: { log?: (line: string) => void }): number;
export declare function scaled(ms: number): number;
