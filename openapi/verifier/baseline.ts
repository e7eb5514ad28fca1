/**
 * The baseline file: failures a team has accepted for a while, each until an expiry date.
 *
 *   { "accepted": [ { "operationId": "getPoint", "name": "happy path", "expires": "2026-12-31",
 *                     "reason": "point arrives as a string until the backend release of 12/2026" } ] }
 *
 * `name` is a result line's name, exactly, or a prefix ending in `*` (`negative: body.phone *`). A
 * matching failure is EXCUSED (counted apart, not failed) until the end of its `expires` day (UTC);
 * after that it fails again and says that its entry expired. Entries that matched nothing are listed
 * (the failure is fixed: delete the entry).
 */
import { readFileSync } from 'node:fs';
import type { VerifierLine } from './verifier-types';

export interface BaselineEntry {
  operationId: string;
  name: string;
  expires: string;
  reason: string;
}

export interface BaselineOutcome {
  excused: number;
  /** Entries past their date that matched a failure (the failure counts again). */
  expired: BaselineEntry[];
  /** Entries that matched no failure. */
  unused: BaselineEntry[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseBaseline(raw: unknown, label = 'baseline'): BaselineEntry[] {
  const list = (raw as { accepted?: unknown } | undefined)?.accepted;
  if (!Array.isArray(list)) throw new Error(`${label}: expected {"accepted": [{operationId, name, expires, reason}, …]}`);
  return list.map((e: Partial<BaselineEntry>, i) => {
    const where = `${label}: entry #${i + 1}`;
    for (const key of ['operationId', 'name', 'reason'] as const) {
      if (typeof e?.[key] !== 'string' || e[key] === '') throw new Error(`${where}: "${key}" is required`);
    }
    if (typeof e.expires !== 'string' || !DATE.test(e.expires) || Number.isNaN(Date.parse(`${e.expires}T00:00:00Z`))) {
      throw new Error(`${where}: "expires" must be a date YYYY-MM-DD (every accepted failure has an end)`);
    }
    return e as BaselineEntry;
  });
}

export function loadBaseline(file: string): BaselineEntry[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read baseline ${file}: ${(error as Error).message}`);
  }
  return parseBaseline(raw, file);
}

const matches = (entry: BaselineEntry, line: VerifierLine) =>
  entry.operationId === line.operationId && (entry.name.endsWith('*') ? line.name.startsWith(entry.name.slice(0, -1)) : entry.name === line.name);

/**
 * Marks the failures the baseline excuses (`line.excused`) as the lines come (so the printed line says
 * EXCUSED), and notes expired entries on the lines they no longer excuse.
 */
export class Baseline {
  private readonly today: string;
  private readonly used = new Set<BaselineEntry>();
  private readonly expired = new Set<BaselineEntry>();
  private readonly seen = new WeakSet<VerifierLine>();
  private excused = 0;

  constructor(
    private readonly entries: BaselineEntry[],
    now = new Date(),
  ) {
    this.today = now.toISOString().slice(0, 10);
  }

  mark(line: VerifierLine): void {
    if (this.seen.has(line)) return;
    this.seen.add(line);
    if (line.ok || line.skipped !== undefined) return;
    const entry = this.entries.find((e) => matches(e, line));
    if (!entry) return;
    this.used.add(entry);
    if (entry.expires >= this.today) {
      line.excused = `baseline until ${entry.expires}: ${entry.reason}`;
      this.excused++;
    } else {
      this.expired.add(entry);
      line.message = `${line.message ?? 'failed'} (baseline entry expired on ${entry.expires}: no longer excused)`;
    }
  }

  outcome(): BaselineOutcome {
    return { excused: this.excused, expired: [...this.expired], unused: this.entries.filter((e) => !this.used.has(e)) };
  }
}

export function baselineLines(outcome: BaselineOutcome | undefined): string[] {
  if (!outcome) return [];
  const lines: string[] = [];
  if (outcome.excused) lines.push(`Baseline: ${outcome.excused} accepted failure(s) excused (EXCUSED lines; they count as neither passed nor failed).`);
  for (const e of outcome.expired) lines.push(`Baseline entry expired on ${e.expires}, no longer excuses: ${e.operationId}  ${e.name}`);
  for (const e of outcome.unused) lines.push(`Baseline entry matched no failure (fixed? delete it): ${e.operationId}  ${e.name}`);
  return lines;
}
