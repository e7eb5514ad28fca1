/** Types of prerender-choice.mjs (rsbuild.config.ts and its tests). */
export declare function prerenderChoiceScript(options: { year: number; apiBaseUrl?: string; signingKey?: string }): Promise<string>;
export declare function scriptHash(source: string): string;
