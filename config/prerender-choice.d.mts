/** Types of prerender-choice.mjs (rsbuild.config.ts and its test). */
export declare const PRERENDER_VARIANTS: readonly ['signin', 'shell'];
export declare const PRERENDER_LANGS: readonly ['th', 'en'];
export type PrerenderVariant = (typeof PRERENDER_VARIANTS)[number];
export declare const PRERENDER_PATHS: { login: string; start: string[] };
export declare const PRERENDER_KEYS: { lang: string; token: string };
export declare function templateId(variant: string, lang: string): string;
export declare function prerenderChoiceScript(options: { year: number }): string;
export declare function scriptHash(source: string): string;
export declare const PRERENDER_FONT: { face: string; text: string; waitMs: number };
