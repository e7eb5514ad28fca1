/** Types of critical-css.mjs (config/prerender.mjs and its test). */
export declare function usedClasses(htmls: string[]): Set<string>;
export declare function criticalCss(stylesheets: string[], used: Set<string>): string;
