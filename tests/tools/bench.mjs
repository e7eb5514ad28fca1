#!/usr/bin/env node
/**
 * `npm run bench`: the performance targets of docs/performance.md §4.3, measured on the production build
 * served with the mock API by the standalone mock server, beside floors measured in the same runs: the
 * same screens rendered by React 19 alone (src/prerender/).
 *
 * - The CPU is calibrated to one stated level (bench/cpu-level.mjs): Lighthouse's multiplier from its
 *   host index, the in-page throttling rate bisected on Lighthouse's benchmark.
 * - Lighthouse mobile on /auth/login (app and floor); the signed-in privilege list on slow 4G (app and
 *   floor); three transitions (app and floor) and five taps' INP (app).
 * - At least 7 interleaved runs; a target passes when every run but one meets it (bench/verdict.mjs).
 *
 *   npm run bench [-- --runs 7 --port 4180 --no-build --write-readme]   both cores
 *   npm run bench:one-core [-- …]                                       pinned to one core (taskset -c 0)
 *
 * Exit codes: 0 every target met; 1 a target failed; 2 the bench could not run, the host drifted more
 * than 10 % during the run, or it made fewer than 7 runs (a try-out); 3 no target failed but at least
 * one spread too wide to tell.
 * Writes .tmp/bench-<setting>.json; --write-readme puts every setting measured so far (the JSON files)
 * into README between <!-- bench:start --> and <!-- bench:end -->, keeping README's section of a setting
 * not measured in this checkout; --readme-only does that without
 * measuring (after `npm run bench` and `npm run bench:one-core`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { EXIT } from './bench/verdict.mjs';
import { exitCodeOf, judgeTargets, renderLevel, renderReadmeBlock, renderTargets, replaceReadmeBlock } from './bench/report.mjs';
import { runSetting } from './bench/run.mjs';
import { build, serve } from './bench/servers.mjs';
import { buildFloors, MEMBER_FLOOR_MOUNT, SIGN_IN_FLOOR_DIR } from './bench/floors.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const flag = (name) => process.argv.includes(`--${name}`);
const log = (message) => console.error(`bench: ${message}`);

/** README's block from every setting measured so far (the JSON files), without measuring. */
function writeReadme() {
  const settings = Object.values(SETTINGS)
    .filter((s) => existsSync(s.file))
    .map((s) => JSON.parse(readFileSync(s.file, 'utf8')));
  const readme = readFileSync('README.md', 'utf8');
  const order = Object.values(SETTINGS).map((s) => s.name);
  writeFileSync('README.md', replaceReadmeBlock(readme, renderReadmeBlock(settings, { order, readme })));
  log(`README.md performance block updated (${settings.map((s) => s.setting).join(', ')}; any other setting kept as it was)`);
}

/** The two settings of the issue: both cores, and one core (the process pinned with taskset). */
const SETTINGS = {
  both: { name: 'both cores', file: '.tmp/bench-both.json' },
  one: { name: 'one core (taskset -c 0)', file: '.tmp/bench-one.json' },
};
if (flag('readme-only')) {
  writeReadme();
  process.exit(EXIT.pass);
}

const settingKey = flag('one-core') ? 'one' : 'both';
const setting = SETTINGS[settingKey];

// Pinned runs re-run this script under taskset, so Chromium and Lighthouse inherit the one core (the
// mock server, which stands for the network's server, is put on core 1: servers.mjs serverCommand).
if (settingKey === 'one' && !process.env.BENCH_PINNED) {
  const child = spawnSync('taskset', ['-c', '0', process.execPath, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, BENCH_PINNED: '1' } });
  process.exit(child.status ?? EXIT.error);
}

/** Fewer runs than this measure and print, but judge nothing (exit 2): a try-out of the bench itself. */
const MIN_RUNS = 7;
const runs = Number(arg('runs', MIN_RUNS));
const port = Number(arg('port', 4180));
if (!(runs >= 1)) {
  log('--runs must be a positive number');
  process.exit(EXIT.error);
}

try {
  if (!flag('no-build')) build('build');
  buildFloors();
  const app = await serve('dist', port, undefined, { staticAt: [MEMBER_FLOOR_MOUNT] });
  const loginFloor = await serve(SIGN_IN_FLOOR_DIR, port + 1);
  let measured;
  try {
    measured = await runSetting({ app, loginFloor, runs, log });
  } finally {
    app.stop();
    loginFloor.stop();
  }
  const result = {
    setting: setting.name,
    date: new Date().toISOString().slice(0, 10),
    cpu: `${cpus().length} cores, ${cpus()[0]?.model.trim() ?? 'unknown CPU'}`,
    runs,
    level: measured.level,
    drifted: measured.drifted,
    judged: judgeTargets(measured.raw),
    raw: measured.raw,
  };
  mkdirSync('.tmp', { recursive: true });
  writeFileSync(setting.file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`${renderLevel(result)}\n\n${renderTargets(result.judged)}`);
  if (runs < MIN_RUNS) {
    log(`${runs} runs: fewer than ${MIN_RUNS}, so no verdict counts (exit ${EXIT.error}); README is not written`);
    process.exitCode = EXIT.error;
  } else if (result.drifted.length) {
    log(`the host drifted more than 10 % during the run (${result.drifted.join('; ')}): figures not comparable`);
    process.exitCode = EXIT.error;
  } else {
    process.exitCode = exitCodeOf(result.judged);
    const counts = ['pass', 'fail', 'inconclusive'].map((v) => `${result.judged.filter((t) => t.verdict === v).length} ${v}`);
    log(`${setting.name}: ${counts.join(', ')} of ${result.judged.length} targets`);
  }
  if (flag('write-readme') && runs >= MIN_RUNS) writeReadme();
} catch (error) {
  log(`could not run: ${error instanceof Error ? error.message : error}`);
  process.exitCode = EXIT.error;
}
