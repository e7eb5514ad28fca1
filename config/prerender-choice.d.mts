/** Types of prerender-choice.mjs (rsbuild.config.ts and its tests). */
export declare function prerenderChoiceScript(options: { year: number }): Promise<string>;
export declare function scriptHash(source: string): string;
