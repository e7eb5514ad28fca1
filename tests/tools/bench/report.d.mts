/** Types of report.mjs (the pure half of `npm run bench`, unit-tested from TypeScript). */
export interface Tap {
  ms?: number;
  inp?: number;
}
export interface Run {
  app: Partial<Record<'login' | 'list', Record<string, number>>> & Partial<Record<'detail' | 'ecode' | 'history' | 'search' | 'language', Tap>>;
  floor: Partial<Record<'login' | 'list', Record<string, number>>> & Partial<Record<'detail' | 'ecode' | 'history', Tap>>;
}
export type Verdict = 'pass' | 'fail' | 'inconclusive';
export interface Judged {
  name: string;
  unit: 'ms' | 'cls' | 'score';
  app: { median: number; q1: number; q3: number };
  floor: number | undefined;
  limit: number;
  met: number;
  runs: number;
  verdict: Verdict;
}
export interface Level {
  name: string;
  index: number;
  tolerance: number;
  /** The first calibration: Lighthouse's host index, the page's index at rate 1. */
  start: { lighthouseIndex: number; host: number };
  /** Each kept run's level: in-page rate, page index at its start and end, multiplier, Lighthouse's index. */
  runs: Array<{ rate: number; index: number; end: number; multiplier: number; lighthouseIndex: number }>;
  /** Drifted runs measured again. */
  repeats: number;
}
export interface SettingResult {
  setting: string;
  date: string;
  cpu: string;
  runs: number;
  level: Level;
  drifted?: string[];
  judged: Judged[];
}
export declare const LIST_LCP_LIMIT_MS: number;
export declare const FLOOR_RATIO: number;
export declare const INP_LIMIT_MS: number;
export declare const TRANSITIONS: Array<{ key: 'detail' | 'ecode' | 'history'; label: string }>;
export declare const INP_TAPS: Array<{ key: 'detail' | 'ecode' | 'history' | 'search' | 'language'; label: string }>;
export declare const TARGETS: Array<{ name: string }>;
export declare function judgeTargets(runs: Run[]): Judged[];
export declare function exitCodeOf(judged: Array<{ verdict: Verdict }>): number;
export declare function renderTargets(judged: Judged[]): string;
export declare function renderLevel(result: Omit<SettingResult, 'judged'>): string;
export declare function renderReadmeBlock(settings: SettingResult[], options?: { order?: string[]; readme?: string }): string;
export declare const README_START: string;
export declare const README_END: string;
export declare function replaceReadmeBlock(readme: string, block: string): string;
