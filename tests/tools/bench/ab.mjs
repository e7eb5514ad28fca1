#!/usr/bin/env node
/**
 * `npm run bench:ab`: one variant of the app against the unchanged app, measured with the bench's own
 * measurements, runs interleaved (A then B, then B then A, …) so that both see the same machine.
 *
 *   npm run bench:ab -- --ablate <name>[,<name>…]   switch micro-optimisations off (ablations.mjs)
 *   npm run bench:ab -- --against <git rev>           another commit of the app (e.g. before a change)
 *   options: --base <git rev> (default HEAD)  --runs 5  --measure login,list,detail,ecode,history
 *            --port 4280 (A on it, B on the next one)
 *
 * Each side is a detached worktree of its commit under .tmp/ab/ (node_modules linked from here),
 * edited for an ablation, built with MOCK_BUILD=true and served by its own mock server. A build is
 * kept and reused while its commit and edits are the same.
 *
 * For each figure: the median of each side, their interquartile ranges, and the difference B − A. The
 * noise band of a figure is the larger of the two interquartile ranges; a difference inside it is
 * "within noise". Prints a table, writes .tmp/ab/<label>.json.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ABLATIONS } from './ablations.mjs';
import { compareSides } from './ab-stats.mjs';
import { measureList, measureTap, signIn } from './journeys.mjs';
import { launchChromium } from '../chromium.mjs';
import { lighthouse } from './lighthouse.mjs';
import { calibrateLevel } from './run.mjs';
import { TRANSITIONS } from './taps.mjs';
import { serve } from './servers.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const log = (message) => console.error(`bench:ab: ${message}`);
const git = (...args) => {
  const run = spawnSync('git', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout.trim();
};

const runs = Number(arg('runs', 5));
const port = Number(arg('port', 4280));
const baseRev = git('rev-parse', arg('base', 'HEAD'));
const ablate = arg('ablate', '');
const against = arg('against', '');
if (!ablate === !against) {
  console.error('usage: bench:ab (--ablate <name>[,<name>] | --against <rev>) [--base <rev>] [--runs N] [--measure …]');
  process.exit(2);
}
const chosen = ablate ? ablate.split(',').map((name) => ABLATIONS.find((a) => a.name === name) ?? fail(`no ablation named ${name}`)) : [];
const measures = (arg('measure', '') || [...new Set(chosen.flatMap((a) => a.measures))].join(',') || 'login,list,detail,ecode,history').split(',');
const label = ablate ? `off-${chosen.map((a) => a.name).join('+')}` : `rev-${against}`;

function fail(message) {
  console.error(`bench:ab: ${message}`);
  process.exit(2);
}

/** A built tree of `rev` with `edits` applied; reused when already built. */
function prepare(name, rev, edits = []) {
  const dir = resolve('.tmp/ab', `${name}-${rev.slice(0, 10)}`);
  const stamp = join(dir, '.ab-built');
  const wanted = JSON.stringify({ rev, edits });
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return dir;
  if (existsSync(dir)) git('worktree', 'remove', '--force', dir);
  mkdirSync('.tmp/ab', { recursive: true });
  git('worktree', 'add', '--detach', dir, rev);
  symlinkSync(resolve('node_modules'), join(dir, 'node_modules'));
  for (const { file, from, to } of edits) {
    const path = join(dir, file);
    const text = readFileSync(path, 'utf8');
    const count = text.split(from).length - 1;
    if (count !== 1) fail(`edit of ${file} expects its text exactly once, found ${count}: ${from}`);
    writeFileSync(path, text.replace(from, () => to));
  }
  log(`building ${name} (${rev.slice(0, 10)}${edits.length ? `, ${edits.length} edits` : ''})`);
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: dir, stdio: 'inherit', env: { ...process.env, MOCK_BUILD: 'true' } });
  if (build.status !== 0) fail(`the build of ${name} failed`);
  writeFileSync(stamp, wanted);
  return dir;
}

const sides = [
  { name: 'A', dir: prepare('base', baseRev) },
  { name: 'B', dir: ablate ? prepare(label, baseRev, chosen.flatMap((a) => a.edits)) : prepare('rev', git('rev-parse', against)) },
];
const scratch = mkdtempSync(join(tmpdir(), 'bench-ab-'));
const raw = { A: [], B: [] };
const level = {};

try {
  for (const [i, side] of sides.entries()) side.server = await serve('dist', port + i, side.dir);
  const browser = await launchChromium();
  try {
    // The bench's CPU level, calibrated once for both sides (cpu-level.mjs).
    Object.assign(level, await calibrateLevel({ browser, loginUrl: `${sides[0].server.url}/auth/login`, scratch, log }));
    for (const side of sides) {
      await side.server.reset();
      side.auth = measures.some((m) => m !== 'login') ? await signIn(browser, side.server.url) : undefined;
    }
    for (let run = 1; run <= runs; run++) {
      const order = run % 2 ? sides : [...sides].reverse();
      log(`run ${run} of ${runs}: ${order.map((s) => s.name).join(' then ')}`);
      for (const side of order) raw[side.name].push(await measureOnce(browser, side));
    }
  } finally {
    await browser.close();
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
  for (const side of sides) side.server?.stop();
}

/** One run of every chosen measure on one side. */
async function measureOnce(browser, { server, auth }) {
  const figures = {};
  for (const measure of measures) {
    if (measure === 'login') {
      const { lcp, fcp, tbt, cls, score } = await lighthouse(`${server.url}/auth/login`, scratch, { multiplier: level.multiplier });
      Object.assign(figures, { loginLcp: lcp, loginFcp: fcp, loginTbt: tbt, loginCls: cls, loginScore: score });
    } else if (measure === 'list') {
      const { lcp, fcp, cls } = await measureList(browser, server.url, auth, { cpuRate: level.page.rate });
      Object.assign(figures, { listLcp: lcp, listFcp: fcp, listCls: cls });
    } else {
      // A fresh mock before each tap, as the bench does, so a redemption never runs out of points.
      await server.reset();
      const { ms, inp } = await measureTap(browser, server.url, auth, TRANSITIONS[measure], { cpuRate: level.page.rate });
      Object.assign(figures, { [measure]: ms, [`${measure}Inp`]: inp });
    }
  }
  return figures;
}

const table = compareSides(raw.A, raw.B);
const result = { label, level, base: baseRev, variant: ablate ? chosen.map((a) => a.name) : git('rev-parse', against), runs, measures, table, raw };
writeFileSync(join('.tmp/ab', `${label}.json`), `${JSON.stringify(result, null, 2)}\n`);
console.log(`\n${label}: A = ${baseRev.slice(0, 10)}, B = ${ablate ? `A with ${chosen.map((a) => a.what).join('; ')} switched off` : against}, ${runs} runs each\n`);
console.log('| figure | A median | B median | B − A | noise band | verdict |\n| --- | --- | --- | --- | --- | --- |');
for (const row of table) console.log(`| ${row.figure} | ${row.a} | ${row.b} | ${row.delta} | ±${row.noise} | ${row.verdict} |`);
