#!/usr/bin/env node
/**
 * `npm run line:check`: a LINE MINI App review pre-check of the production build, printed as a PASS/FAIL
 * checklist. Every check but the Lighthouse line also runs in `npm test`; this runs the same tests and
 * reads them line by line:
 *
 * - a `<title>` on every route, no console error on any screen: the screens sweep (tests/e2e/screens.spec.ts,
 *   its Thai half: every route of the route table);
 * - privacy policy and terms without signing in, bottom safe-area padding, no analytics or tracking
 *   request before LIFF, sign-in and the privilege list without LINE, no shortcut code without its flag:
 *   tests/e2e/line-check.spec.ts (titles `[line-check: <key>]`);
 * - shares built with permanent links in LINE's custom share format: their unit and component tests;
 * - Lighthouse: read from the latest `npm run bench` result (.tmp/bench-*.json, bench/lighthouse-line.mjs), never run here.
 *
 * Uses dist/ as built (a mock build: MOCK_BUILD=true npm run build); builds it first when there is none.
 * E2E_PORT picks the mock servers' ports as for any end-to-end run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { lighthouseLine } from './bench/lighthouse-line.mjs';

const REPORT = '.tmp/reports/line-check.json';
const SHARE_TESTS = [
  'src/shared/liff/share-message.test.ts',
  'src/features/account/referral/referral-message.test.ts',
  'src/features/account/screens/FriendReferralScreen.test.tsx',
  'src/features/account/screens/FriendReferralScreen.line.test.tsx',
  'src/features/privilege/ui/PrivilegeShare.test.tsx',
  'mocks/liff/mock-liff.test.ts',
];
const BENCH_FILES = ['.tmp/bench-both.json', '.tmp/bench-one.json'];

const started = Date.now();
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const run = (cmd, args, env = {}) => spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', env: { ...process.env, ...env } });

if (!existsSync('dist/index.html')) {
  console.log('no production build in dist/: building one (MOCK_BUILD=true)');
  for (const [cmd, args] of [['npx', ['rsbuild', 'build']], ['node', ['config/prerender.mjs']]]) {
    const built = run(cmd, args, { MOCK_BUILD: 'true' });
    if (built.status !== 0) {
      console.log(`${built.stdout}${built.stderr}\nFAIL  the production build failed`);
      process.exit(1);
    }
  }
}

/** @type {{key: string, label: string, ok: boolean | null, note: string}[]} */
const lines = [];

// Playwright: the screens sweep's Thai half and the reviewer's checks, one run.
mkdirSync('.tmp/reports', { recursive: true });
const e2e = run('npx', ['playwright', 'test', 'tests/e2e/screens.spec.ts', 'tests/e2e/line-check.spec.ts', '--grep', '\\[th\\]|\\[line-check:', '--reporter=json'], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: REPORT,
});
/** @type {{title: string, file: string, ok: boolean, error: string}[]} */
const tests = [];
if (existsSync(REPORT)) {
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const last = t.results?.at(-1);
        const error = (last?.errors?.[0]?.message ?? '').replace(ANSI, '').trim().split('\n').slice(0, 3).join(' ');
        tests.push({ title: spec.title, file, ok: last?.status === 'passed' || last?.status === 'skipped', error });
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  for (const suite of JSON.parse(readFileSync(REPORT, 'utf8')).suites ?? []) walk(suite, suite.file);
}
const verdict = (selected, what) => {
  if (selected.length === 0) return { ok: false, note: `no test ran (${what})${e2e.status !== 0 ? `: ${(e2e.stderr || e2e.stdout).trim().split('\n').slice(-3).join(' ')}` : ''}` };
  const failed = selected.filter((t) => !t.ok);
  return failed.length ? { ok: false, note: `${failed[0].title}: ${failed[0].error}` } : { ok: true, note: what };
};
const sweep = tests.filter((t) => t.file.endsWith('screens.spec.ts'));
const sweepFailed = sweep.filter((t) => !t.ok);
const about = (pattern) => verdict(sweepFailed.some((t) => pattern.test(t.error)) ? sweepFailed.filter((t) => pattern.test(t.error)) : sweep, `${sweep.length} sweep tests, every route in Thai`);
// A sweep test stops at its first failure: one failing on anything else leaves the lines unproven.
const unproven = sweepFailed.filter((t) => !/toHaveTitle|console errors/.test(t.error));
const sweepLine = (key, label, pattern) => {
  const v = about(pattern);
  lines.push({ key, label, ok: v.ok && unproven.length === 0, note: v.ok && unproven.length ? `not every screen reached: ${unproven[0].title}: ${unproven[0].error}` : v.note });
};
sweepLine('title', 'a <title> on every route', /toHaveTitle/);
const tagged = (key) => tests.filter((t) => t.title.includes(`[line-check: ${key}]`));
const checkLine = (key, label) => lines.push({ key, label, ...verdict(tagged(key), 'tests/e2e/line-check.spec.ts') });
checkLine('legal', 'privacy policy and terms reachable without signing in');
sweepLine('console', 'no console error on any screen', /console errors/);
checkLine('safe-area', 'bottom safe-area padding (inset emulated)');

// Shares: their unit and component tests.
const shares = run('npx', ['vitest', 'run', ...SHARE_TESTS]);
const shareSummary = `${shares.stdout}`.replace(ANSI, '').match(/Tests\s+(.*)/)?.[1]?.trim() ?? 'no summary';
lines.push({ key: 'shares', label: 'shares built with permanent links in LINE’s custom share format', ok: shares.status === 0, note: `${SHARE_TESTS.length} test files: ${shareSummary}` });

checkLine('tracking', 'no analytics or tracking call before LIFF init');
checkLine('external', 'external browser without LINE: sign-in and the privilege list work');
checkLine('shortcut', 'home-screen shortcut off by default: not in the bundle');

// Lighthouse, from the latest bench result.
const benches = BENCH_FILES.filter((f) => existsSync(f)).sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
lines.push({ key: 'lighthouse', label: 'Lighthouse (sign-in, mobile)', ...lighthouseLine(benches.map((file) => ({ file, result: JSON.parse(readFileSync(file, 'utf8')) }))) });

console.log('\nLINE MINI App review pre-check (production build in dist/)\n');
for (const line of lines) console.log(`${line.ok === null ? 'N/A ' : line.ok ? 'PASS' : 'FAIL'}  ${line.label}\n      ${line.note}`);
const failed = lines.filter((l) => l.ok === false).length;
console.log(`\n${failed ? `${failed} FAIL` : 'all PASS'} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
