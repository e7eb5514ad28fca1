/**
 * Field reports of the app's web vitals (src/shared/metrics/field-vitals.ts), received by the mock
 * at POST /__mock/vitals: checked, kept (the last 100, for tests: GET /__mock/vitals) and logged by
 * the server, so a developer sees LCP, INP and CLS of the screens they click through.
 */
import { printable } from './log-text';

const NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
const KEEP = 100;
/** Longest text field (a path) and largest value (ms; an hour) a report may carry. */
const MAX_TEXT = 2048;
const MAX_VALUE = 3_600_000;

export interface FieldReport {
  name: (typeof NAMES)[number];
  value: number;
  rating: (typeof RATINGS)[number];
  id: string;
  navigationType: string;
  path: string;
  app_version: string;
}

const reports: FieldReport[] = [];

const isIn = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

/** The report, or what is wrong with it. */
export function parseVitals(body: unknown): FieldReport | string {
  if (typeof body !== 'object' || body === null) return 'body must be a JSON object';
  const r = body as Record<string, unknown>;
  if (!isIn(NAMES, r.name)) return `name must be one of ${NAMES.join(', ')}`;
  if (typeof r.value !== 'number' || !Number.isFinite(r.value) || r.value < 0) return 'value must be a number ≥ 0';
  if (!isIn(RATINGS, r.rating)) return `rating must be one of ${RATINGS.join(', ')}`;
  if (r.value > MAX_VALUE) return `value must be at most ${MAX_VALUE}`;
  for (const key of ['id', 'navigationType', 'path', 'app_version'] as const) {
    if (typeof r[key] !== 'string') return `${key} must be a string`;
    if (r[key].length > MAX_TEXT) return `${key} must be at most ${MAX_TEXT} characters`;
  }
  if (String(r.path).includes('?')) return 'path must not carry a query string';
  return r as unknown as FieldReport;
}

export function recordVitals(report: FieldReport): void {
  reports.push(report);
  if (reports.length > KEEP) reports.shift();
}

export function listVitals(): FieldReport[] {
  return [...reports];
}

export function clearVitals(): void {
  reports.length = 0;
}

/** `vitals LCP 1234 ms good /privilege/privilege-list` (the path's control characters escaped). */
export function describeVitals(r: FieldReport): string {
  return `vitals ${r.name} ${r.value}${r.name === 'CLS' ? '' : ' ms'} ${r.rating} ${printable(r.path)}`;
}
