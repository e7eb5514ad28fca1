#!/usr/bin/env node
/**
 * `npm run test:stress`: the unit and end-to-end suites on a busy machine, as a newcomer's laptop or a
 * shared CI runner is. Builds once, starts two busy CPU loops (child processes), measures the machine
 * factor with them running (so the timeouts stretch by the load they make, at most 2×), then runs
 * vitest and Playwright three times in a row. Every run must pass; one failure ends it with exit 1.
 * Prints each run's time and the total. Not part of `npm test`.
 *
 *   npm run test:stress [-- --rounds 3]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { machineFactor } from './machine-factor.mjs';

const at = process.argv.indexOf('--rounds');
const rounds = at > 0 ? Number(process.argv[at + 1]) : 3;
const reports = '.tmp/reports';
mkdirSync(reports, { recursive: true });

const started = Date.now();
const times = [];

/** Runs one stage with its output shown; stops everything when it fails. */
function stage(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}`);
  const t0 = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const secs = (Date.now() - t0) / 1000;
  times.push({ name, secs });
  const ok = result.status === 0;
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${secs.toFixed(1)}s)`);
  if (!ok) {
    summary();
    process.exit(1);
  }
}

function summary() {
  console.log('\nstress run:');
  for (const { name, secs } of times) console.log(`  ${name.padEnd(24)} ${secs.toFixed(0).padStart(5)} s`);
  console.log(`  ${'total'.padEnd(24)} ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
}

stage('build', 'npm', ['run', '--silent', 'build'], { MOCK_BUILD: 'true' });

// Two loops that never yield, each a process of its own: both cores of the reference machine busy.
const loops = [0, 1].map(() => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopLoops = () => loops.forEach((loop) => loop.exitCode === null && loop.kill('SIGKILL'));
process.on('exit', stopLoops);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

// A second for the loops to be up and spinning before the machine is measured.
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1000);
machineFactor();
for (let round = 1; round <= rounds; round++) {
  stage(`vitest, round ${round}`, 'npx', ['vitest', 'run']);
  stage(`Playwright, round ${round}`, 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/stress-playwright-${round}.json` });
}
stopLoops();
summary();
