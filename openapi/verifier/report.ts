/** The verifier's output: result lines, the closing count line, and the JSON / JUnit XML reports. */
import { baselineLines } from './baseline';
import { coverageLines } from './coverage';
import type { VerifierLine, VerifierResult } from './runner';

/**
 * `PASS  getPoint  happy path`, `FAIL  redeem  out of stock: $.code expected "OUT_OF_STOCK", got "GENERIC_ERROR"`
 * or `SKIP  getPoint  security: expired bearer token is refused: <why it was not checked>`.
 */
export function formatLine(line: VerifierLine): string {
  if (line.skipped !== undefined) return `SKIP  ${line.operationId}  ${line.name}: ${line.skipped}`;
  if (line.excused !== undefined) return `EXCUSED  ${line.operationId}  ${line.name}: ${line.message ?? 'failed'} (${line.excused})`;
  return line.ok
    ? `PASS  ${line.operationId}  ${line.name}`
    : `FAIL  ${line.operationId}  ${line.name}: ${line.message ?? 'failed'}`;
}

export function closingLine(result: Pick<VerifierResult, 'passed' | 'failed'>): string {
  return `${result.passed} passed, ${result.failed} failed`;
}

/**
 * Why the run ended early and what went wrong run-wide: the deadline or the timeout stop (with the
 * number of lines that never ran), gateway error pages named once instead of on every line.
 */
function runLines(result: VerifierResult): string[] {
  const lines: string[] = [];
  if (result.stopped) {
    const cut = result.results.filter((r) => r.message === result.stopped || r.message?.endsWith(`: ${result.stopped}`)).length;
    const why = result.stopped.startsWith('deadline')
      ? 'raise --deadline, or find out why calls are slow'
      : 'the server accepts connections but does not answer: is it hanging?';
    lines.push(`Stopped: ${result.stopped}; ${cut} line(s) were not run (${why}).`);
  }
  if (result.gatewayPages.length) {
    const count = result.gatewayPages.reduce((n, p) => n + p.count, 0);
    const titles = result.gatewayPages.map((p) => p.title).join(', ');
    lines.push(`The server answered ${count} call(s) with a gateway HTML page (${titles}): is the backend behind the gateway up?`);
  }
  return lines;
}

/** Undeclared properties: they pass (the contract allows them) but may be misspelled optional fields. */
function warningLines(result: VerifierResult): string[] {
  return result.unknownProperties.map(
    (u) => `Warning: unknown property ${u.path} in ${u.operationId} (not in the contract; misspelled?)`,
  );
}

/** `reproduce: curl …` under a failed negative input, coverage reach or fuzz case (printed indented, after its line). */
export function reproduceLine(line: VerifierLine): string | undefined {
  return !line.ok && line.curl ? `      reproduce: ${line.curl}` : undefined;
}

/** True when the coverage gate is what fails the run (pairs neither observed nor marked unreachable). */
export function coverageGateFailed(result: VerifierResult): boolean {
  return (result.coverage?.missing ?? 0) > 0;
}

/** The exit code: 0 pass, 1 a check failed, 2 could not run (server unreachable), 3 only the coverage gate failed. */
export function exitCode(result: VerifierResult): 0 | 1 | 2 | 3 {
  if (result.unreachable) return 2;
  if (result.failed > 0) return 1;
  return coverageGateFailed(result) ? 3 : 0;
}

/** The lines printed after the results: coverage, unreachable server, skipped lines, clock skew, run-wide problems, baseline, warnings. */
export function summaryLines(result: VerifierResult): string[] {
  const lines: string[] = [];
  if (result.unreachable) {
    lines.push(`UNREACHABLE  ${result.unreachable}`);
    lines.push('Nothing was verified: check --base-url, the network / VPN, and that the server is up.');
  }
  if (result.coverage && !result.unreachable) {
    lines.push(...coverageLines(result.coverage, result.uncovered));
    if (coverageGateFailed(result)) {
      lines.push(`Coverage gate FAILED: ${result.coverage.missing} documented status(es) never observed (see above; exit code 3 when nothing else failed).`);
    }
  } else if (result.uncovered.length) {
    lines.push(`Operations not covered by any scenario (${result.uncovered.length}):`);
    for (const id of result.uncovered) lines.push(`  - ${id}`);
  } else if (!result.unreachable) {
    lines.push('Every operation in scope is covered by a scenario.');
  }
  // Many signed calls refused the same way usually means a set-up problem, not many bugs.
  const refused = (code: string) =>
    result.results.filter((r) => r.kind === 'scenario' && !r.ok && r.response?.code === code && !r.name.toLowerCase().includes('signature')).length;
  if (refused('INVALID_SIGNATURE') >= 3) {
    lines.push('Hint: many signed calls were refused with INVALID_SIGNATURE - is --secret the server\'s signing key?');
  }
  if (refused('SIGNATURE_EXPIRED') >= 3) {
    lines.push('Hint: many signed calls were refused with SIGNATURE_EXPIRED - is this machine\'s clock right (±300 s)?');
  }
  if (refused('UNAUTHORIZED') >= 3) {
    lines.push('Hint: many calls were refused with UNAUTHORIZED - do the scenario identities log in on this server?');
  }
  // Skipped lines count neither as passed nor failed, so the closing line does not show them: say so here.
  const reasons = new Map<string, number>();
  for (const r of result.results) if (r.skipped !== undefined) reasons.set(r.skipped, (reasons.get(r.skipped) ?? 0) + 1);
  for (const [reason, count] of reasons) lines.push(`Skipped ${count} line${count === 1 ? '' : 's'} (not checked): ${reason}`);
  if (result.clockSkewSeconds !== undefined && Math.abs(result.clockSkewSeconds) > 60) {
    lines.push(
      `Warning: the server clock is ${result.clockSkewSeconds} s away from this machine's; signatures allow ±300 s.`,
    );
  }
  if (result.fuzz) lines.push(`Fuzz: ${result.fuzz.cases} cases, seed ${result.fuzz.seed} (--seed ${result.fuzz.seed} repeats them).`);
  return [...lines, ...runLines(result), ...baselineLines(result.baseline), ...warningLines(result)];
}

export function toJsonReport(result: VerifierResult): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}

const xmlEscape = (text: string) =>
  // eslint-disable-next-line no-control-regex
  text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, '').replace(/[<>&"']/g, (c) =>
    ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

/** JUnit XML: one testsuite per operation, one testcase per scenario / probe. */
export function toJUnitReport(result: VerifierResult): string {
  const byOp = new Map<string, VerifierLine[]>();
  for (const line of result.results) {
    const list = byOp.get(line.operationId) ?? [];
    list.push(line);
    byOp.set(line.operationId, list);
  }
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>'];
  // The coverage suite's pairs count too: a pair never observed is a failure, one marked unreachable a skip.
  const pairs = result.coverage?.pairs.length ?? 0;
  const gate = result.coverage?.missing ?? 0;
  const skipped = result.skipped + result.excused + (result.coverage?.pairs.filter((p) => p.unreachable !== undefined && p.observed === 0).length ?? 0);
  out.push(
    `<testsuites name="contract verifier" tests="${result.results.length + (result.unreachable ? 1 : 0) + pairs}" failures="${result.failed + gate}"${skipped ? ` skipped="${skipped}"` : ''} time="${(result.durationMs / 1000).toFixed(3)}">`,
  );
  if (result.unreachable) {
    out.push('  <testsuite name="server" tests="1" failures="1">');
    out.push(`    <testcase classname="server" name="reachable"><failure message="${xmlEscape(result.unreachable)}"/></testcase>`);
    out.push('  </testsuite>');
  }
  for (const [op, lines] of byOp) {
    const skipped = lines.filter((l) => l.skipped !== undefined || l.excused !== undefined).length;
    const failures = lines.filter((l) => !l.ok).length - skipped;
    const time = lines.reduce((t, l) => t + l.durationMs, 0) / 1000;
    out.push(
      `  <testsuite name="${xmlEscape(op)}" tests="${lines.length}" failures="${failures}"${skipped ? ` skipped="${skipped}"` : ''} time="${time.toFixed(3)}">`,
    );
    for (const l of lines) {
      const head = `    <testcase classname="${xmlEscape(op)}" name="${xmlEscape(l.name)}" time="${(l.durationMs / 1000).toFixed(3)}"`;
      if (l.ok) {
        out.push(`${head}/>`);
        continue;
      }
      if (l.skipped !== undefined || l.excused !== undefined) {
        out.push(`${head}><skipped message="${xmlEscape(l.skipped ?? `EXCUSED ${l.message ?? ''} (${l.excused})`)}"/></testcase>`);
        continue;
      }
      const detail = [
        l.request ? `${l.request.method} ${l.request.url}` : '',
        l.response ? `status ${l.response.status}${l.response.code ? ` ${l.response.code}` : ''}` : '',
        ...l.mismatches.map((m) => `${m.path} ${m.message}`),
      ]
        .filter(Boolean)
        .join('\n');
      out.push(`${head}>`);
      out.push(`      <failure message="${xmlEscape(l.message ?? 'failed')}">${xmlEscape(detail)}</failure>`);
      out.push('    </testcase>');
    }
    out.push('  </testsuite>');
  }
  if (result.uncovered.length) {
    out.push(`  <testsuite name="not covered" tests="${result.uncovered.length}" skipped="${result.uncovered.length}">`);
    for (const id of result.uncovered) {
      out.push(`    <testcase classname="${xmlEscape(id)}" name="no scenario"><skipped/></testcase>`);
    }
    out.push('  </testsuite>');
  }
  if (result.coverage) {
    const { pairs, missing } = result.coverage;
    const marked = pairs.filter((p) => p.unreachable !== undefined).length;
    out.push(`  <testsuite name="coverage" tests="${pairs.length}" failures="${missing}"${marked ? ` skipped="${marked}"` : ''}>`);
    for (const p of pairs) {
      const head = `    <testcase classname="coverage" name="${xmlEscape(`${p.operationId} ${p.status}`)}"`;
      if (p.hint !== undefined) out.push(`${head}><failure message="${xmlEscape(`never observed; try ${p.hint}`)}"/></testcase>`);
      else if (p.unreachable !== undefined && p.observed === 0) out.push(`${head}><skipped message="${xmlEscape(`unreachable: ${p.unreachable}`)}"/></testcase>`);
      else out.push(`${head}/>`);
    }
    out.push('  </testsuite>');
  }
  out.push('</testsuites>');
  return `${out.join('\n')}\n`;
}
