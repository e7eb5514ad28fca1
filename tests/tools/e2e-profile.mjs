#!/usr/bin/env node
/**
 * Where the end-to-end run spent its time, from Playwright's JSON report (written by `npm test` and by
 * every `npx playwright test`): per kind of step (navigation, network-idle waits, screenshots, font
 * waits, axe, sign-in, … timed by tests/e2e/support/profile.ts), per spec file, and per worker (how
 * evenly the two were loaded).
 *
 *   node tests/tools/e2e-profile.mjs [report.json] [--spec screens] [--markdown]
 *
 * The report defaults to .tmp/reports/playwright.json; --spec keeps the spec files whose name contains it.
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const markdown = args.includes('--markdown');
const specIndex = args.indexOf('--spec');
const only = specIndex >= 0 ? args[specIndex + 1] : '';
const file = args.find((a, i) => !a.startsWith('--') && !(specIndex >= 0 && i === specIndex + 1)) ?? '.tmp/reports/playwright.json';
const report = JSON.parse(readFileSync(file, 'utf8'));

/** Every result of every test, with its spec file. */
function* results(suite, specFile) {
  const fileName = suite.file ?? specFile;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      for (const result of test.results ?? []) yield { file: spec.file ?? fileName, title: spec.title, result };
    }
  }
  for (const child of suite.suites ?? []) yield* results(child, fileName);
}

const kinds = new Map();
const files = new Map();
const workers = new Map();
let testMs = 0;
let timedMs = 0;
let count = 0;

for (const top of report.suites ?? []) {
  for (const { file: specFile, title, result } of results(top, top.file)) {
    if (!specFile.includes(only)) continue;
    count++;
    testMs += result.duration;
    const perFile = files.get(specFile) ?? { tests: 0, ms: 0, longest: 0, longestTitle: '' };
    perFile.tests++;
    perFile.ms += result.duration;
    if (result.duration > perFile.longest) Object.assign(perFile, { longest: result.duration, longestTitle: title });
    files.set(specFile, perFile);

    const start = Date.parse(result.startTime);
    const w = workers.get(result.parallelIndex) ?? { tests: 0, busy: 0, first: start, last: start };
    w.tests++;
    w.busy += result.duration;
    w.first = Math.min(w.first, start);
    w.last = Math.max(w.last, start + result.duration);
    workers.set(result.parallelIndex, w);

    const timings = (result.attachments ?? []).find((a) => a.name === 'step-timings' && a.body);
    if (!timings) continue;
    for (const [kind, { count: n, ms }] of Object.entries(JSON.parse(Buffer.from(timings.body, 'base64').toString('utf8')))) {
      const k = kinds.get(kind) ?? { count: 0, ms: 0 };
      k.count += n;
      k.ms += ms;
      kinds.set(kind, k);
      timedMs += ms;
    }
  }
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const pct = (ms) => `${Math.round((100 * ms) / Math.max(testMs, 1))} %`;
const table = (head, rows) => {
  if (markdown) return [`| ${head.join(' | ')} |`, `|${head.map(() => ' --- ').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(head), ...rows.map(line)].join('\n');
};

const wall = report.stats?.duration ?? 0;
console.log(`${count} test results, ${s(testMs)} of test time in ${s(wall)} wall time\n`);

const kindRows = [...kinds]
  .sort((a, b) => b[1].ms - a[1].ms)
  .map(([kind, { count: n, ms }]) => [kind, n, s(ms), `${Math.round(ms / n)} ms`, pct(ms)]);
kindRows.push(['rest (actions, assertions)', '', s(testMs - timedMs), '', pct(testMs - timedMs)]);
console.log(table(['step kind', 'count', 'total', 'mean', 'share'], kindRows));

console.log('');
const fileRows = [...files]
  .sort((a, b) => b[1].ms - a[1].ms)
  .map(([f, v]) => [f, v.tests, s(v.ms), s(v.ms / v.tests), s(v.longest)]);
console.log(table(['spec', 'tests', 'total', 'mean', 'longest'], fileRows));

console.log('');
const workerRows = [...workers]
  .sort((a, b) => a[0] - b[0])
  .map(([i, w]) => [i, w.tests, s(w.busy), s(w.last - w.first)]);
console.log(table(['worker', 'tests', 'busy', 'first start to last end'], workerRows));
