/**
 * One self-contained HTML page of a run (no script, no external file: it opens from a CI artifact):
 * the counts and exit code, the problems first (failed lines with every mismatch, the input and a
 * `curl` command that sends it again), the coverage table, excused and skipped lines, then every line.
 */
import { coverageGateFailed, exitCode, formatLine, summaryLines } from './report';
import type { VerifierLine, VerifierResult } from './verifier-types';

const esc = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[c] as string);

const STYLE = `
body{font:14px/1.45 system-ui,sans-serif;margin:24px;color:#1d2330}
h1{font-size:20px}h2{font-size:16px;margin-top:28px}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e3e6ec;padding:4px 8px;text-align:left;vertical-align:top}
.pass{color:#1a7f37}.fail{color:#c4302b;font-weight:600}.skip,.excused{color:#8a6d00}
code,pre{font:12px/1.4 ui-monospace,monospace;white-space:pre-wrap;word-break:break-all}
details{margin:6px 0}.counts span{margin-right:16px}`;

function status(line: VerifierLine): [string, string] {
  if (line.skipped !== undefined) return ['SKIP', 'skip'];
  if (line.excused !== undefined) return ['EXCUSED', 'excused'];
  return line.ok ? ['PASS', 'pass'] : ['FAIL', 'fail'];
}

function problem(line: VerifierLine): string {
  const parts = [`<li><span class="fail">${esc(line.operationId)}</span> ${esc(line.name)}: ${esc(line.message ?? 'failed')}`];
  const detail: string[] = [];
  if (line.input) detail.push(`input: ${line.input}`);
  if (line.request) detail.push(`${line.request.method} ${line.request.url}`);
  if (line.response) detail.push(`status ${line.response.status}${line.response.code ? ` ${line.response.code}` : ''}`);
  for (const m of line.mismatches) detail.push(`${m.path} ${m.message}`);
  if (line.curl) detail.push(`\n${line.curl}`);
  parts.push(`<details><summary>details</summary><pre>${esc(detail.join('\n'))}</pre></details></li>`);
  return parts.join('');
}

export function toHtmlReport(result: VerifierResult): string {
  const code = exitCode(result);
  const failed = result.results.filter((l) => !l.ok && l.skipped === undefined && l.excused === undefined);
  const out: string[] = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    `<title>Contract verifier: ${esc(result.baseUrl)}</title><style>${STYLE}</style></head><body>`,
    `<h1>Contract verifier: ${esc(result.baseUrl)}</h1>`,
    `<p class="counts"><span>started ${esc(result.startedAt)}</span><span>${(result.durationMs / 1000).toFixed(1)} s</span>`,
    `<span class="pass">${result.passed} passed</span><span class="${result.failed ? 'fail' : ''}">${result.failed} failed</span>`,
    `<span class="excused">${result.excused} excused</span><span class="skip">${result.skipped} skipped</span>`,
    `<span>exit code ${code}${code === 3 ? ' (only the coverage gate failed)' : ''}</span></p>`,
  ];
  if (failed.length || result.unreachable) {
    out.push(`<h2>Failures (${failed.length})</h2><ul>`);
    if (result.unreachable) out.push(`<li class="fail">UNREACHABLE ${esc(result.unreachable)}</li>`);
    for (const line of failed) out.push(problem(line));
    out.push('</ul>');
  }
  if (result.coverage) {
    const { pairs, missing } = result.coverage;
    out.push(`<h2>Coverage: ${pairs.filter((p) => p.observed > 0).length} of ${pairs.length} (operation, status) pairs observed${coverageGateFailed(result) ? `, <span class="fail">${missing} never observed (gate failed)</span>` : ''}</h2>`);
    out.push('<table><tr><th>operation</th><th>status</th><th>answers</th><th>note</th></tr>');
    for (const p of pairs) {
      const cls = p.hint !== undefined ? 'fail' : p.unreachable !== undefined ? 'skip' : 'pass';
      const note = p.hint !== undefined ? `never observed; try ${p.hint}` : p.unreachable !== undefined ? `unreachable: ${p.unreachable}` : '';
      out.push(`<tr class="${cls}"><td>${esc(p.operationId)}</td><td>${esc(p.status)}</td><td>${p.observed}</td><td>${esc(note)}</td></tr>`);
    }
    out.push('</table>');
  }
  out.push(`<h2>Summary</h2><pre>${esc(summaryLines(result).join('\n'))}</pre>`);
  out.push(`<h2>Every line (${result.results.length})</h2><table><tr><th></th><th>operation</th><th>line</th><th>ms</th></tr>`);
  for (const line of result.results) {
    const [word, cls] = status(line);
    const text = formatLine(line).replace(/^\S+\s+\S+\s+/, '');
    out.push(`<tr><td class="${cls}">${word}</td><td>${esc(line.operationId)}</td><td>${esc(text)}</td><td>${line.durationMs}</td></tr>`);
  }
  out.push('</table></body></html>');
  return `${out.join('\n')}\n`;
}
