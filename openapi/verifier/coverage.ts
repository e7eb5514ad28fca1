/**
 * The coverage gate: every (operation, documented status) pair of the contract, and whether any line of
 * the run (scenario, probe, negative input, coverage reach, fuzz case) got that status from the server.
 * A pair the scenario file marks `unreachable` (with a reason) is listed, not gated; any other pair not
 * observed fails the gate, with a hint: the input that should reach it. Operations without any
 * scenario are rows of the same table (every status of theirs unobserved, hint: add a scenario).
 */
import type { Contract } from './contract';
import type { UnreachableMark } from './scenarios';
import type { VerifierLine } from './verifier-types';

interface CoveragePair {
  operationId: string;
  status: string;
  /** How many answers had this status. */
  observed: number;
  /** The scenario file's reason when the pair is marked unreachable. */
  unreachable?: string;
  /** For a pair neither observed nor marked: what should reach it. */
  hint?: string;
}

export interface Coverage {
  pairs: CoveragePair[];
  /** Pairs neither observed nor marked unreachable: each fails the gate. */
  missing: number;
  /** Marked pairs that were observed all the same (the mark can go). */
  markedButObserved: number;
}

function hintFor(contract: Contract, operationId: string, status: string, noScenario: boolean): string {
  if (noScenario) return 'the operation has no scenario: add one (its happy path first)';
  const codes = contract.catalogue.filter((c) => String(c.status) === status).map((c) => c.code);
  const some = codes.length > 4 ? `${codes.slice(0, 4).join(', ')}, …` : codes.join(', ');
  const n = Number(status);
  if (n >= 200 && n < 300) return 'no happy path answered it: check the operation\'s scenarios';
  if (n === 400) return 'an input that breaks the schema (a negative input), or a rule the schema cannot express';
  if (n === 401) return 'a call with a missing, invalid or expired token or signature (the security probes)';
  if (n === 403) return `a call the account gate or a rule refuses (${some}): a scenario with such an identity or data`;
  if (n === 404) return 'a scenario with an id that does not exist on this server';
  if (n >= 500) {
    return `the server's own failure (${some}): the mock reaches it by fault injection; on another server add a scenario or mark it unreachable with the reason`;
  }
  return `a scenario whose data makes the server answer ${some || `status ${status}`}`;
}

/** The coverage table of a run. */
export function coverageTable(
  contract: Contract,
  results: VerifierLine[],
  marks: UnreachableMark[],
  inScope: (operationId: string) => boolean,
  uncovered: string[],
): Coverage {
  const counts = new Map<string, number>();
  for (const line of results) {
    if (!line.response) continue;
    const key = `${line.operationId} ${line.response.status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const pairs: CoveragePair[] = [];
  for (const op of contract.operations) {
    if (!inScope(op.operationId)) continue;
    for (const status of Object.keys(op.responses)) {
      if (status === 'default') continue;
      const observed = counts.get(`${op.operationId} ${status}`) ?? 0;
      const mark = marks.find((m) => m.operationId === op.operationId && String(m.status) === status);
      const pair: CoveragePair = { operationId: op.operationId, status, observed };
      if (mark) pair.unreachable = mark.reason;
      else if (observed === 0) pair.hint = hintFor(contract, op.operationId, status, uncovered.includes(op.operationId));
      pairs.push(pair);
    }
  }
  return {
    pairs,
    missing: pairs.filter((p) => p.hint !== undefined).length,
    markedButObserved: pairs.filter((p) => p.unreachable !== undefined && p.observed > 0).length,
  };
}

/** The coverage lines printed after the results. */
export function coverageLines(coverage: Coverage, uncovered: string[]): string[] {
  const { pairs } = coverage;
  const observed = pairs.filter((p) => p.observed > 0).length;
  const marked = pairs.filter((p) => p.unreachable !== undefined);
  const lines = [
    `Coverage: ${observed} of ${pairs.length} (operation, documented status) pairs observed, ${marked.length} marked unreachable, ${coverage.missing} not observed.`,
  ];
  if (uncovered.length) {
    lines.push(`Operations not covered by any scenario (${uncovered.length}):`);
    for (const id of uncovered) lines.push(`  - ${id}`);
  }
  const missing = pairs.filter((p) => p.hint !== undefined);
  if (missing.length) {
    lines.push(`Not observed (${missing.length}; each fails the coverage gate):`);
    for (const p of missing) lines.push(`  - ${p.operationId} ${p.status}: try ${p.hint}`);
  }
  if (marked.length) {
    lines.push(`Marked unreachable in the scenario file (${marked.length}; listed, not gated):`);
    for (const p of marked) lines.push(`  - ${p.operationId} ${p.status}: ${p.unreachable}${p.observed ? ' (observed all the same: the mark can go)' : ''}`);
  }
  return lines;
}
