/** Types of lighthouse-line.mjs (line:check's Lighthouse line, unit-tested from TypeScript). */
export declare const LIGHTHOUSE_TARGET: string;
export declare function lighthouseLine(results: { file: string; result: unknown }[]): { ok: boolean | null; note: string };
