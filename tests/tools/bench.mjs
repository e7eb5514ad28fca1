#!/usr/bin/env node
/**
 * `npm run bench`: the performance targets of docs/performance.md §4, measured on the
 * production build served with the mock API by the standalone mock server, side by side with the floor
 * page (the sign-in screen rendered by React 19 alone, src/prerender/floor-entry.tsx) in the same run:
 *
 * - Lighthouse mobile on /auth/login of the app and of the floor, runs interleaved so both see the
 *   same machine load: medians of score, FCP, LCP, TBT, CLS;
 * - the signed-in privilege list (slow 4G, 4× CPU) with web-vitals in the page: LCP, FCP, CLS;
 * - three in-app transitions on 4× CPU: card → detail, confirm → e-code, History tab → rows.
 *
 * Prints the figures and the targets, writes .tmp/bench.json, exits 1 when a target fails.
 *
 *   npm run bench [-- --runs 5 --port 4180 --no-build --write-readme]
 *
 * --port is the app's server; the floor's is the next one. --write-readme puts the run's tables into
 * README between <!-- bench:start --> and <!-- bench:end -->.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureList, measureTransition, launch, signIn } from './bench/journeys.mjs';
import { lighthouse } from './bench/lighthouse.mjs';
import { LIGHTHOUSE_KEYS, TRANSITIONS, evaluateTargets, medianOf, renderReadmeBlock, renderTables, replaceReadmeBlock } from './bench/report.mjs';
import { build, serve } from './bench/servers.mjs';
import { machineFactor } from './machine-factor.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const flag = (name) => process.argv.includes(`--${name}`);
const runs = Number(arg('runs', 5));
const port = Number(arg('port', 4180));

const log = (message) => console.error(`bench: ${message}`);

// The same factor as the tests: printed, kept with the figures, and stretching the bench's own timeouts.
// Figures taken on a busy machine (a factor above 1) are slower than the quiet machine's.
const factor = machineFactor({ log });
if (factor > 1) log(`the machine is busy (factor ${factor.toFixed(2)}): its figures are slower than a quiet machine's`);

if (!flag('no-build')) build('build');
build('build:floor');

const app = await serve('dist', port);
const floor = await serve('.tmp/dist-floor', port + 1);
const scratch = mkdtempSync(join(tmpdir(), 'bench-'));
const raw = { lighthouse: { app: [], floor: [] }, list: [], transitions: [] };

try {
  for (let i = 1; i <= runs; i++) {
    log(`Lighthouse /auth/login, run ${i} of ${runs} (app, then floor)`);
    raw.lighthouse.app.push(lighthouse(`${app.url}/auth/login`, scratch));
    raw.lighthouse.floor.push(lighthouse(`${floor.url}/auth/login`, scratch));
  }

  const browser = await launch();
  try {
    await app.reset();
    const auth = await signIn(browser, app.url);
    for (let i = 1; i <= runs; i++) {
      log(`signed-in journeys, run ${i} of ${runs}`);
      raw.list.push(await measureList(browser, app.url, auth));
      // A fresh mock before each redemption so the points never run out; History comes after it, so
      // it always has that redemption as a first row.
      await app.reset();
      const run = {};
      for (const { key } of TRANSITIONS) run[key] = await measureTransition(browser, app.url, auth, key);
      raw.transitions.push(run);
    }
  } finally {
    await browser.close();
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
  app.stop();
  floor.stop();
}

const result = {
  runs,
  machine: { date: new Date().toISOString().slice(0, 10), cores: cpus().length, cpu: cpus()[0]?.model.trim() ?? 'unknown CPU', factor },
  lighthouse: { app: medianOf(raw.lighthouse.app, LIGHTHOUSE_KEYS), floor: medianOf(raw.lighthouse.floor, LIGHTHOUSE_KEYS) },
  journeys: {
    ...medianOf(raw.list, ['listLcp', 'listFcp', 'listCls']),
    ...medianOf(raw.transitions, TRANSITIONS.map((t) => t.key)),
  },
};
const targets = evaluateTargets(result);

console.log(renderTables(result, targets));
mkdirSync('.tmp', { recursive: true });
writeFileSync('.tmp/bench.json', `${JSON.stringify({ ...result, targets, raw }, null, 2)}\n`);
if (flag('write-readme')) {
  writeFileSync('README.md', replaceReadmeBlock(readFileSync('README.md', 'utf8'), renderReadmeBlock(result, targets)));
  log('README.md performance table updated');
}
const failed = targets.filter((t) => !t.pass);
if (failed.length) {
  log(`${failed.length} of ${targets.length} targets failed`);
  process.exitCode = 1;
}
