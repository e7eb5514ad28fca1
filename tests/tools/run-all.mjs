#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in order, failing fast.
 * Prints one closing line `tests: N passed, M failed` counting unit, mock and e2e tests.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';

const reports = '.tmp/reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** @type {Array<{name: string, cmd: string, args: string[], env?: Record<string,string>, when?: () => boolean}>} */
const steps = [
  { name: 'contract', cmd: 'node', args: ['tests/tools/check-contract.mjs'] },
  { name: 'generated code is current', cmd: 'node', args: ['tests/tools/check-generated.mjs'] },
  { name: 'Thai address data is current', cmd: 'node', args: ['tests/tools/generate-th-address.mjs', '--check'] },
  { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings', '0'] },
  { name: 'typecheck', cmd: 'npx', args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  {
    name: 'unit, component and mock tests',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`],
  },
  // A mock build: it embeds the mock's signing key, which rsbuild.config.ts refuses without MOCK_BUILD=true.
  { name: 'production build', cmd: 'npx', args: ['rsbuild', 'build'], env: { MOCK_BUILD: 'true' } },
  // The second half of `npm run build`: the prerendered first screens (issue 19).
  { name: 'prerendered first screens', cmd: 'node', args: ['config/prerender.mjs'], env: { MOCK_BUILD: 'true' } },
  { name: 'bundle budgets', cmd: 'node', args: ['tests/tools/check-budgets.mjs'] },
  {
    name: 'end-to-end (Playwright)',
    cmd: 'npx',
    args: ['playwright', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright.json` },
    when: () => existsSync('tests/e2e') && readdirSync('tests/e2e').some((f) => f.endsWith('.spec.ts')),
  },
];

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

const started = Date.now();
let failedStep = null;
for (const step of steps) {
  if (step.when && !step.when()) continue;
  const t0 = Date.now();
  console.log(`\n=== ${step.name}`);
  const result = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.log(`=== ${step.name}: FAILED (${secs}s)`);
    failedStep = step.name;
    break;
  }
  console.log(`=== ${step.name}: ok (${secs}s)`);
}

const { passed, failed } = count();
console.log(`\nnpm test finished in ${((Date.now() - started) / 1000).toFixed(0)}s${failedStep ? `; failed at: ${failedStep}` : ''}`);
console.log(`tests: ${passed} passed, ${failed + (failedStep && failed === 0 ? 1 : 0)} failed`);
process.exit(failedStep ? 1 : 0);
