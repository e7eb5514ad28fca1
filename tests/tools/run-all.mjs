#!/usr/bin/env node
/**
 * `npm test`: every check the project has, failing fast. Stages of one group run at the same time
 * (none writes what another reads); a group starts when the one before has passed. Output of a stage
 * that shares its group is printed as one block when it ends, except the one marked `live`. Prints one closing line `tests: N passed, M failed` counting unit, mock and e2e tests.
 *
 * The machine factor (tests/tools/machine-factor.mjs) is measured first and printed; every stage
 * inherits it, so vitest and Playwright stretch their timeouts by the same figure.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';
import { machineFactor } from './machine-factor.mjs';

const reports = '.tmp/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/**
 * @typedef {{name: string, cmd: string, args: string[], env?: Record<string,string>, when?: () => boolean, live?: boolean}} Step
 * `live`: its output goes straight through even when it shares its group (one stage a group at most).
 * A group is a list of lanes that run at the same time; a lane is a list of stages run one after
 * another, stopping at the first that fails.
 */
/** @type {Step[][][]} */
const groups = [
  [
    [{ name: 'contract', cmd: 'node', args: ['tests/tools/check-contract.mjs'] }],
    // Generates into src/.generated-check while it runs: before lint and typecheck, which read src/.
    [{ name: 'generated code is current', cmd: 'node', args: ['tests/tools/check-generated.mjs'] }],
    [{ name: 'Thai address data is current', cmd: 'node', args: ['tests/tools/generate-th-address.mjs', '--check'] }],
    [{ name: 'web fonts are current', cmd: 'node', args: ['tests/tools/generate-fonts.mjs', '--check'] }],
  ],
  [
    // Four lanes share the two cores: neither vitest nor the browser keeps both busy on its own (they
    // wait for timers, servers and child processes: a third of the end-to-end run is idle), so each
    // fills the other's gaps. Caches under .tmp/: a second run lints and type-checks only what changed.
    [
      {
        name: 'unit, component and mock tests',
        cmd: 'npx',
        args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
      },
    ],
    [
      { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0', '--cache', '--cache-location', '.tmp/cache/eslint'] },
      // Unused files, exports and dependencies (knip.jsonc: the entries, and each ignore with its reason).
      { name: 'unused code (knip)', cmd: 'npx', args: ['knip', '--no-progress'] },
    ],
    [{ name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', '.tmp/cache/tsconfig.tsbuildinfo'] }],
    [
      // A mock build: it embeds the mock's signing key, which rsbuild.config.ts refuses without MOCK_BUILD=true.
      { name: 'production build', cmd: 'npx', args: ['rsbuild', 'build'], env: { MOCK_BUILD: 'true' } },
      // The second half of `npm run build`: the prerendered first screens.
      { name: 'prerendered first screens', cmd: 'node', args: ['config/prerender.mjs'], env: { MOCK_BUILD: 'true' } },
      { name: 'bundle budgets', cmd: 'node', args: ['config/check-budgets.mjs'] },
      {
        name: 'end-to-end (Playwright)',
        cmd: 'npx',
        args: ['playwright', 'test'],
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
        when: () => existsSync('tests/e2e') && readdirSync('tests/e2e').some((f) => f.endsWith('.spec.ts')),
        live: true,
      },
    ],
  ],
];

/** Runs one stage; its output goes straight through when `live`, else it is kept and returned. */
function run(step, live) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(step.cmd, step.args, {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...step.env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const done = (ok) => resolve({ step, ok, secs: ((Date.now() - started) / 1000).toFixed(1), output });
    child.on('error', (error) => {
      output += `${error.message}\n`;
      done(false);
    });
    child.on('close', (code) => done(code === 0));
  });
}

function count() {
  let passed = 0;
  let failed = 0;
  const vitest = `${reports}/vitest.json`;
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8'));
    passed += r.numPassedTests ?? 0;
    failed += r.numFailedTests ?? 0;
  }
  const pw = `${reports}/playwright.json`;
  if (existsSync(pw)) {
    const s = JSON.parse(readFileSync(pw, 'utf8')).stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
  }
  return { passed, failed };
}

/** The failed tests of both reports, one line each (`file › title: first error line`), for the tail of a CI log. */
function failures() {
  const lines = [];
  const vitest = `${reports}/vitest.json`;
  if (existsSync(vitest)) {
    for (const file of JSON.parse(readFileSync(vitest, 'utf8')).testResults ?? []) {
      for (const t of file.assertionResults ?? []) {
        if (t.status === 'failed') lines.push(`vitest ${relative(process.cwd(), file.name)} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      }
    }
  }
  const pw = `${reports}/playwright.json`;
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const last = t.results?.at(-1);
        if (last && last.status !== 'passed' && last.status !== 'skipped') lines.push(`e2e ${file} › ${spec.title}: ${last.status} ${firstLine(last.errors?.[0]?.message)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, file);
  };
  if (existsSync(pw)) for (const suite of JSON.parse(readFileSync(pw, 'utf8')).suites ?? []) walk(suite, suite.file);
  return lines;
}

// eslint-disable-next-line no-control-regex
const firstLine = (text) => (text ?? '').replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n')[0].slice(0, 200);

const started = Date.now();
machineFactor();
mkdirSync('.tmp/cache', { recursive: true });
let failedStep = null;
/** Runs a lane's stages one after another; the results of those that ran. */
async function runLane(lane, alone) {
  const results = [];
  for (const step of lane.filter((s) => !s.when || s.when())) {
    const live = alone || step.live === true;
    if (live && !alone) console.log(`\n=== ${step.name}`);
    const result = await run(step, live);
    if (!live) process.stdout.write(`\n=== ${step.name}\n${result.output}`);
    console.log(`=== ${step.name}: ${result.ok ? 'ok' : 'FAILED'} (${result.secs}s)`);
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

for (const group of groups) {
  const alone = group.length === 1;
  const groupStarted = Date.now();
  if (alone) console.log(`\n=== ${group[0].map((s) => s.name).join(', then ')}`);
  else console.log(`\n=== at once: ${group.map((lane) => lane.map((s) => s.name).join(' → ')).join(', ')}`);
  const results = (await Promise.all(group.map((lane) => runLane(lane, alone)))).flat();
  if (!alone) console.log(`=== together: ${((Date.now() - groupStarted) / 1000).toFixed(1)}s`);
  const failed = results.find((r) => !r.ok);
  if (failed) {
    failedStep = failed.step.name;
    break;
  }
}

const { passed, failed } = count();
const failedTests = failures();
if (failedTests.length > 0) console.log(`\nfailed tests:\n${failedTests.map((line) => `  ${line}`).join('\n')}`);
console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)}s${failedStep ? `; failed at: ${failedStep}` : ''}`);
console.log(`tests: ${passed} passed, ${failed + (failedStep && failed === 0 ? 1 : 0)} failed`);
process.exit(failedStep ? 1 : 0);
