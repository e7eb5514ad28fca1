/** Types of report.mjs (the pure half of `npm run bench`, unit-tested from TypeScript). */
export interface LighthouseFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}
export interface JourneyFigures {
  listLcp: number;
  listFcp: number;
  listCls: number;
  detail: number;
  ecode: number;
  history: number;
}
export interface BenchResult {
  runs: number;
  machine: { date: string; cores: number; cpu: string };
  lighthouse: { app: LighthouseFigures; floor: LighthouseFigures };
  journeys: JourneyFigures;
}
export interface Target {
  name: string;
  figure: string;
  limit: string;
  pass: boolean;
}
export declare function median(values: number[]): number;
export declare function medianOf<K extends string>(runs: Array<Record<K, number>>, keys: readonly K[]): Record<K, number>;
export declare const LIGHTHOUSE_KEYS: Array<keyof LighthouseFigures>;
export declare const TRANSITIONS: Array<{ key: 'detail' | 'ecode' | 'history'; label: string }>;
export declare const TRANSITION_LIMIT_MS: number;
export declare const LIST_LCP_LIMIT_MS: number;
export declare function evaluateTargets(result: Pick<BenchResult, 'lighthouse' | 'journeys'>): Target[];
export declare function renderTables(result: BenchResult, targets: Target[]): string;
export declare function renderReadmeBlock(result: BenchResult, targets: Target[]): string;
export declare const README_START: string;
export declare const README_END: string;
export declare function replaceReadmeBlock(readme: string, block: string): string;
